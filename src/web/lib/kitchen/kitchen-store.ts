import { kitchenChanges, type KitchenItemChange } from '../../../domain/kitchen/changes';
import { adoptKitchen } from '../../../domain/kitchen/adopt';
import { emptyKitchen, hasPlanContent, KITCHEN_STATE_VERSION, type KitchenState } from '../../../domain/kitchen/kitchen-state';
import { samePlannedMeals } from '../../../domain/kitchen/views';
import type { SafeStorage } from '../storage';
import {
  emptySync,
  itemVersionKey,
  OLDER_KITCHEN,
  parseKitchenDoc,
  type DeviceOnly,
  type KitchenDoc,
  type KitchenDocUpgrade,
  type QueuedChange,
  type SyncMeta,
} from './kitchen-doc';
import { ANONYMOUS_KITCHEN_KEY, CURRENT_ACCOUNT_KEY, DECLINED_OFFER_KEY, PROJECTED_FROM_KEY, PROJECTION_KEYS, kitchenKey } from './keys';

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

export type KitchenStoreOptions = {
  local: SafeStorage;
  session: SafeStorage;
  newId: () => string;
  now?: () => Date;
  /** Another tab wrote to local storage (the `storage` event); null key: it was cleared. */
  onExternalChange?: (listener: (key: string | null) => void) => () => void;
  /** Reads the storage of an older version into the visitor's kitchen (loaded only when there is some). */
  migrateLegacy?: (store: KitchenStore) => Promise<void>;
  hasLegacy?: () => boolean;
  /** Writes the spec's named session-storage values from the open kitchen. */
  project?: (state: KitchenState, session: SafeStorage) => void | Promise<void>;
};

/** What the store asks of the sync engine. */
export type KitchenSyncer = {
  flush(timeoutMs: number): Promise<boolean>;
  /** Sends and fetches now (the account's items changed elsewhere: an import). */
  soon(ms?: number): void;
};

export const SERVER_STATE: KitchenState = emptyKitchen();
export const SERVER_STATUS: KitchenStatus = { account: null, ready: false, unsynced: 0, offer: false, storageFailed: false };

const sameStatus = (a: KitchenStatus, b: KitchenStatus) =>
  a.account === b.account && a.ready === b.ready && a.unsynced === b.unsynced && a.offer === b.offer && a.storageFailed === b.storageFailed;

/**
 * The page's one kitchen store (issue 15): plain TypeScript, no React. Screens read it through
 * `useKitchen(selector)` and change it through commands (pure functions of `domain/kitchen`)
 * passed to `update`. One persistence path: the open namespace's key in local storage, read
 * again whenever another tab writes it, so tabs stay in step. For a signed-in cook every change
 * also joins the outbound queue (in the same write), which the sync engine replays to the account.
 */
export class KitchenStore {
  private readonly options: KitchenStoreOptions;
  private readonly listeners = new Set<() => void>();
  private account: string | null;
  private doc: KitchenDoc;
  /** The text last read or written under the open key: another tab's write shows as a difference. */
  private raw: string | null;
  private status: KitchenStatus;
  private ready = true;
  private storageFailed = false;
  private projectionScheduled = false;
  /** The kitchen the session values were last written from. */
  private projected: KitchenState | undefined;
  /** The visitor's kitchen as last parsed (asked about on every change while signed in). */
  private visitor: { raw: string | null; doc: KitchenDoc | undefined } = { raw: null, doc: undefined };
  private readonly stopListening: (() => void) | undefined;
  /** The running sync of a signed-in cook's kitchen, when there is one (sign-out asks it to send what waits). */
  private syncer: KitchenSyncer | undefined;
  /** The sync of the open account has run once since it was opened (what the account holds is known, or could not be). */
  private syncSettled = false;
  /** Reads a kitchen stored by the version before: loaded when the first one is found (`upgrade-doc.ts`). */
  private upgrade: KitchenDocUpgrade | undefined;
  /** The upgrade's code is loading: the store is not ready, and the cook's changes wait for it. */
  private upgrading = false;
  /** The upgrade's code could not load: a kitchen of the version before stays unread, and unwritten over, until the next load. */
  private upgradeFailed = false;
  /** The open key holds a kitchen of the version before that this page has not read: nothing may be written over it. */
  private olderUnread = false;
  /** Changes made while the upgrade loads, applied once the stored kitchen is read. */
  private waitingRecipes: ((state: KitchenState) => KitchenState)[] = [];

  constructor(options: KitchenStoreOptions) {
    this.options = options;
    const remembered = options.local.read(CURRENT_ACCOUNT_KEY);
    this.account = remembered || null;
    this.raw = options.local.read(kitchenKey(this.account));
    this.doc = this.parseOpen(this.raw) ?? this.freshDoc();
    this.status = this.computeStatus();
    this.stopListening = options.onExternalChange?.((key) => this.onExternalChange(key));
    if (options.migrateLegacy && options.hasLegacy?.() && options.local.read(ANONYMOUS_KITCHEN_KEY) === null) {
      this.ready = false;
      this.status = this.computeStatus();
      // A migration whose code cannot load (no signal before the chunk was cached, or a page torn
      // down meanwhile) changes nothing: the older storage stays as it was, to be read in on the
      // next load, and the store opens with what it has rather than leaving a rejection unhandled.
      void options
        .migrateLegacy(this)
        .catch(() => undefined)
        .finally(() => {
          this.ready = true;
          this.reload();
        });
    }
    this.projectIfStale();
  }

  dispose(): void {
    this.stopListening?.();
    this.listeners.clear();
  }

  // ——— reading ———

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getState = (): KitchenState => this.doc.state;
  readonly getStatus = (): KitchenStatus => this.status;
  readonly getDeviceOnly = (): DeviceOnly => this.doc.device;

  /** The outbound queue and what the sync knows (for the sync engine). */
  syncMeta(): SyncMeta {
    this.refresh();
    return this.doc.sync;
  }

  // ——— changing ———

  /**
   * Applies a command to the open kitchen and stores it. The change stays in this page even when
   * the browser refuses to store it (the cook's work is not lost while the page is open); the
   * answer says whether it was stored. With `requireStored`, a change that could not be stored is
   * undone instead.
   */
  update(recipe: (state: KitchenState) => KitchenState, { requireStored = false }: { requireStored?: boolean } = {}): boolean {
    this.refresh();
    if (this.upgrading) {
      this.waitingRecipes.push(recipe);
      return true;
    }
    const before = this.doc.state;
    const after = recipe(before);
    if (after === before) return true;
    const changes = kitchenChanges(before, after);
    const sync = this.account === null ? this.doc.sync : this.enqueue(this.doc.sync, changes);
    const previous = this.doc;
    this.doc = { ...this.doc, state: after, sync };
    const stored = this.persist();
    if (!stored && requireStored) this.doc = previous;
    this.changed();
    return stored;
  }

  /** Keeps a value of this browser's only (the cook's own API key); never synced. */
  setDeviceOnly(change: Partial<DeviceOnly>): boolean {
    this.refresh();
    const device = { ...this.doc.device, ...change };
    for (const key of Object.keys(device) as (keyof DeviceOnly)[]) if (device[key] === undefined) delete device[key];
    this.doc = { ...this.doc, device };
    const stored = this.persist();
    this.changed();
    return stored;
  }

  // ——— namespaces ———

  /** Opens a signed-in cook's kitchen (or the visitor's, for null), remembering which for the next load. */
  openAccount(account: string | null): void {
    if (account === this.account) return;
    if (account === null) this.options.local.remove(CURRENT_ACCOUNT_KEY);
    else this.options.local.write(CURRENT_ACCOUNT_KEY, account);
    this.switchTo(account);
  }

  /**
   * Removes everything of a signed-in cook's kitchen from this browser (their namespace, the
   * queue, their own API key) and opens the visitor's kitchen: what sign-out does.
   */
  forgetAccount(account: string): void {
    this.options.local.remove(kitchenKey(account));
    if (this.options.local.read(CURRENT_ACCOUNT_KEY) === account) this.options.local.remove(CURRENT_ACCOUNT_KEY);
    if (this.account === account) this.switchTo(null);
  }

  /** "Keep this plan in your account?" — yes: the account takes the visitor's plan, and the visitor's kitchen empties. */
  adoptAnonymousPlan(): boolean {
    if (this.account === null) return false;
    const visitor = this.visitorDoc();
    if (!visitor) return false;
    const stored = this.update((state) => adoptKitchen(state, visitor.state), { requireStored: true });
    if (!stored) return false;
    // The visitor's own key (if any) stays with the visitor's namespace.
    const rest: KitchenDoc = { ...this.freshDoc(), device: visitor.device };
    this.options.local.write(ANONYMOUS_KITCHEN_KEY, JSON.stringify(rest));
    this.changed();
    return true;
  }

  /** "Keep this plan in your account?" — not now: not asked again in this tab for that plan. */
  declineAnonymousPlan(): void {
    const visitor = this.visitorDoc();
    if (visitor) this.options.session.write(DECLINED_OFFER_KEY, visitor.rev);
    this.changed();
  }

  /** The visitor's kitchen, as stored (for the offer's wording). */
  anonymousState(): KitchenState | undefined {
    return this.visitorDoc()?.state;
  }

  /** Writes a whole kitchen into the visitor's namespace (the migration from older storage). */
  replaceAnonymous(state: KitchenState, device: DeviceOnly = {}): boolean {
    const doc: KitchenDoc = { ...this.freshDoc(), state, device };
    const text = JSON.stringify(doc);
    const stored = this.options.local.write(ANONYMOUS_KITCHEN_KEY, text);
    if (this.account === null) {
      this.doc = doc;
      this.raw = stored ? text : this.raw;
    }
    this.changed();
    return stored;
  }

  // ——— sync (called by the sync engine) ———

  /** The sync ran once for the open account: the offer of a visitor's plan may show now, next to what the account holds. */
  settleSync(): void {
    if (this.syncSettled) return;
    this.syncSettled = true;
    // The visitor's kitchen read in from older storage may be this cook's own plan, kept in the
    // browser by the old page as a copy of the account's document. The server converts that
    // document (the one path for the account's plan); the copy is dropped, not offered again,
    // so it is neither doubled in the account nor left for the next visitor of this browser.
    const visitor = this.visitorDoc();
    if (this.account !== null && visitor && samePlannedMeals(visitor.state, this.doc.state)) {
      this.options.local.write(ANONYMOUS_KITCHEN_KEY, JSON.stringify({ ...this.freshDoc(), device: visitor.device }));
    }
    this.changed();
  }

  attachSyncer(syncer: KitchenSyncer): () => void {
    this.syncer = syncer;
    return () => {
      if (this.syncer === syncer) this.syncer = undefined;
    };
  }

  /**
   * Tries to send what waits for the account (sign-out does, before forgetting the kitchen).
   * True when nothing is left waiting.
   */
  /** Asks the sync, when one runs, to send and fetch at once: the account changed by another route. */
  syncSoon(): void {
    this.syncer?.soon(0);
  }

  async flush(timeoutMs: number): Promise<boolean> {
    if (this.account === null || this.syncMeta().queue.length === 0) return true;
    if (!this.syncer) return false;
    return this.syncer.flush(timeoutMs);
  }

  /**
   * Stores what the open account's document becomes with the account's answer (`sync-answers.ts`),
   * read again first, so another tab's write is not lost. Nothing when no account is open, or
   * when the answer changes nothing. True when the document changed.
   */
  applySyncAnswer(recipe: (doc: KitchenDoc) => KitchenDoc): boolean {
    if (this.account === null) return false;
    this.refresh();
    const next = recipe(this.doc);
    if (next === this.doc) return false;
    this.doc = next;
    this.persist();
    this.changed();
    return true;
  }

  // ——— internals ———

  private freshDoc(): KitchenDoc {
    return { version: KITCHEN_STATE_VERSION, rev: this.options.newId(), state: emptyKitchen(), device: {}, sync: emptySync() };
  }

  /** A change to an item replaces an earlier one still waiting: the newest value is what counts, from the version first seen. */
  private enqueue(sync: SyncMeta, changes: readonly KitchenItemChange[]): SyncMeta {
    const madeAt = (this.options.now?.() ?? new Date()).toISOString();
    let queue = sync.queue;
    for (const change of changes) {
      const earlier = queue.find((queued) => queued.collection === change.collection && queued.id === change.id);
      const baseVersion = earlier?.baseVersion ?? sync.versions[itemVersionKey(change.collection, change.id)] ?? 0;
      queue = queue.filter((queued) => queued !== earlier);
      const queued: QueuedChange = {
        changeId: this.options.newId(),
        collection: change.collection,
        id: change.id,
        op: change.op,
        baseVersion,
        madeAt,
      };
      if (change.op === 'put') queued.value = change.value;
      queue = [...queue, queued];
    }
    return { ...sync, queue };
  }

  private persist(): boolean {
    const key = kitchenKey(this.account);
    // Another tab signed this cook out meanwhile: their kitchen must not be written back.
    if (this.account !== null && this.options.local.read(CURRENT_ACCOUNT_KEY) !== this.account) {
      this.switchTo(this.options.local.read(CURRENT_ACCOUNT_KEY) || null);
      return false;
    }
    if (this.olderUnread) {
      this.storageFailed = !this.upgrading;
      return false;
    }
    this.doc = { ...this.doc, rev: this.options.newId() };
    const text = JSON.stringify(this.doc);
    const stored = this.options.local.write(key, text);
    if (stored) this.raw = text;
    this.storageFailed = !stored;
    return stored;
  }

  /** Reads the open key again when another tab wrote it since. */
  private refresh(): boolean {
    const text = this.options.local.read(kitchenKey(this.account));
    if (text === this.raw || text === null) return false;
    const doc = this.parseOpen(text);
    if (!doc) return false;
    this.raw = text;
    this.doc = doc;
    return true;
  }

  /** Reads everything again (the debug panel's Clear LocalStorage emptied storage under the page). */
  reloadFromStorage(): void {
    const remembered = this.options.local.read(CURRENT_ACCOUNT_KEY) || null;
    if (remembered !== this.account) this.switchTo(remembered);
    else this.reload();
  }

  private reload(): void {
    this.raw = this.options.local.read(kitchenKey(this.account));
    this.doc = this.parseOpen(this.raw) ?? this.freshDoc();
    this.changed();
  }

  /**
   * The open key's kitchen. One stored by the version before (another tab of an older Larder may
   * write one at any time) reads as nothing until its upgrade has loaded, and is not written over.
   */
  private parseOpen(text: string | null): KitchenDoc | undefined {
    const doc = parseKitchenDoc(text, this.upgrade);
    this.olderUnread = doc === OLDER_KITCHEN;
    if (doc !== OLDER_KITCHEN) return doc;
    this.loadUpgrade();
    return undefined;
  }

  /** Loads the upgrade of a kitchen of the version before, then reads the kitchen again and makes the changes that waited. */
  private loadUpgrade(): void {
    if (this.upgrading || this.upgradeFailed) return;
    this.upgrading = true;
    void import('./upgrade-doc')
      .then(
        (module) => {
          this.upgrade = module.upgradeKitchenDoc;
        },
        () => {
          this.upgradeFailed = true;
        },
      )
      .then(() => {
        this.upgrading = false;
        this.visitor = { raw: null, doc: undefined };
        this.reload();
        const waiting = this.waitingRecipes;
        this.waitingRecipes = [];
        for (const recipe of waiting) this.update(recipe);
      });
  }

  private switchTo(account: string | null): void {
    this.account = account;
    this.syncSettled = false;
    this.reload();
  }

  private onExternalChange(key: string | null): void {
    if (key === CURRENT_ACCOUNT_KEY || key === null) {
      const remembered = this.options.local.read(CURRENT_ACCOUNT_KEY) || null;
      if (remembered !== this.account) {
        this.switchTo(remembered);
        return;
      }
    }
    if (key === null || key === kitchenKey(this.account)) {
      if (this.options.local.read(kitchenKey(this.account)) === null) this.reload();
      // A kitchen of the version before, written by an older tab, makes the store wait for its upgrade.
      else if (this.refresh() || this.olderUnread) this.changed();
      return;
    }
    if (key === ANONYMOUS_KITCHEN_KEY) this.changed();
  }

  private visitorDoc(): KitchenDoc | undefined {
    const raw = this.options.local.read(ANONYMOUS_KITCHEN_KEY);
    if (raw !== this.visitor.raw) {
      const doc = parseKitchenDoc(raw, this.upgrade);
      if (doc === OLDER_KITCHEN) this.loadUpgrade();
      this.visitor = { raw, doc: doc === OLDER_KITCHEN ? undefined : doc };
    }
    return this.visitor.doc;
  }

  private computeStatus(): KitchenStatus {
    let offer = false;
    if (this.account !== null && this.ready && !this.upgrading && (this.syncSettled || this.doc.sync.cursor !== null)) {
      const visitor = this.visitorDoc();
      offer = visitor !== undefined && hasPlanContent(visitor.state) && this.options.session.read(DECLINED_OFFER_KEY) !== visitor.rev;
    }
    return {
      account: this.account,
      ready: this.ready && !this.upgrading,
      unsynced: this.account === null ? 0 : this.doc.sync.queue.length,
      offer,
      storageFailed: this.storageFailed,
    };
  }

  private changed(): void {
    const status = this.computeStatus();
    if (!sameStatus(status, this.status)) this.status = status;
    this.scheduleProjection();
    for (const listener of [...this.listeners]) listener();
  }

  /**
   * The spec's session-storage values follow the open kitchen, once per burst of changes and
   * only when the kitchen itself changed (not its status). They are written in a task of their
   * own: building the shopping list is work a slow phone feels, and it need not lengthen the
   * task that changed the kitchen (decision 0015).
   */
  private scheduleProjection(): void {
    const project = this.options.project;
    if (!project || this.projectionScheduled) return;
    this.projectionScheduled = true;
    setTimeout(() => {
      this.projectionScheduled = false;
      const state = this.doc.state;
      if (!this.ready || this.upgrading || state === this.projected) return;
      this.projected = state;
      const from = this.projectionSource();
      // A projection that cannot be written (its code did not load) is written with the next change.
      void Promise.resolve(project(state, this.options.session)).then(
        () => {
          if (this.projected === state) this.options.session.write(PROJECTED_FROM_KEY, from);
        },
        () => {
          if (this.projected === state) this.projected = undefined;
        },
      );
    }, 0);
  }

  /**
   * On opening, the session values are written only when this tab holds an older kitchen's: a
   * reload, or a move between screens, finds them current, and a new tab has none until its first
   * change, as they follow changes (decision 0011). So opening a screen does not fetch and run the
   * shopping-list code to write values nothing reads.
   */
  private projectIfStale(): void {
    const { session } = this.options;
    const from = session.read(PROJECTED_FROM_KEY);
    const none = session.read(PROJECTION_KEYS.mealPlan) === null && session.read(PROJECTION_KEYS.shoppingList) === null;
    if (from === this.projectionSource() || (from === null && none)) this.projected = this.doc.state;
    else this.scheduleProjection();
  }

  /** The open kitchen as stored: its key and revision. */
  private projectionSource(): string {
    return `${kitchenKey(this.account)} ${this.doc.rev}`;
  }
}
