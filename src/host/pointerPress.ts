/**
 * Presses of a pointer within one tree (a shadow root), for a control that closes something
 * when it loses focus: a press elsewhere in the tree blurs it on pointer down, and closing
 * then would move what the press is on (the settings modal shrinks and re-centres, and the
 * release lands on nothing). `afterPress` waits for the release and its click.
 */
export interface PointerPresses {
  /** Runs `then` once the press under way has been released and its click dispatched; right away when nothing is pressed. */
  afterPress: (then: () => void) => void;
  /** Stops following presses (a waiting `then` runs). */
  stop: () => void;
}

export function followPointerPresses(node: Node): PointerPresses {
  const root = node.getRootNode();
  let pressed = false;
  let waiting: (() => void)[] = [];
  const flush = () => {
    pressed = false;
    const run = waiting;
    waiting = [];
    for (const then of run) then();
  };
  const onDown = () => {
    pressed = true;
  };
  // The click follows the release in the same task: run after it.
  const onUp = () => setTimeout(flush, 0);
  root.addEventListener('pointerdown', onDown, true);
  root.addEventListener('pointerup', onUp, true);
  root.addEventListener('pointercancel', onUp, true);
  return {
    afterPress: (then) => {
      if (pressed) waiting.push(then);
      else then();
    },
    stop: () => {
      root.removeEventListener('pointerdown', onDown, true);
      root.removeEventListener('pointerup', onUp, true);
      root.removeEventListener('pointercancel', onUp, true);
      flush();
    },
  };
}
