/** Tells the host page about the visualiser: spec 7 message `set3DState`, through the host bridge. */
import type { VisualiserView } from '../../../domain/visualiser';
import { postToHost } from '../../../host/bridge';
import type { VisualiserStatus } from '../../../state/visualiser';

export interface Set3DStatePayload {
  state: Exclude<VisualiserStatus, 'idle'>;
  view: VisualiserView;
  fullScreen: boolean;
}

/** Posts `{ type: 'set3DState', payload }` to the host page; never throws. */
export function postSet3DState(payload: Set3DStatePayload, allowedOrigins: readonly string[]): void {
  postToHost('set3DState', payload, allowedOrigins);
}
