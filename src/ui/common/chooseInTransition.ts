/**
 * A visitor's choice made as a transition (issue 31: every click within two frames on a
 * phone): `show` sets the control's optimistic state (useOptimistic), which renders in the
 * click's own frame, and `choose` changes the build, whose render (the price, the hero, the
 * sections) follows as soon as it is ready without holding that frame. A choice made while the
 * build engine is still on its way returns a promise: the transition, and the optimistic state,
 * last until it is made. Once the transition ends, the control shows the build's own state again
 * (a choice that needs changes opened its proposal instead).
 */
import { startTransition } from 'react';

export function chooseInTransition(show: () => void, choose: () => unknown): void {
  startTransition(() => {
    show();
    const made = choose();
    return made instanceof Promise ? made.then(() => undefined) : undefined;
  });
}
