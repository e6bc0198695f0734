/**
 * 'Compare grades' (issue 22, item 4): for the visitor's current choices, every grade of the
 * range in a column with the total it gives, its own price, its key features (spec 5's
 * matching, as the Model group's Key Features) and what switching to it needs; any column
 * can be chosen, through the same proposal as the 'Not seeing the one you want?' list.
 * A lazy chunk with the reach engine.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import styled from 'styled-components';
import { gradeComparison, reachNeedsText } from '../../../../domain/reach';
import { engineAtom, shownBuildAtom } from '../../../../state/configurator';
import { useKeyFeatures } from '../../../../state/keyFeatures';
import { proposeReachAtom } from '../../../../state/reach';
import { PrimaryButton } from '../../../common/Button';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden';
import { Modal } from '../../../common/Modal';
import { SafeHtml } from '../../../common/SafeHtml';
import { theme } from '../../../common/theme';

const Scroller = styled.div`
  overflow-x: auto;
  padding: 16px 24px 24px;
  &:focus-visible {
    outline: 2px solid ${theme.colour.focus};
    outline-offset: -2px;
  }
`;

const Table = styled.table`
  border-collapse: collapse;
  min-width: 100%;
  font: ${theme.type.label} / 1.4 ${theme.font};
  caption {
    margin-bottom: 12px;
    color: ${theme.colour.muted};
    text-align: left;
  }
  th,
  td {
    min-width: 112px;
    padding: 10px 12px;
    border-bottom: 1px solid ${theme.colour.line};
    vertical-align: top;
    text-align: left;
  }
  thead th {
    font-size: ${theme.type.subheading};
  }
  tbody th {
    position: sticky;
    left: 0;
    min-width: 80px;
    background: ${theme.colour.surface};
    color: ${theme.colour.muted};
    font-weight: 600;
  }
  td[data-current='true'],
  th[data-current='true'] {
    background: ${theme.colour.subtle};
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`;

/**
 * A range's grades are wider than a phone (the Triton's five: 2 of 5 showed at 390 px, issue 35),
 * so the caption says how many there are and that the table scrolls sideways; the row labels
 * stay in view (sticky) as it does.
 */
const ScrollCue = styled.span`
  display: block;
  margin-top: 4px;
  color: ${theme.colour.ink};
  font-weight: 600;
`;

const Total = styled.span`
  font-size: ${theme.type.subheading};
  font-weight: 700;
`;

const Choose = styled(PrimaryButton)`
  min-height: 44px;
  padding: 8px 16px;
  font-size: ${theme.type.body};
`;

export interface CompareGradesProps {
  onClose: () => void;
}

export default function CompareGrades({ onClose }: CompareGradesProps) {
  const ctx = useAtomValue(engineAtom);
  const build = useAtomValue(shownBuildAtom);
  const propose = useSetAtom(proposeReachAtom);
  const entries = useKeyFeatures();
  const columns = useMemo(() => (ctx && build ? gradeComparison(ctx, build, entries) : []), [ctx, build, entries]);

  const choose = (value: string | number) => {
    onClose();
    propose('model', value);
  };

  return (
    <Modal heading="Compare grades" onCancel={onClose} variant="drawer">
      {/* A region of its own, focusable, so that a keyboard can scroll the columns on a phone. */}
      <Scroller role="region" aria-label="Grades side by side" tabIndex={0}>
        <Table data-testid="compare-grades">
          <caption>
            For your choices, each grade with what switching to it needs.
            {columns.length > 2 ? (
              <ScrollCue data-testid="compare-grades-scroll-cue">{`${columns.length} grades: scroll sideways to see them all.`}</ScrollCue>
            ) : null}
          </caption>
          <thead>
            <tr>
              <td />
              {columns.map((column) => (
                <th key={String(column.value)} scope="col" data-current={column.selected}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Your build</th>
              {columns.map((column) => (
                <td key={String(column.value)} data-current={column.selected}>
                  <Total>{column.totalText}</Total>
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Grade price</th>
              {columns.map((column) => (
                <td key={String(column.value)} data-current={column.selected}>
                  {column.priceText}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Key features</th>
              {columns.map((column) => (
                <td key={String(column.value)} data-current={column.selected}>
                  {column.keyFeature ? <SafeHtml html={column.keyFeature.keyFeaturesHtml} /> : '—'}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row">Switching needs</th>
              {columns.map((column) => {
                const needs = ctx && column.reach ? reachNeedsText(ctx, column.reach) : '';
                return (
                  <td key={String(column.value)} data-current={column.selected}>
                    {column.selected ? 'Your current grade' : needs === '' ? 'No other changes' : needs}
                  </td>
                );
              })}
            </tr>
            <tr>
              <th scope="row">
                <VisuallyHidden>Choose</VisuallyHidden>
              </th>
              {columns.map((column) => (
                <td key={String(column.value)} data-current={column.selected}>
                  {column.selected ? null : (
                    <Choose type="button" onClick={() => choose(column.value)}>
                      Choose {column.label}
                    </Choose>
                  )}
                </td>
              ))}
            </tr>
          </tbody>
        </Table>
      </Scroller>
    </Modal>
  );
}
