/**
 * Under an option group: 'Not seeing the one you want?' when the range sells values the
 * build hides (spec 5 hides them; this is the way to them, issue 22 item 1), and under the
 * Model group 'Compare grades'. Both open lazy chunks: the list and the comparison bring
 * the reach engine with them, fetched the first time the visitor asks.
 */
import { useAtomValue } from 'jotai';
import { useId, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { SelectionGroup } from '../../../../domain/types';
import { loadedRangeAtom } from '../../../../state/atoms';
import { LinkButton } from '../../../common/Button';
import { ChunkBoundary, lazyChunk } from '../../../common/lazyChunk';
import { theme } from '../../../common/theme';

const hiddenValues = lazyChunk(() => import('./HiddenValues').then((module) => module.default));
const compareGrades = lazyChunk(() => import('./CompareGrades').then((module) => module.default));

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 24px;
  margin-top: 8px;
`;

const Toggle = styled(LinkButton)`
  min-height: 44px;
  font-size: ${theme.type.body};
`;

const Panel = styled.div`
  margin-top: 4px;
`;

const Loading = styled.p`
  margin: 8px 0;
  color: ${theme.colour.muted};
  font: ${theme.type.label} / 1.4 ${theme.font};
`;

/** How many values of a group the range sells (a value counts once, whatever the model). */
function useRangeValueCount(group: SelectionGroup): number {
  const loaded = useAtomValue(loadedRangeAtom);
  return useMemo(() => {
    if (!loaded) return 0;
    const values = new Set(loaded.catalog.combinations.map((combo) => combo.values[group]));
    values.delete(null);
    return values.size;
  }, [loaded, group]);
}

export interface ReachDisclosureProps {
  group: SelectionGroup;
  /** How many values the group shows now. */
  shownCount: number;
}

export function ReachDisclosure({ group, shownCount }: ReachDisclosureProps) {
  const [open, setOpen] = useState(false);
  const [comparing, setComparing] = useState(false);
  const panelId = useId();
  const rangeCount = useRangeValueCount(group);
  const hasHidden = rangeCount > shownCount;
  const canCompare = group === 'model' && rangeCount > 1;
  if (!hasHidden && !canCompare) return null;
  return (
    <>
      <Row>
        {hasHidden ? (
          <Toggle type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
            Not seeing the one you want?
          </Toggle>
        ) : null}
        {canCompare ? (
          <Toggle type="button" aria-haspopup="dialog" onClick={() => setComparing(true)}>
            Compare grades
          </Toggle>
        ) : null}
      </Row>
      {hasHidden ? (
        <Panel id={panelId} hidden={!open}>
          {open ? (
            <ChunkBoundary onFail={() => setOpen(false)} loading={<Loading>Loading…</Loading>}>
              <hiddenValues.Component group={group} />
            </ChunkBoundary>
          ) : null}
        </Panel>
      ) : null}
      {comparing ? (
        <ChunkBoundary onFail={() => setComparing(false)}>
          <compareGrades.Component onClose={() => setComparing(false)} />
        </ChunkBoundary>
      ) : null}
    </>
  );
}
