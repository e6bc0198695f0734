/**
 * The saved builds (issue 23): each one priced again with today's prices and the visitor's
 * settings (what changed since it was saved, or what is no longer sold, is said under it),
 * opened, renamed, deleted with undo, and any two (or one and the current build) compared.
 */
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'wouter';
import { beforeNextFrame } from '../../host/frames';
import { loadChunk } from '../../host/loadChunk';
import { pageUrlWithoutHash } from '../../host/share';
import { buildLinkQuery } from '../../domain/buildLink';
import { totalText, type PricedBuild } from '../../domain/buildLines';
import { savedBuildParts, type SavedBuild } from '../../domain/savedBuilds';
import { pricingAtom } from '../../state/atoms';
import {
  currentBuildAtom,
  currentSavedAtom,
  reportComparisonAtom,
  savedBuildsAtom,
  useCurrentPicture,
  type SavedPricing,
} from '../../state/savedBuilds';
import { CURRENT, savedBuildsListAtoms, type Pricing } from '../../state/savedBuildsList';
import { LinkButton, PrimaryButton, SecondaryButton } from '../common/Button';
import { buildShareLink } from '../configurator/summary/shareLink';
import { BuildComparisonView, comparisonShareLink, sharedOf, type ComparedBuild } from './BuildComparisonView';
import { storageMessage } from './storageMessage';
import { Check, Field, Item, List, Note, Row, SavedBuildPrice, Status } from './SavedBuildsList.styles';

/** 'Print sheet' of a saved build (issue 32): its sheet as priced today, with a QR code of its link; one print at a time. */
function usePrintSaved(): (saved: SavedBuild, repriced: SavedPricing) => void {
  const store = useStore();
  const printing = useRef(false);
  return (saved, repriced) => {
    const { priced } = repriced;
    if (printing.current || !priced) return;
    printing.current = true;
    const query = buildLinkQuery('', priced.modelSku, priced.variantSku, priced.cart, priced.pricing);
    const link = buildShareLink(pageUrlWithoutHash(), `/${savedBuildParts(saved).rangeCode}`, query);
    loadChunk(() => import('./printSheet'))
      .then(({ printSavedSheet }) => printSavedSheet(store, saved, repriced, link))
      .catch((error: unknown) => console.error('bp-configurator: the build sheet could not be printed', error))
      .finally(() => {
        printing.current = false;
      });
  };
}

export interface SavedBuildsListProps {
  /** Called before a build is opened (the panel closes). */
  onOpen?: () => void;
}

/** After the list re-renders: focus on `selector` in the build's row (the build restored, renamed; WCAG 2.4.3). */
function focusBuild(list: RefObject<HTMLUListElement | null>, id: string, selector: string): void {
  beforeNextFrame(() => {
    const row = [...(list.current?.querySelectorAll<HTMLElement>('[data-build-id]') ?? [])].find((item) => item.dataset.buildId === id);
    row?.querySelector<HTMLElement>(selector)?.focus();
  });
}

/** A build as a comparison shows it: the build on screen (CURRENT) or a saved one priced today; null until it can be. */
function useCompared(list: readonly SavedBuild[], repriced: Map<string, Pricing>): (id: string) => ComparedBuild | null {
  const current = useAtomValue(currentBuildAtom);
  const currentSaved = useAtomValue(currentSavedAtom);
  const currentPicture = useCurrentPicture();
  return (id) => {
    if (id === CURRENT) {
      return current ? { ...current, name: currentSaved?.name ?? 'This build (not saved)', notes: [], picture: currentPicture } : null;
    }
    const saved = list.find((build) => build.id === id);
    const pricing = repriced.get(id);
    if (!saved || !pricing || pricing === 'error' || !pricing.priced) return null;
    const { priced, notes, picture } = pricing;
    return { name: saved.name, range: savedBuildParts(saved).rangeCode, priced, notes, picture };
  };
}

export function SavedBuildsList({ onOpen }: SavedBuildsListProps) {
  const [, navigate] = useLocation();
  // This list's own state (src/state/savedBuildsList.ts), made when it mounts.
  const [atoms] = useState(savedBuildsListAtoms);
  const list = useAtomValue(savedBuildsAtom);
  const current = useAtomValue(currentBuildAtom);
  const currentSaved = useAtomValue(currentSavedAtom);
  const pricing = useAtomValue(pricingAtom);
  const repriced = useAtomValue(atoms.repricedAtom);
  const { renaming, draft, removed, message, chosen, comparing } = useAtomValue(atoms.viewAtom);
  // The list's actions (src/state/savedBuildsList.ts), on the element's store.
  const store = useStore();
  const print = usePrintSaved();
  const undoRef = useRef<HTMLButtonElement>(null);
  const compareRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hintId = useId();

  // Each saved build priced today, again when the list or the visitor's settings change.
  useEffect(() => store.set(atoms.repriceAtom), [store, atoms, list, pricing]);

  useEffect(() => {
    if (removed) undoRef.current?.focus();
  }, [removed]);

  const compared = useCompared(list, repriced);
  const unsaved = (id: string) => id === CURRENT && !currentSaved;

  if (comparing) {
    const a = compared(comparing[0]);
    const b = compared(comparing[1]);
    if (a && b) {
      return (
        <BuildComparisonView
          a={a}
          b={b}
          finance={current?.finance ?? null}
          shareLink={() => comparisonShareLink(sharedOf(a, unsaved(comparing[0])), sharedOf(b, unsaved(comparing[1])), a.priced.pricing)}
          onBack={() => {
            store.set(atoms.comparingAtom, null);
            beforeNextFrame(() => compareRef.current?.focus());
          }}
        />
      );
    }
  }

  const choices = [...(current && !currentSaved ? [CURRENT] : []), ...list.map((build) => build.id)];
  const ready = chosen.filter((id) => choices.includes(id) && compared(id) !== null);

  const submitRename = (event: FormEvent, saved: SavedBuild) => {
    event.preventDefault();
    const outcome = store.set(atoms.renameAtom, saved);
    // Focus stays on the build: its Rename button takes the place of the form (WCAG 2.4.3).
    focusBuild(listRef, saved.id, 'button[data-rename]');
    store.set(atoms.messageAtom, storageMessage(outcome.stored) ?? `Renamed to “${outcome.name}”.`);
  };

  const undo = () => {
    const outcome = store.set(atoms.undoAtom);
    if (!outcome) return;
    store.set(atoms.messageAtom, storageMessage(outcome.stored) ?? `“${outcome.build.name}” is back.`);
    focusBuild(listRef, outcome.build.id, 'h3');
  };

  return (
    <div>
      <Status role="status" aria-live="polite">
        {removed ? (
          <>
            <span>Deleted “{removed.build.name}”.</span>
            <LinkButton ref={undoRef} type="button" onClick={undo}>
              Undo
            </LinkButton>
          </>
        ) : (
          message
        )}
      </Status>
      {list.length === 0 ? (
        <p>You have no saved builds on this device yet.</p>
      ) : (
        <List ref={listRef} aria-label="Saved builds">
          {list.map((saved) => (
            <SavedBuildRow
              key={saved.id}
              saved={saved}
              pricing={repriced.get(saved.id)}
              renaming={
                renaming === saved.id
                  ? {
                      draft,
                      onDraft: (text) => store.set(atoms.draftAtom, text),
                      onCancel: () => {
                        store.set(atoms.renamingAtom, null);
                        focusBuild(listRef, saved.id, 'button[data-rename]');
                      },
                    }
                  : null
              }
              onRename={(event) => submitRename(event, saved)}
              onStartRename={() => store.set(atoms.startRenameAtom, saved)}
              onOpen={(href) => {
                onOpen?.();
                navigate(href);
              }}
              onDelete={() => store.set(atoms.deleteAtom, saved.id)}
              onPrint={(done) => print(saved, done)}
              compare={{ chosen: chosen.includes(saved.id), onToggle: (on) => store.set(atoms.toggleAtom, saved.id, on), hintId }}
            />
          ))}
        </List>
      )}
      {choices.length >= 2 && (
        <CompareControls
          current={
            current && !currentSaved
              ? { chosen: chosen.includes(CURRENT), onToggle: (on) => store.set(atoms.toggleAtom, CURRENT, on) }
              : null
          }
          ready={ready.length === 2}
          compareRef={compareRef}
          hintId={hintId}
          onCompare={() => {
            if (ready.length !== 2) return;
            store.set(atoms.comparingAtom, [ready[0]!, ready[1]!]);
            store.set(reportComparisonAtom, [compared(ready[0]!)!, compared(ready[1]!)!]);
          }}
        />
      )}
    </div>
  );
}

/** 'Compare this build (not saved)' when there is one, and 'Compare two builds' with its hint until two are chosen. */
function CompareControls(props: {
  current: { chosen: boolean; onToggle: (on: boolean) => void } | null;
  ready: boolean;
  compareRef: RefObject<HTMLButtonElement | null>;
  hintId: string;
  onCompare: () => void;
}) {
  return (
    <>
      {props.current && (
        <Check>
          <input
            type="checkbox"
            checked={props.current.chosen}
            onChange={(event) => props.current?.onToggle(event.target.checked)}
            aria-describedby={props.hintId}
          />
          Compare this build (not saved)
        </Check>
      )}
      <Row>
        <PrimaryButton ref={props.compareRef} type="button" aria-disabled={!props.ready} onClick={props.onCompare}>
          Compare two builds
        </PrimaryButton>
        <span id={props.hintId}>{props.ready ? '' : 'Choose two builds to compare.'}</span>
      </Row>
    </>
  );
}

interface SavedBuildRowProps {
  saved: SavedBuild;
  pricing: Pricing;
  /** While this build is renamed: the name typed and how to leave. */
  renaming: { draft: string; onDraft: (text: string) => void; onCancel: () => void } | null;
  onRename: (event: FormEvent) => void;
  onStartRename: () => void;
  /** Opens the build at the link it was repriced at (its own link until then). */
  onOpen: (href: string) => void;
  onDelete: () => void;
  /** Prints the build's own sheet, as priced today. */
  onPrint: (repriced: SavedPricing) => void;
  compare: { chosen: boolean; onToggle: (on: boolean) => void; hintId: string };
}

/** One saved build: its name and today's price, and Open, Print sheet, Rename, Delete and Compare (or the rename form). */
function SavedBuildRow({ saved, pricing, renaming, onRename, onStartRename, onOpen, onDelete, onPrint, compare }: SavedBuildRowProps) {
  // A build still sold has a sheet to print, once priced today.
  const printable = pricing && pricing !== 'error' && pricing.priced ? pricing : null;
  return (
    <Item data-testid="saved-build" data-build-id={saved.id}>
      <h3 tabIndex={-1}>{saved.name}</h3>
      <SavedPrice pricing={pricing} />
      {renaming ? (
        <form onSubmit={onRename}>
          <Row>
            <Field
              aria-label={`New name for ${saved.name}`}
              value={renaming.draft}
              maxLength={80}
              onChange={(event) => renaming.onDraft(event.target.value)}
              data-autofocus
              autoFocus
            />
            <PrimaryButton type="submit">Save name</PrimaryButton>
            <SecondaryButton type="button" onClick={renaming.onCancel}>
              Cancel
            </SecondaryButton>
          </Row>
        </form>
      ) : (
        <Row>
          <SecondaryButton
            type="button"
            aria-label={`Open ${saved.name}`}
            onClick={() => onOpen(pricing && pricing !== 'error' ? pricing.href : saved.href)}
          >
            Open
          </SecondaryButton>
          {printable && (
            <LinkButton type="button" aria-label={`Print sheet for ${saved.name}`} onClick={() => onPrint(printable)}>
              Print sheet
            </LinkButton>
          )}
          <LinkButton type="button" data-rename aria-label={`Rename ${saved.name}`} onClick={onStartRename}>
            Rename
          </LinkButton>
          <LinkButton type="button" aria-label={`Delete ${saved.name}`} onClick={onDelete}>
            Delete
          </LinkButton>
          <Check>
            <input
              type="checkbox"
              checked={compare.chosen}
              onChange={(event) => compare.onToggle(event.target.checked)}
              aria-label={`Compare ${saved.name}`}
              aria-describedby={compare.hintId}
            />
            Compare
          </Check>
        </Row>
      )}
    </Item>
  );
}

function SavedPrice({ pricing }: { pricing: Pricing }) {
  if (pricing === undefined) return <p>Pricing with today’s prices…</p>;
  if (pricing === 'error') return <Note>Today’s price could not be fetched. Please try again later.</Note>;
  return (
    <>
      {pricing.priced && <PriceLine priced={pricing.priced} />}
      {pricing.notes.map((note) => (
        <Note key={note}>{note}</Note>
      ))}
    </>
  );
}

function PriceLine({ priced }: { priced: PricedBuild }) {
  return (
    <SavedBuildPrice>
      {priced.vehicleName}: <span data-testid="saved-build-total">{totalText(priced)}</span>
    </SavedBuildPrice>
  );
}
