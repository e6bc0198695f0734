/**
 * What the host page's messages do to the element's state (spec 7): pricing
 * and location from the page are applied like the Website Settings modal's
 * Apply (state/settings.ts saveSettingsAtom: lease clears the stored CTA and
 * turns an open 'Book a Test Drive' drawer into 'Get a Dealer Quote'), without
 * touching the modal; showStateBasedPricingModal opens the modal.
 */
import { atom } from 'jotai';
import { isLease } from '../domain/offers';
import { DRAWERS, type PricingSettings } from '../domain/settings';
import type { PricingAndLocation } from '../host/hostMessages';
import { storageKeys } from '../host/storageKeys';
import { buildAtom, pricingAtom } from './atoms';
import { openDrawerAtom } from './drawer';
import { instanceOf } from './instance';
import { currentSettingsAtom, saveSettingsAtom } from './settings';
import { settingsOpenAtom } from './ui';

/**
 * Applies the page's customer type, pricing type and location. A payload without a
 * location keeps the element's location. True when anything changed.
 */
export const applyHostPricingAtom = atom(null, (get, set, payload: PricingAndLocation): boolean => {
  const current = get(currentSettingsAtom);
  const form: PricingSettings = {
    customerType: payload.customerType,
    pricingType: payload.pricingType,
    location: payload.location ?? current.location,
  };
  if (form.location !== null) return set(saveSettingsAtom, form).kind === 'apply';
  // Neither side knows a location yet: only the customer and pricing types change.
  if (form.customerType === current.customerType && form.pricingType === current.pricingType) return false;
  const pricing = { customerType: form.customerType, pricingType: form.pricingType, state: null };
  set(pricingAtom, pricing);
  if (isLease(pricing)) {
    instanceOf(get).storage.remove(storageKeys.cta);
    if (get(openDrawerAtom) === DRAWERS.testDrive) set(openDrawerAtom, DRAWERS.quote);
  }
  return true;
});

/** Opens the State based pricing modal for the page; false (nothing opened) while no vehicle is being configured. */
export const openSettingsForHostAtom = atom(null, (get, set): boolean => {
  if (get(buildAtom) === null) return false;
  set(settingsOpenAtom, true);
  return true;
});
