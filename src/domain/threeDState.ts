/**
 * What the host page hears of the 3D viewer (spec 7 `set3DState`). An element the page takes
 * off and puts back later starts its viewer again (idle, then loading, then where it was); the
 * page heard where it was, so it hears only where the restarted viewer settles, and only if
 * that differs (the message is sent on a change of value).
 */

/** The viewer's status as the page hears it. */
export type ThreeDStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Whether a state is reported now, and whether the viewer is still on its way back after a re-attach. */
export interface ThreeDReport {
  report: boolean;
  restarting: boolean;
}

/**
 * `restarting` is true from the element's re-attachment until its viewer settles. While it is,
 * a 3D range's viewer idle or loading is held back; anything else (ready, an error, a range
 * without 3D) is reported and ends the restart.
 */
export function reportThreeDState(state: { available: boolean; state: ThreeDStatus }, restarting: boolean): ThreeDReport {
  if (restarting && state.available && (state.state === 'idle' || state.state === 'loading')) return { report: false, restarting: true };
  return { report: true, restarting: false };
}
