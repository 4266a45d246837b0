import type { KitchenItemChange } from '../../../domain/kitchen/changes';
import { emptyKitchen, KITCHEN_STATE_VERSION, type KitchenState } from '../../../domain/kitchen/kitchen-state';
import {
  emptySync,
  itemVersionKey,
  OLDER_KITCHEN,
  parseKitchenDoc,
  type DeviceOnly,
  type KitchenDoc,
  type KitchenDocUpgrade,
  type SyncMeta,
} from './kitchen-doc';
import { ANONYMOUS_KITCHEN_KEY, CURRENT_ACCOUNT_KEY, kitchenKey } from './keys';

/**
 * The kitchen store's state (`KitchenMachine`), the effects a transition may ask for, and the
 * steps the transitions of `kitchen-machine.ts` are made of. Pure, like them: a step changes only
 * the transition's own copy of the state (a `Draft`), and adds the effects it needs to `fx`.
 */

export type Recipe = (state: KitchenState) => KitchenState;

/** Whose kitchen is open: the visitor's, or a signed-in cook's (`settled`: their sync has run once since it was opened). */
export type Opened = { who: 'visitor' } | { who: 'cook'; account: string; settled: boolean };

/** The reader of a kitchen stored by the version before (`upgrade-doc.ts`), loaded when the first one is found. */
export type Upgrade =
  | { kind: 'absent' }
  /** Its code is loading: the store is not ready, and the cook's changes wait for it. */
  | { kind: 'loading'; waiting: readonly Recipe[] }
  /** Its code could not load: such a kitchen stays unread, and unwritten over, until the next load. */
  | { kind: 'failed' }
  | { kind: 'loaded'; read: KitchenDocUpgrade };

export type KitchenMachine = Readonly<Draft>;

/** A transition's own copy of the state, which its steps change. */
export type Draft = {
  open: Opened;
  /** The open kitchen as the page shows it. */
  doc: KitchenDoc;
  /** The text last read or written under the open key: another tab's write shows as a difference. */
  raw: string | null;
  /** The open key holds a kitchen of the version before that this page has not read: nothing may be written over it. */
  olderUnread: boolean;
  upgrade: Upgrade;
  /** The storage of an older Larder is being read in (once per browser): not ready until it is. */
  migrating: boolean;
  /** The last change could not be written to this browser's storage. */
  storageFailed: boolean;
  /** The visitor's kitchen as last parsed (asked about on every change while signed in). */
  visitor: { raw: string | null; doc: KitchenDoc | undefined };
};

/** A write of a kitchen whose outcome matters: `counts`, it is the cook's change (a refusal shows); `undo`, the kitchen to go back to if refused; `then`, what follows only if it held. */
export type StoreEffect = { kind: 'store'; key: string; text: string; counts: boolean; undo?: KitchenDoc; then?: readonly Effect[] };

export type Effect =
  | StoreEffect
  /** A value of local (or session) storage written, or removed (null). */
  | { kind: 'write'; key: string; text: string | null; session?: true }
  | { kind: 'load-upgrade' }
  /** Changes that waited for the upgrade, to make now. */
  | { kind: 'replay'; recipes: readonly Recipe[] }
  | { kind: 'notify' };

/** What a transition may ask of the page: local storage as it is now (read only), new ids, the time. */
export type World = { read: (key: string) => string | null; newId: () => string; now: () => Date };

/** What a store's command answers; 'stored': whether its `store` write held. */
export type Answer = boolean | 'stored';

export const NOTIFY: Effect = { kind: 'notify' };

/** Before the store opens (and in the prerender): the visitor's kitchen, empty, read from nowhere. */
export const CLOSED: KitchenMachine = {
  open: { who: 'visitor' },
  doc: { version: KITCHEN_STATE_VERSION, rev: '', state: emptyKitchen(), device: {}, sync: emptySync() },
  raw: null,
  olderUnread: false,
  upgrade: { kind: 'absent' },
  migrating: false,
  storageFailed: false,
  visitor: { raw: null, doc: undefined },
};

export const accountOf = (state: KitchenMachine): string | null => (state.open.who === 'cook' ? state.open.account : null);
export const openKey = (state: KitchenMachine) => kitchenKey(accountOf(state));
export const isReady = (state: KitchenMachine): boolean => !state.migrating && state.upgrade.kind !== 'loading';
const upgradeOf = (state: KitchenMachine) => (state.upgrade.kind === 'loaded' ? state.upgrade.read : undefined);

export const freshDoc = (world: World): KitchenDoc => ({
  version: KITCHEN_STATE_VERSION,
  rev: world.newId(),
  state: emptyKitchen(),
  device: {},
  sync: emptySync(),
});

/** The visitor's kitchen emptied, keeping the visitor's own key (if any). */
export const emptyVisitor = (world: World, device: DeviceOnly): Effect => ({
  kind: 'write',
  key: ANONYMOUS_KITCHEN_KEY,
  text: JSON.stringify({ ...freshDoc(world), device }),
});

/** A change to an item replaces an earlier one still waiting: the newest value is what counts, from the version first seen. */
export function enqueue(sync: SyncMeta, changes: readonly KitchenItemChange[], world: World): SyncMeta {
  const madeAt = world.now().toISOString();
  let queue = sync.queue;
  for (const change of changes) {
    const earlier = queue.find((queued) => queued.collection === change.collection && queued.id === change.id);
    const baseVersion = earlier?.baseVersion ?? sync.versions[itemVersionKey(change.collection, change.id)] ?? 0;
    queue = queue.filter((queued) => queued !== earlier);
    const { collection, id, op } = change;
    queue = [
      ...queue,
      { changeId: world.newId(), collection, id, op, baseVersion, madeAt, ...(op === 'put' ? { value: change.value } : {}) },
    ];
  }
  return { ...sync, queue };
}

/**
 * Stores the open kitchen under a new revision. Not when another tab signed this cook out
 * meanwhile (their kitchen must not be written back: the visitor's opens instead), nor over a
 * kitchen of the version before that this page has not read (a change that had to be stored is undone).
 */
export function persist(s: Draft, world: World, fx: Effect[], undo?: KitchenDoc): Answer {
  const account = accountOf(s);
  const remembered = account === null ? null : world.read(CURRENT_ACCOUNT_KEY) || null;
  if (remembered !== account) {
    switchTo(s, remembered, world, fx);
    return false;
  }
  if (s.olderUnread) {
    s.storageFailed = s.upgrade.kind !== 'loading';
    if (undo) s.doc = undo;
    return false;
  }
  s.doc = { ...s.doc, rev: world.newId() };
  fx.push({ kind: 'store', key: openKey(s), text: JSON.stringify(s.doc), counts: true, undo });
  return 'stored';
}

/**
 * The open key's kitchen. One stored by the version before (another tab of an older Larder may
 * write one at any time) reads as nothing until its upgrade has loaded, and is not written over.
 */
function parseOpen(s: Draft, text: string | null, fx: Effect[]): KitchenDoc | undefined {
  const doc = parseKitchenDoc(text, upgradeOf(s));
  s.olderUnread = doc === OLDER_KITCHEN;
  if (doc !== OLDER_KITCHEN) return doc;
  startUpgrade(s, fx);
  return undefined;
}

function startUpgrade(s: Draft, fx: Effect[]): void {
  if (s.upgrade.kind !== 'absent') return;
  fx.push({ kind: 'load-upgrade' });
  s.upgrade = { kind: 'loading', waiting: [] };
}

/** Reads the open key again when another tab wrote it since; true when it did. */
export function refresh(s: Draft, world: World, fx: Effect[]): boolean {
  const text = world.read(openKey(s));
  if (text === s.raw || text === null) return false;
  const doc = parseOpen(s, text, fx);
  if (!doc) return false;
  s.raw = text;
  s.doc = doc;
  return true;
}

export function reload(s: Draft, world: World, fx: Effect[]): void {
  s.raw = world.read(openKey(s));
  s.doc = parseOpen(s, s.raw, fx) ?? freshDoc(world);
  fx.push(NOTIFY);
}

export function switchTo(s: Draft, account: string | null, world: World, fx: Effect[]): void {
  s.open = account === null ? { who: 'visitor' } : { who: 'cook', account, settled: false };
  reload(s, world, fx);
}

export function readVisitor(s: Draft, world: World, fx: Effect[]): KitchenDoc | undefined {
  const raw = world.read(ANONYMOUS_KITCHEN_KEY);
  if (raw !== s.visitor.raw) {
    const doc = parseKitchenDoc(raw, upgradeOf(s));
    if (doc === OLDER_KITCHEN) startUpgrade(s, fx);
    s.visitor = { raw, doc: doc === OLDER_KITCHEN ? undefined : doc };
  }
  return s.visitor.doc;
}
