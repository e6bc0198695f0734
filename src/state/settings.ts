/**
 * The Website Settings modal's actions (spec 4 "Settings modal"): the rules are
 * domain/settings.ts `applySettings`; this file applies its outcome to atoms.
 */
import { atom } from 'jotai';
import { applySettings, settingsFormFor, type PricingSettings, type SettingsApply } from '../domain/settings';
import { storageKeys } from '../host/storageKeys';
import { pricingAtom, pricingLocationAtom } from './atoms';
import { openDrawerAtom } from './drawer';
import { instanceOf } from './instance';
import { settingsOpenAtom } from './ui';

/** The settings in force, as the modal edits them. */
export const currentSettingsAtom = atom<PricingSettings>((get) => {
  const pricing = get(pricingAtom);
  return { customerType: pricing.customerType, pricingType: pricing.pricingType, location: get(pricingLocationAtom) };
});

/**
 * The form the modal opens with: private stays private; business or mmba shows
 * as business with its purchase type (lease when lease pricing is active).
 */
export const initialSettingsFormAtom = atom<PricingSettings>((get) => settingsFormFor(get(pricingAtom), get(pricingLocationAtom)));

/**
 * Apply (spec 4): no location is an error and nothing changes; an unchanged
 * form only closes; otherwise customer type, pricing type and location are
 * saved (every price follows pricingAtom), lease clears the stored CTA and
 * turns an open 'Book a Test Drive' drawer into 'Get a Dealer Quote'.
 */
export const applySettingsAtom = atom(null, (get, set, form: PricingSettings): SettingsApply => {
  const outcome = applySettings(get(currentSettingsAtom), form, get(openDrawerAtom));
  if (outcome.kind === 'error') return outcome;
  if (outcome.kind === 'apply') {
    const { customerType, pricingType, location } = outcome.settings;
    set(pricingAtom, { customerType, pricingType, state: location?.state ?? null });
    set(pricingLocationAtom, location);
    if (outcome.clearCta) instanceOf(get).storage.remove(storageKeys.cta);
    if (outcome.switchDrawerTo && get(openDrawerAtom) !== null) set(openDrawerAtom, outcome.switchDrawerTo);
  }
  set(settingsOpenAtom, false);
  return outcome;
});

/** Cancel (spec 4): close without saving. */
export const cancelSettingsAtom = atom(null, (_get, set) => {
  set(settingsOpenAtom, false);
});
