/**
 * Undo (issue 22.3): beside the footer's price, where the visitor sees what a change did to
 * it. It shows from the visit's first change on and stays while the visit lasts, so focus
 * never falls off it: with nothing left to undo it is aria-disabled rather than removed.
 * What was undone is told in the configurator alert (a polite live region).
 */
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { undoAtom, undoStateAtom } from '../../../state/buildActions';
import { SmallLinkButton } from '../../common/Button';

const Undo = styled(SmallLinkButton)`
  flex: none;
  margin: -2px 0;
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.55;
    text-decoration: none;
  }
`;

export function UndoButton() {
  const { shown, canUndo } = useAtomValue(undoStateAtom);
  const undo = useSetAtom(undoAtom);
  if (!shown) return null;
  return (
    <Undo
      type="button"
      data-testid="undo"
      aria-disabled={canUndo ? undefined : 'true'}
      onClick={() => {
        if (canUndo) void undo();
      }}
    >
      <span aria-hidden="true">↶</span> Undo
    </Undo>
  );
}
