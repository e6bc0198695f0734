/**
 * The proposed-changes modal (spec 2 "Modals", 3 "Proposed change"): the item being
 * updated, what leaves the build, what the visitor picks, what joins it, accessory
 * colours, the price change and the new total; Cancel leaves the build as it was.
 * Loaded lazily by ProposalModalHost.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { proposalWithChoices } from '../../../domain/buildTransitions';
import type { BuildChange } from '../../../domain/buildChanges';
import { keyOf } from '../../../domain/catalog';
import { choiceNewTotals, otherChanges, proposalPrices, type ProposalPrices } from '../../../domain/proposalPrices';
import {
  proposalChooseGroups,
  proposalRowPrices,
  proposalShownSkus,
  selectedGroups,
  toggleKept,
  type ProposalGroup,
} from '../../../domain/proposalView';
import { PROPOSAL_COPY } from '../../../domain/proposals';
import type {
  ConfigurableItem,
  ImpactedItem,
  ItemBeingUpdated,
  ProposalChoices,
  ProposedChange,
  ReachSummary,
} from '../../../domain/types';
import { pageUrlWithoutHash } from '../../../host/share';
import { useProposedBuildLinkQuery } from '../../../state/proposedBuildLink';
import { acceptProposalAtom } from '../../../state/buildActions';
import { cancelProposalAtom, engineAtom } from '../../../state/configurator';
import { PrimaryButton, SecondaryButton } from '../../common/Button';
import { Modal } from '../../common/Modal';
import { useAccessoryImages } from '../../../state/accessoryImages';
import { buildShareLink } from '../summary/shareLink';
import {
  ProposalActions,
  ChoiceList,
  ChoiceOption,
  ChoiceText,
  Fieldset,
  ItemList,
  ItemRow,
  ItemText,
  Muted,
  NewTabLink,
  PoaNotice,
  Price,
  StickyFoot,
  Section,
  SubHeader,
  Swatch,
  Totals,
  UpdatedImage,
  UpdatedItem,
} from './styles';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

/** The section listing what else accepting changes: the vehicle, its options, other items (the spec names no heading). */
const CHANGES_HEADING = 'Changes to your build';

/**
 * The optional open-in-new-tab link (spec 2): the build as accepting would make it, with the visitor's
 * current picks, opened in a new tab so it can be looked over while this build stays as it is. Offered
 * for every proposal but the remove confirmation (a build without one accessory needs no preview). It
 * sits above the buttons, so Cancel (focused on open) is followed by the accept button.
 */
const NEW_TAB_LINK = 'Open the changed build in a new tab';

/** Accept button labels: a removal is confirmed with 'Remove' (spec 2 "Remove accessory confirmation"). */
const ACCEPT_LABEL = { remove: 'Remove', other: 'Confirm' } as const;

/** An item's name, its colour, a note (why it leaves, or the total choosing it gives) and its price. */
function ItemDetails(props: { title: string; colourLabel: string | null; note?: string | null; price: string | null }) {
  const { title, colourLabel, note, price } = props;
  return (
    <>
      <ItemText>
        <span>{title}</span>
        {colourLabel ? <Muted>{colourLabel}</Muted> : null}
        {note ? <Muted>{note}</Muted> : null}
      </ItemText>
      {price !== null ? <Price>{price}</Price> : null}
    </>
  );
}

/** A row of an item list: a name, its colour or what it was, why it leaves, and its price. */
interface ItemRowView {
  key: string;
  title: string;
  colourLabel: string | null;
  note?: string | null;
  price: string | null;
}

/** A headed list of items with their prices; nothing when it is empty. */
function ItemsSection({ heading, rows }: { heading: string; rows: readonly ItemRowView[] }) {
  const id = useId();
  if (rows.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      <ItemList>
        {rows.map((row) => (
          <ItemRow key={row.key}>
            <ItemDetails title={row.title} colourLabel={row.colourLabel} note={row.note} price={row.price} />
          </ItemRow>
        ))}
      </ItemList>
    </Section>
  );
}

/** The removed or added items of a proposal, each with what it does to the total and, for a removed one, why it leaves. */
function ActionItems(props: { heading: string; items: readonly ImpactedItem[]; priceText: (item: ImpactedItem) => string }) {
  const rows = props.items.map((item) => ({
    key: item.sku,
    title: item.title,
    colourLabel: item.colourLabel,
    note: item.reason,
    price: props.priceText(item),
  }));
  return <ItemsSection heading={props.heading} rows={rows} />;
}

/** One item to pick or keep: its radio or checkbox (the children), then its name, colour, note and price, the whole row its label. */
function ItemChoice(props: { item: ImpactedItem; price: string | null; note?: string | null; children: ReactNode }) {
  const { item, price, note, children } = props;
  return (
    <ChoiceOption>
      {children}
      <ChoiceText>
        <ItemDetails title={item.title} colourLabel={item.colourLabel} note={note} price={price} />
      </ChoiceText>
    </ChoiceOption>
  );
}

function ChooseGroup(props: {
  heading: string;
  groupCount: number;
  index: number;
  items: readonly ImpactedItem[];
  selected: string;
  onSelect: (sku: string) => void;
  priceText: (item: ImpactedItem) => string;
  totalText: (item: ImpactedItem) => string | null;
}) {
  const name = useId();
  return (
    <Fieldset>
      <legend>
        {props.heading}
        {props.groupCount > 1 ? <VisuallyHidden>{`, ${props.index + 1} of ${props.groupCount}`}</VisuallyHidden> : null}
      </legend>
      <ChoiceList>
        {props.items.map((item) => (
          <ItemChoice key={item.sku} item={item} price={props.priceText(item)} note={props.totalText(item)}>
            <input
              type="radio"
              name={name}
              value={item.sku}
              checked={item.sku === props.selected}
              onChange={() => props.onSelect(item.sku)}
            />
          </ItemChoice>
        ))}
      </ChoiceList>
    </Fieldset>
  );
}

function ColourChoice({ item, selected, onSelect }: { item: ConfigurableItem; selected: string; onSelect: (sku: string) => void }) {
  const name = useId();
  return (
    <Fieldset>
      <legend>{item.title}</legend>
      <ChoiceList>
        {item.options.map((option) => (
          <ChoiceOption key={option.sku}>
            <input type="radio" name={name} value={option.sku} checked={option.sku === selected} onChange={() => onSelect(option.sku)} />
            <ChoiceText>
              <Swatch aria-hidden="true" style={option.colour ? { background: option.colour } : undefined} />
              <ItemText>
                <span>{option.label}</span>
              </ItemText>
            </ChoiceText>
          </ChoiceOption>
        ))}
      </ChoiceList>
    </Fieldset>
  );
}

/**
 * For a value the build hid (issue 22): what it comes only with, group by group, so the
 * visitor sees why the rest of the build changes before the priced changes below.
 */
function ReachNeeds({ reach }: { reach: ReachSummary }) {
  const id = useId();
  if (reach.limits.length === 0) return null;
  return (
    <Section aria-labelledby={id} data-testid="reach-needs">
      <h3 id={id}>{`${reach.label} comes only with`}</h3>
      <ItemList>
        {reach.limits.map((limit) => (
          <ItemRow key={limit.group}>
            <ItemText>
              <span>{`${limit.label}: ${limit.only.join(', ')}`}</span>
              {limit.notWith ? <Muted>{`Not available with ${limit.notWith}`}</Muted> : null}
            </ItemText>
          </ItemRow>
        ))}
      </ItemList>
    </Section>
  );
}

/** The items and their price under the proposal: what leaves or joins the build shows what it does to the total. */
function OtherChanges({ lines }: { lines: readonly BuildChange[] }) {
  const rows = lines.map((line) => ({
    key: `${line.kind}-${line.sku ?? line.title}`,
    title: line.title,
    colourLabel: line.detail,
    price: line.priceText,
  }));
  return <ItemsSection heading={CHANGES_HEADING} rows={rows} />;
}

/** The item being updated: its picture (an accessory's box is reserved either way), its name and price. */
function UpdatedItemRow({ updated, price }: { updated: ItemBeingUpdated; price: string | null }) {
  const ctx = useAtomValue(engineAtom);
  // An accessory's picture comes from the asset listing the accessory cards already read.
  const accessoryImages = useAccessoryImages();
  const isAccessory = updated.itemType !== 'model';
  const image =
    updated.imageUrl ??
    (isAccessory && ctx ? (accessoryImages(updated.sku, keyOf(ctx.catalog, updated.sku) ?? updated.sku)[0] ?? null) : null);
  return (
    <UpdatedItem data-testid="item-being-updated">
      {image || isAccessory ? <UpdatedImage>{image ? <img src={image} alt="" width={96} height={72} /> : null}</UpdatedImage> : null}
      <ItemDetails title={updated.title} colourLabel={updated.colourLabel} price={price} />
    </UpdatedItem>
  );
}

/** The plus-ones offered for removal with the removed item, ticked to leave with it. */
function PlusOnes(props: {
  items: readonly ImpactedItem[];
  kept: readonly string[];
  onToggle: (sku: string) => void;
  priceText: (item: ImpactedItem) => string;
}) {
  if (props.items.length === 0) return null;
  return (
    <Section>
      <Fieldset>
        <legend>{PROPOSAL_COPY.plusOnes}</legend>
        <ChoiceList>
          {props.items.map((item) => (
            <ItemChoice key={item.sku} item={item} price={props.priceText(item)}>
              <input type="checkbox" checked={!props.kept.includes(item.sku)} onChange={() => props.onToggle(item.sku)} />
            </ItemChoice>
          ))}
        </ChoiceList>
      </Fieldset>
    </Section>
  );
}

/** The accessories whose colour the visitor may change, each with the colour picked. */
function ColourChoices(props: {
  heading: string;
  items: readonly ConfigurableItem[];
  colours: Readonly<Record<string, string>>;
  onSelect: (accessorySku: string, sku: string) => void;
}) {
  const id = useId();
  if (props.items.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{props.heading}</h3>
      {props.items.map((item) => (
        <ColourChoice
          key={item.accessorySku}
          item={item}
          selected={props.colours[item.accessorySku] ?? item.suggestedSku}
          onSelect={(sku) => props.onSelect(item.accessorySku, sku)}
        />
      ))}
    </Section>
  );
}

/** The price change, the new total and the buttons: they stay in view however long the lists above (issue 26.5). */
function ProposalFoot(props: { proposal: ProposedChange; prices: ProposalPrices | null; onCancel: () => void; onAccept: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  // After the dialog opens (Modal's layout effect), Cancel takes focus: a confirmation defaults to the safe action.
  // The dialog stays at its top (its title and the chosen item first): Cancel is in view in the sticky foot anyway.
  useEffect(() => {
    const cancel = cancelRef.current;
    if (!cancel) return;
    cancel.focus({ preventScroll: true });
    const dialog = cancel.closest('dialog');
    if (dialog) dialog.scrollTop = 0;
  }, []);
  const { proposal, prices } = props;
  return (
    <StickyFoot data-testid="proposal-foot">
      {prices?.newTotal != null ? (
        <Totals aria-live="polite">
          <div>
            <dt>{proposal.priceChangeHeading}</dt>
            <dd>{prices.priceChange}</dd>
          </div>
          <div>
            <dt>{proposal.newTotalHeading}</dt>
            <dd>{prices.newTotal}</dd>
          </div>
        </Totals>
      ) : null}
      <ProposalActions>
        <SecondaryButton ref={cancelRef} type="button" onClick={props.onCancel}>
          Cancel
        </SecondaryButton>
        <PrimaryButton type="button" onClick={props.onAccept}>
          {proposal.trigger.kind === 'remove-accessory' ? ACCEPT_LABEL.remove : ACCEPT_LABEL.other}
        </PrimaryButton>
      </ProposalActions>
    </StickyFoot>
  );
}

export interface ProposalModalProps {
  proposal: ProposedChange;
}

export default function ProposalModal({ proposal }: ProposalModalProps) {
  const ctx = useAtomValue(engineAtom);
  const accept = useSetAtom(acceptProposalAtom);
  const cancel = useSetAtom(cancelProposalAtom);

  const [picked, setPicked] = useState<Partial<Record<ProposalGroup, string>>>({});
  const [kept, setKept] = useState<readonly string[]>([]);
  const [colours, setColours] = useState<Record<string, string>>(() =>
    Object.fromEntries(proposal.configurableItems.map((item) => [item.accessorySku, item.suggestedSku])),
  );

  // The proposal re-planned for the visitor's picks: a candidate may bring items of its own, and prices follow.
  const revised = useMemo(
    () => (ctx ? proposalWithChoices(ctx, proposal, { groups: picked, colours, keep: kept }) : proposal),
    [ctx, proposal, picked, colours, kept],
  );
  const groups = useMemo(() => proposalChooseGroups(revised.impactedItems, picked), [revised, picked]);
  const choices: ProposalChoices = useMemo(() => ({ groups: selectedGroups(groups), colours, keep: kept }), [groups, colours, kept]);
  const prices = useMemo(() => (ctx ? proposalPrices(ctx, revised, choices) : null), [ctx, revised, choices]);
  const choiceTotals = useMemo(
    () => (ctx && groups.length > 0 ? choiceNewTotals(ctx, revised, choices) : {}),
    [ctx, revised, choices, groups],
  );

  // Removed and added items show what they do to this total; choices show each candidate's own price and the total it gives.
  const rowPrices = proposalRowPrices(ctx?.pricing ?? null, prices, revised.itemBeingUpdated, choiceTotals);
  const headers = revised.impactedItemsHeaders;
  const [path] = useLocation();
  const proposedQuery = useProposedBuildLinkQuery(proposal, choices);
  const newTabHref =
    proposedQuery && revised.trigger.kind !== 'remove-accessory' ? buildShareLink(pageUrlWithoutHash(), path, proposedQuery) : null;

  return (
    <Modal heading={revised.modalHeader} onCancel={cancel}>
      {revised.modalSubHeader ? <SubHeader>{revised.modalSubHeader}</SubHeader> : null}
      <UpdatedItemRow updated={revised.itemBeingUpdated} price={rowPrices.updated} />
      {revised.reach ? <ReachNeeds reach={revised.reach} /> : null}
      <OtherChanges lines={ctx ? otherChanges(ctx.catalog, rowPrices.lines, proposalShownSkus(revised, groups)) : []} />
      <ActionItems heading={headers.remove} items={revised.impactedItems.filter((i) => i.action === 'remove')} priceText={rowPrices.item} />
      <PlusOnes
        items={revised.optionalRemovals}
        kept={kept}
        onToggle={(sku) => setKept((current) => toggleKept(current, sku))}
        priceText={rowPrices.item}
      />
      {groups.length > 0 ? (
        <Section>
          {groups.map(({ group, items, selected }, index) => (
            <ChooseGroup
              key={group}
              heading={headers.selectToAdd}
              groupCount={groups.length}
              index={index}
              items={items}
              selected={selected}
              onSelect={(sku) => setPicked((current) => ({ ...current, [group]: sku }))}
              priceText={rowPrices.choice}
              totalText={rowPrices.choiceTotal}
            />
          ))}
        </Section>
      ) : null}
      <ActionItems heading={headers.add} items={revised.impactedItems.filter((i) => i.action === 'add')} priceText={rowPrices.item} />
      <ColourChoices
        heading={revised.changeHeading ?? PROPOSAL_COPY.colours}
        items={revised.configurableItems}
        colours={colours}
        onSelect={(accessorySku, sku) => setColours((current) => ({ ...current, [accessorySku]: sku }))}
      />
      {newTabHref ? (
        <NewTabLink href={newTabHref} target="_blank" rel="noopener noreferrer">
          {NEW_TAB_LINK}
        </NewTabLink>
      ) : null}
      {prices?.becomesPoa ? <PoaNotice data-testid="becomes-poa">{prices.becomesPoa}</PoaNotice> : null}
      <ProposalFoot proposal={revised} prices={prices} onCancel={cancel} onAccept={() => accept(choices)} />
    </Modal>
  );
}
