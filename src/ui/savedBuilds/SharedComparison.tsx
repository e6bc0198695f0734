/**
 * A comparison link opened (issue 32.5): the two builds side by side on the selector, each priced
 * again for the visitor's own settings (as a shared build link is), with the notice a shared link
 * gives when it was priced for other settings. Either build can be opened or saved. A damaged link
 * says so in place and offers what it still names; nothing of the visitor's is changed. Its own
 * chunk: it loads only when a comparison link is opened.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import { sharedPricingNotice } from '../../domain/buildLink';
import { parseComparisonLink, sharedBuildRoute, type ComparisonLink, type SharedBuild } from '../../domain/comparisonLink';
import type { SavedBuild } from '../../domain/savedBuilds';
import type { PricingContext } from '../../domain/types';
import { pricingAtom } from '../../state/atoms';
import { repriceSavedAtom, saveBuildAtom, type SavedPricing } from '../../state/savedBuilds';
import { LinkButton, SecondaryButton } from '../common/Button';
import { cardCss } from '../common/shapes';
import { theme } from '../common/theme';
import { BuildComparisonView, comparisonShareLink, sharedOf, type ComparedBuild } from './BuildComparisonView';
import { saveMessage } from './storageMessage';
import { Row } from './SavedBuildsList.styles';

const Section = styled.section`
  max-width: 960px;
  margin: 0 auto 32px;
  ${cardCss}
  h2 {
    margin: 0 0 8px;
    font-size: ${theme.type.title};
  }
  p {
    margin: 8px 0;
  }
`;

const Notice = styled.p`
  padding: 8px 12px;
  border-left: 3px solid ${theme.colour.muted};
  background: ${theme.colour.subtle};
`;

/** What a damaged link, or a build that can no longer be priced, is told. */
const DAMAGED = 'This comparison link is incomplete or damaged, so the two builds cannot be shown side by side.';
const NOT_PRICED = 'Today’s price could not be fetched. Please try again later.';

/** A shared build as a saved build is repriced: for the visitor's own settings, so no 'saved with' price is said. */
function asSaved(build: SharedBuild, side: string, pricing: PricingContext): SavedBuild {
  const href = sharedBuildRoute(build, null);
  return { id: side, name: build.name, href, savedAt: null, pricing, total: null, priceText: '', itemNames: [] };
}

type Priced = SavedPricing | 'error';

/** Both builds of a whole link priced for the visitor's settings (null until they are). */
function useShared(link: ComparisonLink | null, pricing: PricingContext): readonly Priced[] | null {
  const repriceSaved = useSetAtom(repriceSavedAtom);
  const [result, setResult] = useState<{ key: string; priced: readonly Priced[] } | null>(null);
  const key = `${JSON.stringify(link)}|${pricing.customerType}.${pricing.pricingType}.${pricing.state ?? ''}`;
  useEffect(() => {
    if (!link?.ok) return;
    let live = true;
    const [a, b] = link.builds;
    void Promise.all([repriceSaved(asSaved(a, 'a', pricing), pricing), repriceSaved(asSaved(b, 'b', pricing), pricing)]).then((priced) => {
      if (live) setResult({ key, priced });
    });
    return () => {
      live = false;
    };
    // The link and pricing objects change with the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [repriceSaved, key]);
  return result?.key === key ? result.priced : null;
}

export interface SharedComparisonProps {
  /** The route's query ('a-range=…&…'). */
  search: string;
  /** Leaves the comparison (the selector without the link). */
  onClose: () => void;
  /** Opens a route (one of the builds). */
  onOpen: (route: string) => void;
  /** A build was saved on this device. */
  onSaved: () => void;
}

export default function SharedComparison({ search, onClose, onOpen, onSaved }: SharedComparisonProps) {
  const pricing = useAtomValue(pricingAtom);
  const link = useMemo(() => parseComparisonLink(`?${search}`), [search]);
  const priced = useShared(link, pricing);
  const headingId = useId();
  if (!link) return null;
  const builds = link.builds.map((build, index) => ({ build, priced: priced?.[index] }));
  const compared = builds.map(({ build, priced: one }) => comparedOf(build, one));
  const [a, b] = compared;
  const whole = link.ok && a && b;
  return (
    <Section aria-labelledby={headingId} data-testid="shared-comparison">
      <h2 id={headingId}>A comparison shared with you</h2>
      {whole ? (
        <BuildComparisonView
          a={a}
          b={b}
          finance={null}
          backLabel="‹ Close the comparison"
          onBack={onClose}
          shareLink={() => comparisonShareLink(sharedOf(a, false), sharedOf(b, false), pricing)}
        >
          <SharedNotice linked={link.pricing} pricing={pricing} />
        </BuildComparisonView>
      ) : (
        <Problem problems={problemsOf(link, builds)} waiting={link.ok && priced === null} />
      )}
      <BuildActions builds={link.builds} compared={compared} pricing={link.pricing} onOpen={onOpen} onSaved={onSaved} />
    </Section>
  );
}

/** A build of the link as a comparison shows it, once priced; null until then, or when it cannot be. */
function comparedOf(build: SharedBuild, priced: Priced | undefined): ComparedBuild | null {
  if (!priced || priced === 'error' || !priced.priced) return null;
  return { name: build.name, range: build.range, priced: priced.priced, notes: priced.notes, picture: priced.picture };
}

function SharedNotice({ linked, pricing }: { linked: PricingContext | null; pricing: PricingContext }) {
  const notice = sharedPricingNotice(linked, pricing, 'These builds were');
  return notice ? (
    <Notice role="status" data-testid="shared-pricing-notice">
      {notice}
    </Notice>
  ) : null;
}

/** Why a link's builds cannot be shown side by side: the link is damaged, or a build's prices or vehicle are gone. */
function problemsOf(link: ComparisonLink, builds: readonly { build: SharedBuild; priced: Priced | undefined }[]): string[] {
  if (!link.ok) return [`${DAMAGED}${link.builds.length === 0 ? ' You can choose a vehicle below.' : ''}`];
  return builds.flatMap(({ build, priced }) => {
    if (priced === 'error') return [`${build.name}: ${NOT_PRICED}`];
    return priced && !priced.priced ? [`${build.name}: ${priced.notes.join(' ')}`] : [];
  });
}

/** While the builds are priced, or why they cannot be shown side by side. */
function Problem({ problems, waiting }: { problems: readonly string[]; waiting: boolean }) {
  if (waiting) return <p role="status">Pricing the shared builds with today’s prices…</p>;
  return (
    <div role="alert" data-testid="shared-comparison-problem">
      {problems.map((problem) => (
        <p key={problem}>{problem}</p>
      ))}
    </div>
  );
}

/** 'Open {name}' for each build the link names, and 'Save {name}' once it is priced. */
function BuildActions(props: {
  builds: readonly SharedBuild[];
  compared: readonly (ComparedBuild | null)[];
  pricing: PricingContext | null;
  onOpen: (route: string) => void;
  onSaved: () => void;
}) {
  const save = useSetAtom(saveBuildAtom);
  const [message, setMessage] = useState('');
  if (props.builds.length === 0) return null;
  return (
    <>
      {props.builds.map((build, index) => {
        const compared = props.compared[index];
        return (
          <Row key={index}>
            <SecondaryButton type="button" onClick={() => props.onOpen(sharedBuildRoute(build, props.pricing))}>
              Open {build.name}
            </SecondaryButton>
            {compared && (
              <LinkButton
                type="button"
                onClick={() => {
                  const outcome = save(build.range, compared.priced, build.name);
                  setMessage(saveMessage(outcome));
                  if (outcome.ok) props.onSaved();
                }}
              >
                Save {build.name}
              </LinkButton>
            )}
          </Row>
        );
      })}
      <p role="status" aria-live="polite" data-testid="shared-save-status">
        {message}
      </p>
    </>
  );
}
