import { describe, expect, it } from 'vitest';
import { drawerOnArrival } from '../../../src/domain/enquiry';
import { offersContinueBuild, routeVehicleCode } from '../../../src/domain/routes';
import { customerChoiceOf, settingsFormFor } from '../../../src/domain/settings';
import { LEASE_NSW, PRIVATE_NSW } from '../../support/catalogFactory';

const PERTH = { suburb: 'Perth', state: 'wa', postcode: '6000' } as const;

describe('continue your build offer (spec 2)', () => {
  it('offers a saved build', () => {
    expect(offersContinueBuild('triton', null)).toBe(true);
    expect(offersContinueBuild('triton', 'outlander-my25')).toBe(true);
  });

  it('is not offered for the range the visitor just left with Change vehicle, nor without a saved build', () => {
    expect(offersContinueBuild('triton', 'triton')).toBe(false);
    expect(offersContinueBuild(null, null)).toBe(false);
  });
});

describe('drawer on arrival (spec 2)', () => {
  it('opens the drawer viewDrawer names and keeps the stored CTA', () => {
    expect(drawerOnArrival('book-a-test-drive', PRIVATE_NSW, '/triton', 'triton')).toEqual({ open: 'Book a Test Drive', clearCta: false });
  });

  it('opens the quote instead of a test drive under lease', () => {
    expect(drawerOnArrival('book-a-test-drive', LEASE_NSW, '/triton', 'triton')).toEqual({ open: 'Get a Dealer Quote', clearCta: false });
  });

  it('without viewDrawer clears the stored CTA and opens nothing, except a reload of the submit route reopens the quote', () => {
    expect(drawerOnArrival(null, PRIVATE_NSW, '/triton', 'triton')).toEqual({ open: null, clearCta: true });
    expect(drawerOnArrival(null, PRIVATE_NSW, '/triton/submit', 'triton')).toEqual({ open: 'Get a Dealer Quote', clearCta: true });
  });

  it('an unknown viewDrawer opens nothing but keeps the CTA', () => {
    expect(drawerOnArrival('brochure', PRIVATE_NSW, '/triton', 'triton')).toEqual({ open: null, clearCta: false });
  });
});

describe('the settings form (spec 4)', () => {
  it('opens private as private with drive-away', () => {
    expect(settingsFormFor(PRIVATE_NSW, PERTH)).toEqual({ customerType: 'private', pricingType: 'drive-away', location: PERTH });
  });

  it('opens lease as a business buyer choosing lease', () => {
    expect(settingsFormFor(LEASE_NSW, null)).toEqual({ customerType: 'business', pricingType: 'mmba', location: null });
    expect(settingsFormFor({ customerType: 'mmba', pricingType: 'drive-away', state: null }, null).customerType).toBe('business');
  });

  it('shows mmba customers under Business', () => {
    expect(customerChoiceOf('mmba')).toBe('business');
    expect(customerChoiceOf('business')).toBe('business');
    expect(customerChoiceOf('private')).toBe('private');
  });
});

describe('the range a route opens', () => {
  it('is the first path segment, through the redirects; none for the selector or the error page', () => {
    expect(routeVehicleCode('/triton', '')).toBe('triton');
    expect(routeVehicleCode('/outlander-my25/summary', 'model-selection=X')).toBe('outlander-my25');
    expect(routeVehicleCode('/all-new-triton', '')).toBe('triton');
    expect(routeVehicleCode('/', '')).toBeNull();
    expect(routeVehicleCode('/errorPage', '')).toBeNull();
  });
});
