import { describe, expect, it } from 'vitest';
import capture from '../../../domain/kitchen/fixtures/kitchen-v2-store.json';
import { KITCHEN_STATE_VERSION } from '../../../domain/kitchen/kitchen-state';
import { kitchenStateSchema } from '../../../domain/kitchen/kitchen-state-schema';
import { formatPence } from '../../../domain/meal';
import { OLDER_KITCHEN, parseKitchenDoc, type KitchenDoc } from './kitchen-doc';
import { upgradeKitchenDoc } from './upgrade-doc';

const text = capture.localStorage['larder:kitchen:anon'];

describe('parseKitchenDoc', () => {
  it('opens the kitchen the store stored before meals held values, its meals and waiting changes upgraded', () => {
    const doc = parseKitchenDoc(text, upgradeKitchenDoc) as KitchenDoc | undefined;
    expect(doc?.version).toBe(KITCHEN_STATE_VERSION);
    const state = kitchenStateSchema.parse(doc?.state);
    const before = JSON.parse(text) as { state: { planEntries: Record<string, { meal: { maxPricePerMeal: string } }> } };
    for (const [id, entry] of Object.entries(state.planEntries)) {
      expect(formatPence(entry.meal.pricePence)).toBe(before.state.planEntries[id]?.meal.maxPricePerMeal);
    }
    const [change] = doc?.sync.queue ?? [];
    expect((change?.value as { meal: { totalMinutes?: unknown } }).meal.totalMinutes).toEqual(expect.any(Number));
  });

  it('answers that a kitchen of the version before needs its upgrade, when it has none to read it with', () => {
    expect(parseKitchenDoc(text)).toBe(OLDER_KITCHEN);
  });

  it('opens a current kitchen as it is, and nothing else', () => {
    const current = parseKitchenDoc(text, upgradeKitchenDoc);
    expect(parseKitchenDoc(JSON.stringify(current))).toEqual(current);
    expect(parseKitchenDoc(JSON.stringify({ ...JSON.parse(text), version: 1 }))).toBeUndefined();
    expect(
      parseKitchenDoc(JSON.stringify({ ...(current as KitchenDoc), state: { ...(current as KitchenDoc).state, version: 2 } })),
    ).toBeUndefined();
    expect(parseKitchenDoc('not json')).toBeUndefined();
  });
});
