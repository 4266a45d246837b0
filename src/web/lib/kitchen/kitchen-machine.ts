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
  parseOpen,
  persist,
  readVisitor,
  refresh,
  reload,
  switchTo,
  VISITOR,
  type Answer,
  type Effect,
  type KitchenMachine,
  type Recipe,
  type StoreEffect,
  type Upgrade,
  type World,
} from './kitchen-machine-state';
import { ANONYMOUS_KITCHEN_KEY, CURRENT_ACCOUNT_KEY, kitchenKey } from './keys';

/**
 * What the page's kitchen store is in, as one value (`KitchenMachine`, `kitchen-machine-state.ts`),
 * and every way it changes: `transition`, one case per event. Pure: it writes nothing and starts
 * nothing. It reads local storage through the `World` it is given, and answers the writes and
 * loads to make as `Effect`s, which the store performs (`kitchen-store.ts`); a write's outcome
 * comes back as the `stored` event.
 */

export type KitchenEvent =
  /** Read the open key again (another tab may have written it). */
  | { type: 'refresh' }
  | { type: 'change'; recipe: Recipe; requireStored: boolean }
  | { type: 'device'; change: Partial<DeviceOnly> }
  | { type: 'open-account'; account: string | null }
  /** Sign-out: the cook's kitchen and the remembered account leave the browser. */
  | { type: 'forget-account'; account: string }
  | { type: 'adopt' }
  | { type: 'decline' }
  | { type: 'read-visitor' }
  /** The migration from older storage writes the visitor's kitchen whole. */
  | { type: 'replace-visitor'; state: KitchenState; device: DeviceOnly }
  | { type: 'migrated' }
  | { type: 'sync-settled' }
  | { type: 'sync-answer'; recipe: (doc: KitchenDoc) => KitchenDoc }
  /** Read everything again (the debug panel emptied storage under the page). */
  | { type: 'reload-all' }
  /** Another tab wrote `key` (null: it cleared storage). */
  | { type: 'external'; key: string | null }
  | { type: 'upgrade-settled'; read: KitchenDocUpgrade | undefined }
  | { type: 'stored'; effect: StoreEffect; ok: boolean };

export type Step = { state: KitchenMachine; effects: Effect[]; answer: Answer };

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

/** The store as it opens: the account this browser opened last, its kitchen as stored. */
export function opening(world: World, migrating: boolean): Step {
  const account = world.read(CURRENT_ACCOUNT_KEY) || null;
  const raw = world.read(kitchenKey(account));
  const effects: Effect[] = [];
  const { doc, ...read } = parseOpen({ kind: 'absent' }, raw, effects);
  const state: KitchenMachine = {
    open: account === null ? VISITOR : { who: 'cook', account, settled: false },
    doc: doc ?? freshDoc(world),
    raw,
    ...read,
    migrating,
    storageFailed: false,
    visitor: { raw: null, doc: undefined },
  };
  return { state, effects, answer: true };
}

/** Every way the store changes. */
export function transition(state: KitchenMachine, event: KitchenEvent, world: World): Step {
  const fx: Effect[] = [];
  const done = (next: KitchenMachine, answer: Answer = true): Step => ({ state: next, effects: fx, answer });
  switch (event.type) {
    case 'refresh':
      return done(refresh(state, fx, world)[0]);
    case 'change':
      return change(state, event.recipe, event.requireStored, fx, world);
    case 'device': {
      const s = refresh(state, fx, world)[0];
      const device = { ...s.doc.device, ...event.change };
      for (const key of Object.keys(device) as (keyof DeviceOnly)[]) if (device[key] === undefined) delete device[key];
      const [next, answer] = persist({ ...s, doc: { ...s.doc, device } }, fx, world);
      fx.push(NOTIFY);
      return done(next, answer);
    }
    case 'open-account': {
      const { account } = event;
      if (account === accountOf(state)) return done(state);
      fx.push(account === null ? { kind: 'remove', key: CURRENT_ACCOUNT_KEY } : { kind: 'write', key: CURRENT_ACCOUNT_KEY, text: account });
      return done(switchTo(state, account, fx, world));
    }
    case 'forget-account': {
      const { account } = event;
      fx.push({ kind: 'remove', key: kitchenKey(account) });
      if (world.read(CURRENT_ACCOUNT_KEY) === account) fx.push({ kind: 'remove', key: CURRENT_ACCOUNT_KEY });
      return done(accountOf(state) === account ? switchTo(state, null, fx, world) : state);
    }
    case 'adopt':
      return adopt(state, fx, world);
    case 'decline': {
      const [s, visitor] = readVisitor(state, fx, world);
      if (visitor) fx.push({ kind: 'decline', rev: visitor.rev });
      fx.push(NOTIFY);
      return done(s);
    }
    case 'read-visitor':
      return done(readVisitor(state, fx, world)[0]);
    case 'replace-visitor': {
      const doc: KitchenDoc = { ...freshDoc(world), state: event.state, device: event.device };
      fx.push({ kind: 'store', key: ANONYMOUS_KITCHEN_KEY, text: JSON.stringify(doc), counts: false }, NOTIFY);
      return done(accountOf(state) === null ? { ...state, doc } : state, 'stored');
    }
    case 'migrated':
      return done(reload({ ...state, migrating: false }, fx, world));
    case 'sync-settled':
      return done(settle(state, fx, world));
    case 'sync-answer': {
      if (accountOf(state) === null) return done(state, false);
      const s = refresh(state, fx, world)[0];
      const doc = event.recipe(s.doc);
      if (doc === s.doc) return done(s, false);
      const [next] = persist({ ...s, doc }, fx, world);
      fx.push(NOTIFY);
      return done(next);
    }
    case 'reload-all': {
      const remembered = world.read(CURRENT_ACCOUNT_KEY) || null;
      return done(remembered === accountOf(state) ? reload(state, fx, world) : switchTo(state, remembered, fx, world));
    }
    case 'external':
      return done(external(state, event.key, fx, world));
    case 'upgrade-settled': {
      const waiting = state.upgrade.kind === 'loading' ? state.upgrade.waiting : [];
      const upgrade: Upgrade = event.read ? { kind: 'loaded', read: event.read } : { kind: 'failed' };
      const next = reload({ ...state, upgrade, visitor: { raw: null, doc: undefined } }, fx, world);
      fx.push({ kind: 'replay', recipes: waiting });
      return done(next);
    }
    case 'stored': {
      const { effect, ok } = event;
      let next = ok && effect.key === openKey(state) ? { ...state, raw: effect.text } : state;
      if (effect.counts) next = { ...next, storageFailed: !ok };
      if (!ok && effect.undo) next = { ...next, doc: effect.undo };
      return done(next);
    }
  }
}

/**
 * A command applied to the open kitchen and stored; for a signed-in cook its changes join the
 * outbound queue in the same write. With `requireStored`, a change the browser refused is undone.
 */
function change(state: KitchenMachine, recipe: Recipe, requireStored: boolean, fx: Effect[], world: World): Step {
  const s = refresh(state, fx, world)[0];
  if (s.upgrade.kind === 'loading')
    return { state: { ...s, upgrade: { kind: 'loading', waiting: [...s.upgrade.waiting, recipe] } }, effects: fx, answer: true };
  const before = s.doc.state;
  const after = recipe(before);
  if (after === before) return { state: s, effects: fx, answer: true };
  const sync = accountOf(s) === null ? s.doc.sync : enqueue(s.doc.sync, kitchenChanges(before, after), world);
  const [next, answer] = persist({ ...s, doc: { ...s.doc, state: after, sync } }, fx, world, requireStored ? s.doc : undefined);
  fx.push(NOTIFY);
  return { state: next, effects: fx, answer };
}

/** "Keep this plan in your account?" — yes: the account takes the visitor's plan, and the visitor's kitchen empties. */
function adopt(state: KitchenMachine, fx: Effect[], world: World): Step {
  if (accountOf(state) === null) return { state, effects: fx, answer: false };
  const [s, visitor] = readVisitor(state, fx, world);
  if (!visitor) return { state: s, effects: fx, answer: false };
  const step = change(s, (kitchen) => adoptKitchen(kitchen, visitor.state), true, fx, world);
  if (step.answer === false) return step;
  // The visitor's own key (if any) stays with the visitor's namespace.
  const emptied = [emptyVisitor(world, visitor.device), NOTIFY];
  const store = fx.findIndex((effect) => effect.kind === 'store');
  const written = fx[store];
  if (step.answer === 'stored' && written?.kind === 'store') fx[store] = { ...written, then: emptied };
  else fx.push(...emptied);
  return step;
}

/** The sync ran once for the open account: the offer of a visitor's plan may show now, next to what the account holds. */
function settle(state: KitchenMachine, fx: Effect[], world: World): KitchenMachine {
  if (state.open.who === 'visitor') {
    fx.push(NOTIFY);
    return state;
  }
  if (state.open.settled) return state;
  const [s, visitor] = readVisitor({ ...state, open: { ...state.open, settled: true } }, fx, world);
  // The visitor's kitchen read in from older storage may be this cook's own plan, kept in the
  // browser by the old page as a copy of the account's document. The server converts that
  // document (the one path for the account's plan); the copy is dropped, not offered again,
  // so it is neither doubled in the account nor left for the next visitor of this browser.
  if (visitor && samePlannedMeals(visitor.state, s.doc.state)) fx.push(emptyVisitor(world, visitor.device));
  fx.push(NOTIFY);
  return s;
}

function external(state: KitchenMachine, key: string | null, fx: Effect[], world: World): KitchenMachine {
  if (key === CURRENT_ACCOUNT_KEY || key === null) {
    const remembered = world.read(CURRENT_ACCOUNT_KEY) || null;
    if (remembered !== accountOf(state)) return switchTo(state, remembered, fx, world);
  }
  if (key === null || key === openKey(state)) {
    if (world.read(openKey(state)) === null) return reload(state, fx, world);
    const [s, read] = refresh(state, fx, world);
    // A kitchen of the version before, written by an older tab, makes the store wait for its upgrade.
    if (read || s.olderUnread) fx.push(NOTIFY);
    return s;
  }
  if (key === ANONYMOUS_KITCHEN_KEY) fx.push(NOTIFY);
  return state;
}
