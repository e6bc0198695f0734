import { describe, expect, it } from 'vitest';
import { LOADING_MESSAGES, nextLoadingMessage } from '../../../src/domain/visualiserLoading';

describe('the loader', () => {
  it("starts its messages with the spec's example and never repeats the one showing", () => {
    expect(LOADING_MESSAGES).toContain('Warming up the engine...');
    for (const random of [0, 0.3, 0.6, 0.99]) {
      expect(nextLoadingMessage('Warming up the engine...', random)).not.toBe('Warming up the engine...');
    }
    expect(LOADING_MESSAGES).toContain(nextLoadingMessage(null, 0.5));
  });
});
