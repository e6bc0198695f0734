/**
 * Two builds side by side (issue 23): one table, the lines that differ first (marked, not by
 * colour alone), then the lines both share, the totals, their difference and what each costs
 * per week, fortnight or month under the visitor's finance inputs. On a phone the same table
 * fits in three narrow columns, differences still first.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { compareBuilds, type ComparisonRow, type PricedBuild } from '../../domain/buildLines';
import { comparisonQuery, type SharedBuild } from '../../domain/comparisonLink';
import type { FinanceInputs, PricingContext } from '../../domain/types';
import { pageUrlWithoutHash } from '../../host/share';
import type { BuildPicture } from '../../state/savedBuilds';
import { LinkButton } from '../common/Button';
import { ShareLinkButton } from '../configurator/summary/ShareButton';
import { VisuallyHidden } from '../primitives/VisuallyHidden';
import { theme } from '../common/theme';

export interface ComparedBuild {
  name: string;
  range: string;
  priced: PricedBuild;
  notes: readonly string[];
  picture: BuildPicture | null;
}

/** A compared build as a comparison link names it (issue 32): the build on screen, not saved, by its vehicle's name. */
export function sharedOf(build: ComparedBuild, unsaved: boolean): SharedBuild {
  const { priced } = build;
  const name = unsaved ? priced.vehicleName : build.name;
  return { name, range: build.range, modelSku: priced.modelSku, variantSku: priced.variantSku, cart: priced.cart };
}

/** The link that opens two builds side by side on the selector's route, priced as they were shown (issue 32). */
export function comparisonShareLink(a: SharedBuild, b: SharedBuild, pricing: PricingContext): string {
  return `${pageUrlWithoutHash()}#/?${comparisonQuery(a, b, pricing)}`;
}

/** The two builds' pictures side by side, above the table (issue 35); a picture that cannot load leaves its name. */
const Pictures = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  margin: 12px 0 0;
  figure {
    margin: 0;
    min-width: 0;
  }
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: contain;
    background: ${theme.colour.subtle};
  }
  figcaption {
    margin-top: 4px;
    font-size: ${theme.type.label};
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

function BuildFigure({ build }: { build: ComparedBuild }) {
  const [failed, setFailed] = useState(false);
  return (
    <figure data-testid="compare-picture">
      {build.picture && !failed && <img src={build.picture.src} alt={build.picture.alt} onError={() => setFailed(true)} />}
      <figcaption>{build.name}</figcaption>
    </figure>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  font-size: ${theme.type.body};
  caption {
    text-align: left;
    font-weight: 700;
    font-size: ${theme.type.subheading};
    padding: 16px 0 8px;
  }
  th,
  td {
    padding: 8px 6px;
    border-bottom: 1px solid ${theme.colour.line};
    text-align: left;
    vertical-align: top;
    overflow-wrap: anywhere;
  }
  thead th {
    font-size: ${theme.type.base};
  }
  tbody th {
    color: ${theme.colour.muted};
    font-weight: 400;
    width: 28%;
  }
  tr[data-differs='true'] td {
    background: ${theme.colour.subtle};
    border-left: 3px solid ${theme.colour.muted};
  }
  .price {
    display: block;
    font-weight: 600;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    color: ${theme.colour.ink};
  }
`;

const Notes = styled.ul`
  margin: 8px 0 0;
  padding-left: 20px;
  font-size: ${theme.type.label};
  color: ${theme.colour.muted};
`;

function Cell({ side }: { side: ComparisonRow['a'] }) {
  if (!side) return <td>Not in this build</td>;
  return (
    <td>
      {side.value}
      {side.priceText && <span className="price">{side.priceText}</span>}
    </td>
  );
}

function Rows({ rows, differs }: { rows: readonly ComparisonRow[]; differs: boolean }) {
  return (
    <>
      {rows.map((row) => (
        <tr key={row.key} data-differs={differs} data-testid={differs ? 'difference' : 'same'}>
          <th scope="row">
            {row.label}
            {differs && <VisuallyHidden> (differs)</VisuallyHidden>}
          </th>
          <Cell side={row.a} />
          <Cell side={row.b} />
        </tr>
      ))}
    </>
  );
}

export interface BuildComparisonViewProps {
  a: ComparedBuild;
  b: ComparedBuild;
  finance: FinanceInputs | null;
  onBack: () => void;
  /** The back control's words ('‹ Back to saved builds'). */
  backLabel?: string;
  /** The link 'Share this comparison' shares (issue 32). */
  shareLink: () => string;
  /** What is said of the two builds under the heading (a shared comparison's notice and actions). */
  children?: ReactNode;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
`;

export function BuildComparisonView({
  a,
  b,
  finance,
  onBack,
  backLabel = '‹ Back to saved builds',
  shareLink,
  children,
}: BuildComparisonViewProps) {
  const comparison = compareBuilds(a.priced, b.priced, finance);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  const notes = [...a.notes.map((note) => `${a.name}: ${note}`), ...b.notes.map((note) => `${b.name}: ${note}`)];
  return (
    <section aria-labelledby={headingId} data-testid="build-comparison">
      <Actions>
        <LinkButton type="button" onClick={onBack}>
          {backLabel}
        </LinkButton>
        <ShareLinkButton title={`${a.name} and ${b.name}`} label="Share this comparison" link={shareLink} />
      </Actions>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        {a.name} and {b.name}
      </h3>
      {children}
      <Pictures>
        <BuildFigure build={a} />
        <BuildFigure build={b} />
      </Pictures>
      {notes.length > 0 && (
        <Notes>
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </Notes>
      )}
      <Table>
        <thead>
          <tr>
            <td />
            <th scope="col">{a.name}</th>
            <th scope="col">{b.name}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="rowgroup" colSpan={3}>
              {comparison.differences.length === 0 ? 'No differences' : `What differs (${comparison.differences.length})`}
            </th>
          </tr>
          <Rows rows={comparison.differences} differs />
          <tr>
            <th scope="rowgroup" colSpan={3}>
              The same in both
            </th>
          </tr>
          <Rows rows={comparison.same} differs={false} />
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td data-testid="compare-total-a">{comparison.totals.a}</td>
            <td data-testid="compare-total-b">{comparison.totals.b}</td>
          </tr>
          {comparison.difference && (
            <tr>
              <th scope="row">Difference</th>
              <td />
              <td data-testid="compare-difference">{comparison.difference}</td>
            </tr>
          )}
          <tr>
            <th scope="row">{comparison.repayments?.label ?? 'Repayments'}</th>
            {comparison.repayments ? (
              <>
                <td data-testid="compare-repayment-a">{comparison.repayments.a ?? 'Not available'}</td>
                <td data-testid="compare-repayment-b">{comparison.repayments.b ?? 'Not available'}</td>
              </>
            ) : (
              <td colSpan={2}>Enter an interest rate in a build’s Finance tab to compare repayments.</td>
            )}
          </tr>
        </tfoot>
      </Table>
    </section>
  );
}
