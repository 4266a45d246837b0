import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWeek } from '../../../domain/kitchen/commands';
import { emptyKitchen, KITCHEN_STATE_VERSION, type KitchenState } from '../../../domain/kitchen/kitchen-state';
import { setTick } from '../../../domain/kitchen/list-commands';
import { ticksOf } from '../../../domain/kitchen/views';
import olderKitchen from '../../../domain/kitchen/fixtures/kitchen-v2-store.json';
import { aMeal } from '../../../../tests/support/web/meal-fixtures';
import { sequentialIds } from '../../../../tests/support/web/memory-storage';
import { emptySync, parseKitchenDoc, type KitchenDoc, type QueuedChange } from './kitchen-doc';
import { awaitsOffer, statusOf, transitions, type Step, type Transition } from './kitchen-machine';
import { accountOf, CLOSED, type Effect, type KitchenMachine, type World } from './kitchen-machine-state';
import { ANONYMOUS_KITCHEN_KEY, CURRENT_ACCOUNT_KEY, kitchenKey } from './keys';
import { acknowledged, withPulled } from './sync-answers';

const ANN = kitchenKey('ann');

/** An event as the store sends it: a transition's name and its values. */
type Transitions = typeof transitions;
type KitchenEvent = { [K in keyof Transitions]: Transitions[K] extends Transition<infer A> ? [K, ...A] : never }[keyof Transitions];
const transition = (state: KitchenMachine, [name, ...values]: KitchenEvent, world: World): Step =>
  (transitions[name] as Transition<unknown[]>)(state, world, ...values);
const opening = (world: World, migrating: boolean) => transitions.open(CLOSED, world, migrating);
const olderText = olderKitchen.localStorage['larder:kitchen:anon'];

const tick =
  (name: string, on = true) =>
  (state: KitchenState) =>
    setTick(state, name, on);

const docText = (state: KitchenState, extra: Partial<KitchenDoc> = {}) =>
  JSON.stringify({ version: KITCHEN_STATE_VERSION, rev: 'stored', state, device: {}, sync: emptySync(), ...extra } satisfies KitchenDoc);

/** A browser's local storage as a map, and a page's view of it (what a transition may read). */
function worldOver(items: Map<string, string>): World {
  return { read: (key) => items.get(key) ?? null, newId: sequentialIds(), now: () => new Date('2026-11-30T10:00:00Z') };
}

/** The machine as a store tab runs it: effects performed on the map (writes refused while `refuse.on`). */
function tab(items: Map<string, string>, refuse = { on: false }) {
  const world = worldOver(items);
  let state = opening(world, false).state;
  /** Whether the last event's write of the open kitchen held (undefined: it wrote none). */
  let held: boolean | undefined;
  const perform = (step: Step): boolean => {
    state = step.state;
    held = undefined;
    let answer = step.answer;
    const effects: Effect[] = [...step.effects];
    for (let effect = effects.shift(); effect; effect = effects.shift()) {
      if (effect.kind === 'store') {
        const ok = !refuse.on;
        if (ok) items.set(effect.key, effect.text);
        held = ok;
        state = transitions.stored(state, world, effect, ok).state;
        if (answer === 'stored') answer = ok;
        if (ok && effect.then) effects.unshift(...effect.then);
      } else if (effect.kind === 'write' && !effect.session) {
        if (effect.text === null) items.delete(effect.key);
        else if (!refuse.on) items.set(effect.key, effect.text);
      }
    }
    return answer !== false;
  };
  return {
    get state() {
      return state;
    },
    get held() {
      return held;
    },
    send: (event: KitchenEvent) => perform(transition(state, event, world)),
  };
}

/** One transition from the state a fresh tab opens in after `before`. */
function after(storage: Record<string, string>, before: KitchenEvent[], event: KitchenEvent) {
  const items = new Map(Object.entries(storage));
  const page = tab(items);
  for (const earlier of before) page.send(earlier);
  const step = transition(page.state, event, worldOver(items));
  return { step, kinds: step.effects.map((effect) => effect.kind) };
}

const openAnn: KitchenEvent = ['openAccount', 'ann'];
const change = (name: string, requireStored = false): KitchenEvent => ['change', tick(name), requireStored];

describe('the kitchen machine', () => {
  it.each([
    { name: 'nothing stored: the visitor’s kitchen, fresh', storage: {}, account: null, ticks: {}, effects: ['notify'] },
    {
      name: 'a remembered cook: their kitchen',
      storage: { [CURRENT_ACCOUNT_KEY]: 'ann', [ANN]: docText(setTick(emptyKitchen(), 'Rice', true)) },
      account: 'ann',
      ticks: { rice: true },
      effects: ['notify'],
    },
    {
      name: 'a kitchen of the version before: its upgrade loads',
      storage: { [ANONYMOUS_KITCHEN_KEY]: olderText },
      account: null,
      ticks: {},
      effects: ['load-upgrade', 'notify'],
    },
  ])('opens — $name', ({ storage, account, ticks, effects }) => {
    const step = opening(worldOver(new Map(Object.entries(storage))), false);
    expect(accountOf(step.state)).toBe(account);
    expect(ticksOf(step.state.doc.state)).toEqual(ticks);
    expect(step.effects.map((effect) => effect.kind)).toEqual(effects);
  });

  it.each([
    {
      name: 'a visitor’s: stored, not queued',
      storage: {},
      before: [],
      event: change('Onion'),
      answer: 'stored',
      effects: ['store', 'notify'],
      queued: 0,
    },
    {
      name: 'a cook’s: stored with its queued copy',
      storage: {},
      before: [openAnn],
      event: change('Onion'),
      answer: 'stored',
      effects: ['store', 'notify'],
      queued: 1,
    },
    {
      name: 'one that changes nothing: nothing',
      storage: {},
      before: [],
      event: ['change', (state: KitchenState) => state, false],
      answer: true,
      effects: [],
      queued: 0,
    },
    {
      name: 'while the upgrade loads: it waits',
      storage: { [ANONYMOUS_KITCHEN_KEY]: olderText },
      before: [],
      event: change('Onion'),
      answer: true,
      effects: [],
      queued: 0,
    },
    {
      name: 'after another tab signed the cook out: not stored, the visitor’s kitchen opens',
      storage: {},
      before: [openAnn, ['external', 'unrelated']],
      event: change('Onion', true),
      answer: false,
      effects: ['notify', 'notify'],
      queued: 0,
      signedOutElsewhere: true,
    },
  ] satisfies {
    name: string;
    storage: Record<string, string>;
    before: KitchenEvent[];
    event: KitchenEvent;
    answer: Step['answer'];
    effects: Effect['kind'][];
    queued: number;
    signedOutElsewhere?: boolean;
  }[])('a change — $name', ({ storage, before, event, answer, effects, queued, signedOutElsewhere }) => {
    const items = new Map(Object.entries(storage));
    const page = tab(items);
    for (const earlier of before) page.send(earlier);
    if (signedOutElsewhere) items.delete(CURRENT_ACCOUNT_KEY);
    const step = transition(page.state, event, worldOver(items));
    expect(step.answer).toBe(answer);
    expect(step.effects.map((effect) => effect.kind)).toEqual(effects);
    expect(step.state.doc.sync.queue).toHaveLength(queued);
    if (signedOutElsewhere) expect(accountOf(step.state)).toBeNull();
  });

  it.each([
    { name: 'held', ok: true, requireStored: false, ticks: { onion: true }, failed: false },
    { name: 'refused', ok: false, requireStored: false, ticks: { onion: true }, failed: true },
    { name: 'refused, and it had to be stored: undone', ok: false, requireStored: true, ticks: {}, failed: true },
  ])('a write of a change, $name', ({ ok, requireStored, ticks, failed }) => {
    const { step } = after({}, [], change('Onion', requireStored));
    const effect = step.effects.find((candidate) => candidate.kind === 'store');
    if (effect?.kind !== 'store') throw new Error('no store effect');
    const next = transitions.stored(step.state, worldOver(new Map()), effect, ok).state;
    expect(ticksOf(next.doc.state)).toEqual(ticks);
    expect(next.storageFailed).toBe(failed);
    expect(next.raw).toBe(ok ? effect.text : null);
  });

  it.each([
    {
      name: 'the remembered account cleared',
      key: CURRENT_ACCOUNT_KEY,
      write: { [CURRENT_ACCOUNT_KEY]: null },
      account: null,
      effects: ['notify'],
    },
    {
      name: 'the open kitchen written',
      key: ANN,
      write: { [ANN]: docText(setTick(emptyKitchen(), 'Milk', true)) },
      account: 'ann',
      effects: ['notify'],
    },
    {
      name: 'the visitor’s kitchen written (the offer may change)',
      key: ANONYMOUS_KITCHEN_KEY,
      write: {},
      account: 'ann',
      effects: ['notify'],
    },
    { name: 'a key of no kitchen', key: 'larder:theme', write: {}, account: 'ann', effects: [] },
    { name: 'storage cleared', key: null, write: { [CURRENT_ACCOUNT_KEY]: null, [ANN]: null }, account: null, effects: ['notify'] },
  ] satisfies {
    name: string;
    key: string | null;
    write: Record<string, string | null>;
    account: string | null;
    effects: Effect['kind'][];
  }[])('another tab’s write — $name', ({ key, write, account, effects }) => {
    const items = new Map<string, string>();
    const page = tab(items);
    page.send(openAnn);
    for (const [name, text] of Object.entries(write)) {
      if (text === null) items.delete(name);
      else items.set(name, text);
    }
    const step = transitions.external(page.state, worldOver(items), key);
    expect(accountOf(step.state)).toBe(account);
    expect(step.effects.map((effect) => effect.kind)).toEqual(effects);
  });

  it('forgets a cook: their key and the remembered account go, the visitor’s kitchen opens', () => {
    const { step, kinds } = after({}, [openAnn, change('Rice')], ['forgetAccount', 'ann']);
    expect(step.effects.slice(0, 2)).toEqual([
      { kind: 'write', key: ANN, text: null },
      { kind: 'write', key: CURRENT_ACCOUNT_KEY, text: null },
    ]);
    expect(kinds).toEqual(['write', 'write', 'notify']);
    expect(accountOf(step.state)).toBeNull();
    expect(ticksOf(step.state.doc.state)).toEqual({});
  });

  it('takes a visitor’s plan into the account, and empties the visitor’s kitchen only once the account’s copy is stored', () => {
    const ids = sequentialIds(100);
    const plan = createWeek(emptyKitchen(), { startDate: '2026-12-01', selected: [aMeal('a', 'Dal')], newId: ids });
    const { step } = after({ [ANONYMOUS_KITCHEN_KEY]: docText(plan) }, [openAnn], ['adopt']);
    expect(step.answer).toBe('stored');
    const [store] = step.effects;
    expect(store?.kind === 'store' && store.key === ANN && store.then?.map((effect) => effect.kind)).toEqual(['write', 'notify']);
    expect(step.state.doc.sync.queue.map((queued) => queued.collection)).toContain('planEntries');
    expect(after({ [ANONYMOUS_KITCHEN_KEY]: docText(plan) }, [], ['adopt']).step.answer).toBe(false);
  });

  it.each([
    { name: 'a visitor', before: [], settled: false, cursor: null, awaits: false },
    { name: 'a cook whose sync has not run', before: [openAnn], settled: false, cursor: null, awaits: false },
    { name: 'a cook whose sync has run', before: [openAnn], settled: true, cursor: null, awaits: true },
    { name: 'a cook whose kitchen synced before this load', before: [openAnn], settled: false, cursor: '7', awaits: true },
  ] satisfies { name: string; before: KitchenEvent[]; settled: boolean; cursor: string | null; awaits: boolean }[])(
    'asks about the visitor’s plan for $name: $awaits',
    ({ before, settled, cursor, awaits }) => {
      const items = new Map<string, string>();
      const page = tab(items);
      for (const event of before) page.send(event);
      if (cursor) page.send(['syncAnswer', (doc: KitchenDoc) => ({ ...doc, sync: { ...doc.sync, cursor } })]);
      if (settled) page.send(['syncSettled']);
      expect(awaitsOffer(page.state)).toBe(awaits);
      expect(statusOf(page.state, awaits).offer).toBe(awaits);
    },
  );

  it('makes the changes that waited for the upgrade once it has loaded, over the kitchen it read', async () => {
    const { upgradeKitchenDoc } = await import('./upgrade-doc');
    const items = new Map([[ANONYMOUS_KITCHEN_KEY, olderText]]);
    const page = tab(items);
    page.send(change('Rice'));
    expect(statusOf(page.state, false).ready).toBe(false);
    const step = transitions.upgradeSettled(page.state, worldOver(items), upgradeKitchenDoc);
    expect(statusOf(step.state, false).ready).toBe(true);
    expect(step.effects.at(-1)).toMatchObject({ kind: 'replay', recipes: [expect.any(Function)] });
    expect(ticksOf(step.state.doc.state)).toEqual({ 'olive oil': true });
  });
});

/** Applies queued changes of ticks, in order, to what the account holds. */
function applied(server: Record<string, unknown>, queue: readonly QueuedChange[]): Record<string, unknown> {
  const result = { ...server };
  for (const change of queue) {
    if (change.collection !== 'shoppingTicks') continue;
    if (change.op === 'put') result[change.id] = change.value;
    else delete result[change.id];
  }
  return result;
}

const NAMES = ['onion', 'rice', 'milk', 'eggs'];
type Move =
  | { kind: 'tick'; name: string; on: boolean; requireStored: boolean }
  | { kind: 'refuse'; on: boolean }
  | { kind: 'push'; count: number }
  | { kind: 'pull'; name: string; on: boolean };

const moveArbitrary: fc.Arbitrary<Move> = fc.oneof(
  fc.record({ kind: fc.constant('tick' as const), name: fc.constantFrom(...NAMES), on: fc.boolean(), requireStored: fc.boolean() }),
  fc.record({ kind: fc.constant('refuse' as const), on: fc.boolean() }),
  fc.record({ kind: fc.constant('push' as const), count: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('pull' as const), name: fc.constantFrom(...NAMES), on: fc.boolean() }),
);

describe('the kitchen machine, over any sequence of events', () => {
  it('loses no queued change: what the account holds, with the queue replayed on it, is the cook’s kitchen, in the page and as stored', () => {
    fc.assert(
      fc.property(fc.array(moveArbitrary, { maxLength: 30 }), (moves) => {
        const items = new Map<string, string>();
        const refuse = { on: false };
        const page = tab(items, refuse);
        page.send(openAnn);
        let server: Record<string, unknown> = {};
        let version = 0;
        for (const move of moves) {
          if (move.kind === 'tick') page.send(['change', tick(move.name, move.on), move.requireStored]);
          else if (move.kind === 'refuse') refuse.on = move.on;
          else if (move.kind === 'push') {
            const sent = page.state.doc.sync.queue.slice(0, move.count);
            server = applied(server, sent);
            const results = sent.map((queued) => ({
              changeId: queued.changeId,
              collection: queued.collection,
              id: queued.id,
              version: (version += 1),
            }));
            page.send(['syncAnswer', (doc: KitchenDoc) => acknowledged(doc, results)]);
          } else {
            const value = move.on ? { itemKey: move.name, ticked: true } : undefined;
            if (value) server = { ...server, [move.name]: value };
            else server = Object.fromEntries(Object.entries(server).filter(([id]) => id !== move.name));
            const item = {
              collection: 'shoppingTicks' as const,
              id: move.name,
              version: (version += 1),
              deleted: !move.on,
              ...(value ? { value } : {}),
              updatedAt: '2026-11-30T10:00:00.000Z',
              updatedByDevice: 'phone',
              overwroteDevice: null,
            };
            page.send(['syncAnswer', (doc: KitchenDoc) => withPulled(doc, [item], String(version), 'laptop').doc]);
          }
          const { doc } = page.state;
          expect(applied(server, doc.sync.queue)).toEqual(doc.state.shoppingTicks);
          // A write that held stored the kitchen and its queue together, as the page holds them.
          if (page.held) expect(parseKitchenDoc(items.get(ANN) ?? null)).toEqual(doc);
        }
      }),
      { numRuns: 300 },
    );
  });

  type SignOutMove =
    | { tab: 0 | 1; kind: 'tick'; requireStored: boolean }
    | { tab: 0 | 1; kind: 'open'; account: 'ann' | null }
    | { kind: 'refuse'; on: boolean };

  const signOutArbitrary: fc.Arbitrary<SignOutMove> = fc.oneof(
    fc.record({ tab: fc.constantFrom(0 as const, 1 as const), kind: fc.constant('tick' as const), requireStored: fc.boolean() }),
    fc.record({
      tab: fc.constantFrom(0 as const, 1 as const),
      kind: fc.constant('open' as const),
      account: fc.constantFrom('ann' as const, null),
    }),
    fc.record({ kind: fc.constant('refuse' as const), on: fc.boolean() }),
  );

  it('leaves nothing of a cook in the browser once they sign out, even in a tab that has not heard of it yet', () => {
    fc.assert(
      fc.property(fc.array(signOutArbitrary, { maxLength: 20 }), fc.boolean(), (moves, lateRequireStored) => {
        const items = new Map<string, string>();
        const refuse = { on: false };
        // Neither tab hears the other's writes: each notices them only when it next reads or writes.
        const tabs = [tab(items, refuse), tab(items, refuse)] as const;
        let made = 0;
        const changeIn = (page: (typeof tabs)[number], requireStored: boolean) => {
          const owner = accountOf(page.state) ?? 'visitor';
          page.send(['change', tick(`${owner} ${(made += 1)}`), requireStored]);
        };
        for (const move of moves) {
          if (move.kind === 'refuse') refuse.on = move.on;
          else if (move.kind === 'open') tabs[move.tab].send(['openAccount', move.account]);
          else changeIn(tabs[move.tab], move.requireStored);
        }
        refuse.on = false;
        tabs[0].send(['forgetAccount', 'ann']);
        changeIn(tabs[1], lateRequireStored);
        expect(items.has(ANN)).toBe(false);
        expect(items.get(CURRENT_ACCOUNT_KEY)).not.toBe('ann');
        expect(accountOf(tabs[0].state)).toBeNull();
        for (const page of tabs) {
          if (accountOf(page.state) === null)
            expect(Object.keys(page.state.doc.state.shoppingTicks).filter((key) => key.startsWith('ann'))).toEqual([]);
        }
        const visitor = parseKitchenDoc(items.get(ANONYMOUS_KITCHEN_KEY) ?? null);
        const visitorTicks = visitor && typeof visitor === 'object' ? Object.keys(visitor.state.shoppingTicks) : [];
        expect(visitorTicks.filter((key) => key.startsWith('ann'))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
