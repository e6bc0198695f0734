// @vitest-environment jsdom
/**
 * Issue 16, point 7: store HTML leaves the element for the host page sanitised
 * (setOverrideOffer's offer, financeDisclaimersUpdate's disclaimers), with the
 * same DOMPurify configuration the element renders with.
 */
import { describe, expect, it } from 'vitest';
import { financeDisclaimersPayload, hostOffer } from '../../../src/host/hostChannel';
import { sanitizeHtml } from '../../../src/ui/common/SafeHtml';
import type { Offer } from '../../../src/domain/types';

const HOSTILE =
  '<p>Save $2,000<img src=x onerror="alert(1)"></p><a href="javascript:alert(2)" data-autofocus id="summaryContent">Terms</a>';

describe('HTML sent to the host page', () => {
  it('setOverrideOffer carries the offer’s HTML fields sanitised', () => {
    const offer: Offer = {
      title: 'Drive away',
      description: HOSTILE,
      shortDescription: HOSTILE,
      specialOfferFlag: true,
      disclaimers: [{ marker: '*', text: HOSTILE }],
      price: { value: 45990, disclaimer: HOSTILE, states: {} },
    };
    const sent = hostOffer(offer, sanitizeHtml);
    const clean = '<p>Save $2,000</p><a>Terms</a>';
    const fields = [sent.description, sent.short_description, sent.disclaimers[0]!.text, sent.price?.disclaimer];
    for (const field of fields) {
      expect(field).toBe(clean);
      expect(field).not.toMatch(/onerror|javascript:|data-autofocus|id=/);
    }
    expect(sent.title).toBe('Drive away');
  });

  it('financeDisclaimersUpdate carries the disclaimers sanitised', () => {
    const store = {
      indicativePricing: null,
      accessoriesImages: null,
      financePayments: { marker: '', text: HOSTILE },
      balloonPayments: null,
      byCustomer: {},
    };
    expect(financeDisclaimersPayload(store, true, sanitizeHtml).disclaimers[0]!.text).toBe('<p>Save $2,000</p><a>Terms</a>');
  });
});
