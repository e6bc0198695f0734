import { describe, expect, it } from 'vitest';
import { addRefusal } from '../../../src/domain/addRefusal';
import { ALERT_DURATION_MS, alertOf } from '../../../src/domain/build';
import { planAccessoryAdd } from '../../../src/domain/repair';
import { accessory, model, testBuild } from '../../support/catalogFactory';

const LID = accessory('LID', { title: 'Hard lid', excludes: ['BAR'] });
const BAR = accessory('BAR', { title: 'Sports bar', excludes: ['LID'] });
const LIGHTS = accessory('LIGHTS', { title: 'Sports bar LED lights', extraRequires: ['BAR'] });

/** Adds `sku` to the build and returns the alert the refused add shows. */
function refusal(t: ReturnType<typeof testBuild>, sku: string) {
  const before = t.cart;
  t.add(sku);
  expect(t.cart).toBe(before);
  return t.build.alert;
}

/**
 * The refusal's text for an add the rules refuse as the build stands. Since issue 22.2 such an
 * add opens the smallest repair instead when one exists; the text stays for what no repair admits.
 */
function refusalText(t: ReturnType<typeof testBuild>, sku: string) {
  const plan = planAccessoryAdd(t.ctx, t.build, sku, {});
  expect(plan.ok).toBe(false);
  return alertOf(addRefusal(t.ctx, t.build, sku, plan.issues));
}

describe('telling the visitor why an accessory cannot be added', () => {
  it('names the accessory, what it needs and the cart item that blocks it', () => {
    const t = testBuild({ accessories: [LID, BAR, LIGHTS], cart: ['LID'] });
    expect(refusalText(t, 'LIGHTS')).toEqual({
      content:
        "To add the Sports bar LED lights, your build needs the Sports bar, which doesn't go with the Hard lid. Remove the Hard lid first.",
      duration: ALERT_DURATION_MS,
    });
    // Adding it now proposes the repair (issue 22.2) and leaves the build as it is until confirmed.
    t.add('LIGHTS');
    expect(t.pending?.modalHeader).toBe('Your selection requires changes');
    expect(t.cart).toEqual(['LID']);
  });

  it('names every blocking item, and every accessory that would do', () => {
    const roll = accessory('ROLL', { title: 'Roll bar', excludes: ['LID', 'CANOPY'] });
    const canopy = accessory('CANOPY', { title: 'Canopy', excludes: ['BAR', 'ROLL'] });
    const lights = accessory('LIGHTS', { title: 'Work lights', requires: ['BAR', 'ROLL'] });
    const t = testBuild({ accessories: [LID, BAR, roll, canopy, lights], cart: ['LID', 'CANOPY'] });
    expect(refusalText(t, 'LIGHTS')?.content).toBe(
      "To add the Work lights, your build needs the Sports bar or the Roll bar, which doesn't go with the Hard lid and the Canopy. Remove the Hard lid and the Canopy first.",
    );
  });

  it('says when the accessory does not fit the vehicle', () => {
    const t = testBuild({ models: [model('GLX', { compatible: ['LID'] })], accessories: [LID, accessory('MAT', { title: 'Floor mats' })] });
    expect(refusal(t, 'MAT')?.content).toBe("This vehicle doesn't take the Floor mats.");
  });

  it('says it plainly when nothing in the build is to blame', () => {
    const t = testBuild({ accessories: [accessory('A', { title: 'Bull bar', requires: ['B'], excludes: ['B'] }), accessory('B')] });
    expect(refusal(t, 'A')?.content).toBe("The Bull bar can't be added to this build.");
  });

  it('tells a refused colour change too, and adds no alert when the add goes through', () => {
    const lid = accessory('LID', { title: 'Hard lid', excludes: ['BAR'], colours: [['White Diamond', '#ffffff']] });
    const t = testBuild({ models: [model('GLX', { compatible: ['BAR'] })], accessories: [lid, BAR] });
    expect(refusal(t, 'LID-White Diamond')?.content).toBe("This vehicle doesn't take the LID White Diamond.");
    const ok = testBuild({ models: [model('GLX', { compatible: ['BAR'] })], accessories: [lid, BAR] }).add('BAR');
    expect(ok.cart).toEqual(['BAR']);
    expect(ok.build.alert).toBeNull();
  });
});
