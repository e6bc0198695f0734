/**
 * The documented window messages (src/elementInterface.ts hostMessageSpecs, which write the
 * message tables of docs/embedding.md) name exactly the messages the element sends and acts on.
 */
import { describe, expect, it } from 'vitest';
import { hostMessageSpecs } from '../../src/elementInterface';
import { OUTGOING_MESSAGES, parseHostMessage } from '../../src/host/hostMessages';

const documented = (direction: 'to page' | 'from page') =>
  hostMessageSpecs.filter((spec) => spec.direction === direction).map((spec) => spec.type);

const validPricing = { customerType: 'private', pricingType: 'drive-away', location: null };

describe('the documented window messages', () => {
  it('are the messages the element posts to the page, in the same order', () => {
    expect(documented('to page')).toEqual([...OUTGOING_MESSAGES]);
  });

  it('are each acted on when the page sends them with a valid payload', () => {
    for (const type of documented('from page')) {
      const payload = type === 'showStateBasedPricingModal' ? undefined : validPricing;
      expect(parseHostMessage({ type, payload })?.type, type).toBe(type);
    }
  });
});
