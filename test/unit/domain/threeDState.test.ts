import { describe, expect, it } from 'vitest';
import { reportThreeDState } from '../../../src/domain/threeDState';

describe('the 3D state the host page hears (spec 7 set3DState)', () => {
  it('reports every state of an element that has not been put back on the page', () => {
    for (const state of ['idle', 'loading', 'ready', 'error'] as const) {
      expect(reportThreeDState({ available: true, state }, false)).toEqual({ report: true, restarting: false });
    }
  });

  it('holds back the idle and loading of a viewer restarting after a re-attach, until it settles', () => {
    expect(reportThreeDState({ available: true, state: 'idle' }, true)).toEqual({ report: false, restarting: true });
    expect(reportThreeDState({ available: true, state: 'loading' }, true)).toEqual({ report: false, restarting: true });
    expect(reportThreeDState({ available: true, state: 'ready' }, true)).toEqual({ report: true, restarting: false });
    expect(reportThreeDState({ available: true, state: 'error' }, true)).toEqual({ report: true, restarting: false });
  });

  it('reports a range without 3D at once, re-attached or not', () => {
    expect(reportThreeDState({ available: false, state: 'idle' }, true)).toEqual({ report: true, restarting: false });
  });
});
