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
 * Puts a settings form in force, as the modal's Apply and the host page's pricing both do (spec 4,
 * 7): no location is an error and nothing changes; an unchanged form changes nothing; otherwise
 * customer type, pricing type and location are saved (every price follows pricingAtom), lease
 * clears the stored CTA and turns an open 'Book a Test Drive' drawer into 'Get a Dealer Quote'.
 */
export const saveSettingsAtom = atom(null, (get, set, form: PricingSettings): SettingsApply => {
  const outcome = applySettings(get(currentSettingsAtom), form, get(openDrawerAtom));
  if (outcome.kind !== 'apply') return outcome;
  const { customerType, pricingType, location } = outcome.settings;
  set(pricingAtom, { customerType, pricingType, state: location?.state ?? null });
  set(pricingLocationAtom, location);
  if (outcome.clearCta) instanceOf(get).storage.remove(storageKeys.cta);
  if (outcome.switchDrawerTo && get(openDrawerAtom) !== null) set(openDrawerAtom, outcome.switchDrawerTo);
  return outcome;
});

/** Apply (spec 4): the form is saved (saveSettingsAtom) and the modal closes, unless there is no location. */
export const applySettingsAtom = atom(null, (_get, set, form: PricingSettings): SettingsApply => {
  const outcome = set(saveSettingsAtom, form);
  if (outcome.kind === 'error') return outcome;
  set(settingsOpenAtom, false);
  return outcome;
});

/** Cancel (spec 4): close without saving. */
export const cancelSettingsAtom = atom(null, (_get, set) => {
  set(settingsOpenAtom, false);
});
