import { adoptKitchen } from '../../../domain/kitchen/adopt';
import { kitchenChanges } from '../../../domain/kitchen/changes';
import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import { samePlannedMeals } from '../../../domain/kitchen/views';
import type { DeviceOnly, KitchenDoc, KitchenDocUpgrade } from './kitchen-doc';
import {
  accountOf,
  emptyVisitor,
  enqueue,
  freshDoc,
  isReady,
  NOTIFY,
  openKey,
  persist,
  readVisitor,
  refresh,
  reload,
  switchTo,
  type Answer,
  type Draft,
  type Effect,
  type KitchenMachine,
  type Recipe,
  type StoreEffect,
  type World,
} from './kitchen-machine-state';
import { ANONYMOUS_KITCHEN_KEY, CURRENT_ACCOUNT_KEY, DECLINED_OFFER_KEY, kitchenKey } from './keys';

/**
 * What the page's kitchen store is in, as one value (`KitchenMachine`, `kitchen-machine-state.ts`),
 * and every way it changes: `transitions`, one entry per event, each a function of the state, the
 * `World` and the event's values to the next `Step`. Pure: it writes nothing and starts nothing. It
 * reads local storage through the `World` it is given, and answers the writes and loads to make as
 * `Effect`s, which the store performs (`kitchen-store.ts`); a write's outcome comes back as `stored`.
 */

/** The state after an event, the effects to perform in order, and what the store's command answers. */
export type Step = { state: KitchenMachine; effects: Effect[]; answer: Answer };

export type Transition<A extends unknown[]> = (state: KitchenMachine, world: World, ...event: A) => Step;

/** A transition made of steps on its own copy of the state. */
const on =
  <A extends unknown[]>(make: (s: Draft, world: World, fx: Effect[], ...event: A) => Answer | void): Transition<A> =>
  (state, world, ...event) => {
    const s: Draft = { ...state };
    const effects: Effect[] = [];
    const answer = make(s, world, effects, ...event) ?? true;
    return { state: s, effects, answer };
  };

/** Every way the store changes. */
export const transitions = {
  /** The store opens: the account this browser opened last, its kitchen as stored (`migrating`: older storage is being read in). */
  open: on((s, world, fx, migrating: boolean) => {
    s.migrating = migrating;
    switchTo(s, world.read(CURRENT_ACCOUNT_KEY) || null, world, fx);
  }),
  /** Read the open key again (another tab may have written it). */
  refresh: on((s, world, fx) => void refresh(s, world, fx)),
  change: on(change),
  device: on((s, world, fx, change: Partial<DeviceOnly>) => {
    refresh(s, world, fx);
    const device = { ...s.doc.device, ...change };
    for (const key of Object.keys(device) as (keyof DeviceOnly)[]) if (device[key] === undefined) delete device[key];
    s.doc = { ...s.doc, device };
    const answer = persist(s, world, fx);
    fx.push(NOTIFY);
    return answer;
  }),
  openAccount: on((s, world, fx, account: string | null) => {
    if (account === accountOf(s)) return;
    fx.push({ kind: 'write', key: CURRENT_ACCOUNT_KEY, text: account });
    switchTo(s, account, world, fx);
  }),
  /** Sign-out: the cook's kitchen and the remembered account leave the browser. */
  forgetAccount: on((s, world, fx, account: string) => {
    fx.push({ kind: 'write', key: kitchenKey(account), text: null });
    if (world.read(CURRENT_ACCOUNT_KEY) === account) fx.push({ kind: 'write', key: CURRENT_ACCOUNT_KEY, text: null });
    if (accountOf(s) === account) switchTo(s, null, world, fx);
  }),
  adopt: on(adopt),
  /** "Keep this plan in your account?" — not now: not asked again in this tab for that plan. */
  decline: on((s, world, fx) => {
    const visitor = readVisitor(s, world, fx);
    if (visitor) fx.push({ kind: 'write', key: DECLINED_OFFER_KEY, text: visitor.rev, session: true });
    fx.push(NOTIFY);
  }),
  readVisitor: on((s, world, fx) => void readVisitor(s, world, fx)),
  /** The migration from older storage writes the visitor's kitchen whole. */
  replaceVisitor: on((s, world, fx, state: KitchenState, device: DeviceOnly) => {
    const doc: KitchenDoc = { ...freshDoc(world), state, device };
    fx.push({ kind: 'store', key: ANONYMOUS_KITCHEN_KEY, text: JSON.stringify(doc), counts: false }, NOTIFY);
    if (accountOf(s) === null) s.doc = doc;
    return 'stored';
  }),
  migrated: on((s, world, fx) => {
    s.migrating = false;
    reload(s, world, fx);
  }),
  syncSettled: on(settle),
  syncAnswer: on((s, world, fx, recipe: (doc: KitchenDoc) => KitchenDoc) => {
    if (accountOf(s) === null) return false;
    refresh(s, world, fx);
    const doc = recipe(s.doc);
    if (doc === s.doc) return false;
    s.doc = doc;
    persist(s, world, fx);
    fx.push(NOTIFY);
  }),
  /** Read everything again (the debug panel emptied storage under the page). */
  reloadAll: on((s, world, fx) => {
    const remembered = world.read(CURRENT_ACCOUNT_KEY) || null;
    if (remembered === accountOf(s)) reload(s, world, fx);
    else switchTo(s, remembered, world, fx);
  }),
  /** Another tab wrote `key` (null: it cleared storage). */
  external: on(external),
  upgradeSettled: on((s, world, fx, read: KitchenDocUpgrade | undefined) => {
    const waiting = s.upgrade.kind === 'loading' ? s.upgrade.waiting : [];
    s.upgrade = read ? { kind: 'loaded', read } : { kind: 'failed' };
    s.visitor = { raw: null, doc: undefined };
    reload(s, world, fx);
    fx.push({ kind: 'replay', recipes: waiting });
  }),
  /** What a `store` effect's write came to. */
  stored: on((s, _world, _fx, effect: StoreEffect, ok: boolean) => {
    if (ok && effect.key === openKey(s)) s.raw = effect.text;
    if (effect.counts) s.storageFailed = !ok;
    if (!ok && effect.undo) s.doc = effect.undo;
  }),
};

/** The "Keep this plan in your account?" offer is asked about only once the account's own kitchen is known. */
export const awaitsOffer = (state: KitchenMachine): boolean =>
  state.open.who === 'cook' && isReady(state) && (state.open.settled || state.doc.sync.cursor !== null);

export type KitchenStatus = {
  /** The signed-in cook whose kitchen is open, or null for a visitor's. */
  account: string | null;
  /** False only while the storage of an older version is read in (once per browser). */
  ready: boolean;
  /** Changes made here that the account has not confirmed yet. */
  unsynced: number;
  /** A plan made before signing in could be kept in the account ("Keep this plan in your account?"). */
  offer: boolean;
  /** The last change could not be written to this browser's storage (private mode, full quota). */
  storageFailed: boolean;
};

/** `offer`: the visitor's plan is there to keep, and the cook has not said not now (asked only when `awaitsOffer`). */
export function statusOf(state: KitchenMachine, offer: boolean): KitchenStatus {
  const account = accountOf(state);
  return {
    account,
    ready: isReady(state),
    unsynced: account === null ? 0 : state.doc.sync.queue.length,
    offer,
    storageFailed: state.storageFailed,
  };
}

/**
 * A command applied to the open kitchen and stored; for a signed-in cook its changes join the
 * outbound queue in the same write. With `requireStored`, a change the browser refused is undone.
 */
function change(s: Draft, world: World, fx: Effect[], recipe: Recipe, requireStored: boolean): Answer {
  refresh(s, world, fx);
  if (s.upgrade.kind === 'loading') {
    s.upgrade = { kind: 'loading', waiting: [...s.upgrade.waiting, recipe] };
    return true;
  }
  const before = s.doc;
  const after = recipe(before.state);
  if (after === before.state) return true;
  const sync = accountOf(s) === null ? before.sync : enqueue(before.sync, kitchenChanges(before.state, after), world);
  s.doc = { ...before, state: after, sync };
  const answer = persist(s, world, fx, requireStored ? before : undefined);
  fx.push(NOTIFY);
  return answer;
}

/** "Keep this plan in your account?" — yes: the account takes the visitor's plan, and the visitor's kitchen empties. */
function adopt(s: Draft, world: World, fx: Effect[]): Answer {
  if (accountOf(s) === null) return false;
  const visitor = readVisitor(s, world, fx);
  if (!visitor) return false;
  const answer = change(s, world, fx, (kitchen) => adoptKitchen(kitchen, visitor.state), true);
  if (answer === false) return false;
  // The visitor's own key (if any) stays with the visitor's namespace.
  const emptied = [emptyVisitor(world, visitor.device), NOTIFY];
  const store = fx.findIndex((effect) => effect.kind === 'store');
  const written = fx[store];
  if (answer === 'stored' && written?.kind === 'store') fx[store] = { ...written, then: emptied };
  else fx.push(...emptied);
  return answer;
}

/** The sync ran once for the open account: the offer of a visitor's plan may show now, next to what the account holds. */
function settle(s: Draft, world: World, fx: Effect[]): void {
  if (s.open.who === 'cook') {
    if (s.open.settled) return;
    s.open = { ...s.open, settled: true };
    const visitor = readVisitor(s, world, fx);
    // The visitor's kitchen read in from older storage may be this cook's own plan, kept in the
    // browser by the old page as a copy of the account's document. The server converts that
    // document (the one path for the account's plan); the copy is dropped, not offered again,
    // so it is neither doubled in the account nor left for the next visitor of this browser.
    if (visitor && samePlannedMeals(visitor.state, s.doc.state)) fx.push(emptyVisitor(world, visitor.device));
  }
  fx.push(NOTIFY);
}

function external(s: Draft, world: World, fx: Effect[], key: string | null): void {
  if (key === CURRENT_ACCOUNT_KEY || key === null) {
    const remembered = world.read(CURRENT_ACCOUNT_KEY) || null;
    if (remembered !== accountOf(s)) return switchTo(s, remembered, world, fx);
  }
  if (key === null || key === openKey(s)) {
    if (world.read(openKey(s)) === null) return reload(s, world, fx);
    // A kitchen of the version before, written by an older tab, makes the store wait for its upgrade.
    if (refresh(s, world, fx) || s.olderUnread) fx.push(NOTIFY);
    return;
  }
  if (key === ANONYMOUS_KITCHEN_KEY) fx.push(NOTIFY);
}
