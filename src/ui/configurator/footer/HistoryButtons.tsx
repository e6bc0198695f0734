/**
 * Undo (issue 22.3) and Redo (issue 32.3): beside the footer's price, where the visitor sees what
 * a change did to it. They show from the visit's first change on and stay while the visit lasts,
 * so focus never falls off them: with nothing to undo (redo) a control is aria-disabled rather
 * than removed, and says so ('Nothing to undo') as its description and tooltip. What was undone
 * or redone is told in the configurator alert (a polite live region). Their names are the words;
 * the arrows are aria-hidden.
 *
 * On a phone the footer has no room for the words and no height for a 44 px row (it stays under
 * 79 px so the location popover clears it, spec 9, and under a fifth of the screen with the
 * header): each control is a 44×44 px arrow whose target reaches up over the price's label
 * (text, not a target) and stops where the footer's links begin. On a desktop, arrow and word.
 *
 * The keyboard's Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z and Ctrl+Y (useHistoryKeys) work while focus is in
 * the element and not in a text field.
 */
import { useSetAtom, useAtomValue } from 'jotai';
import { useEffect, useId, type RefObject } from 'react';
import styled from 'styled-components';
import { listenForHistoryKeys } from '../../../host/historyKeys';
import { redoAtom, undoAtom, undoStateAtom } from '../../../state/buildActions';
import { LinkButton } from '../../common/Button';
import { theme } from '../../common/theme';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';

const Row = styled.span`
  display: flex;
  flex: none;
  ${theme.desktop} {
    gap: 4px;
  }
`;

const HistoryButton = styled(LinkButton)`
  flex: none;
  justify-content: center;
  width: 44px;
  height: 44px;
  min-height: 0;
  /* 44 px tall on a 22 px line: 20 px up over the price's label, 2 px down to the footer's links. */
  margin: -20px 0 -2px;
  font-size: ${theme.type.caption};
  text-decoration: none;
  ${theme.desktop} {
    gap: 6px;
    width: auto;
    height: auto;
    min-height: 32px;
    margin: -2px 0;
    padding: 0 4px;
    font-size: ${theme.type.small};
    text-decoration: underline;
  }
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.55;
    text-decoration: none;
  }
`;

const Arrow = styled.span`
  font-size: ${theme.type.heading};
  line-height: 1;
  ${theme.desktop} {
    font-size: inherit;
  }
`;

/** The control's word: its name always, on screen on a desktop only. */
const Word = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  ${theme.desktop} {
    position: static;
    width: auto;
    height: auto;
    overflow: visible;
    clip: auto;
  }
`;

interface HistoryControlProps {
  word: 'Undo' | 'Redo';
  arrow: string;
  can: boolean;
  act: () => unknown;
}

function HistoryControl({ word, arrow, can, act }: HistoryControlProps) {
  const noteId = useId();
  const nothing = `Nothing to ${word.toLowerCase()}`;
  return (
    <>
      <HistoryButton
        type="button"
        data-testid={word.toLowerCase()}
        aria-disabled={can ? undefined : 'true'}
        aria-describedby={can ? undefined : noteId}
        title={can ? undefined : nothing}
        onClick={() => {
          if (can) void act();
        }}
      >
        <Arrow aria-hidden="true">{arrow}</Arrow>
        <Word>{word}</Word>
      </HistoryButton>
      {can ? null : <VisuallyHidden id={noteId}>{nothing}</VisuallyHidden>}
    </>
  );
}

export function HistoryButtons() {
  const { shown, canUndo, canRedo } = useAtomValue(undoStateAtom);
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  if (!shown) return null;
  return (
    <Row>
      <HistoryControl word="Undo" arrow="↶" can={canUndo} act={undo} />
      <HistoryControl word="Redo" arrow="↷" can={canRedo} act={redo} />
    </Row>
  );
}

/** Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z or Ctrl+Y redoes while focus is within `within`'s root (the element's shadow root). */
export function useHistoryKeys(within: RefObject<HTMLElement | null>, active: boolean): void {
  const undo = useSetAtom(undoAtom);
  const redo = useSetAtom(redoAtom);
  useEffect(() => {
    const node = active ? within.current : null;
    if (!node) return;
    return listenForHistoryKeys(node, (action) => void (action === 'undo' ? undo() : redo()));
  }, [within, active, undo, redo]);
}
