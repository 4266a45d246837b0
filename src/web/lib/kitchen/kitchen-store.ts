import { emptyKitchen, hasPlanContent, type KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { SafeStorage } from '../storage';
import type { DeviceOnly, KitchenDoc, SyncMeta } from './kitchen-doc';
import { accountOf, CLOSED, isReady, type Effect, type KitchenMachine, type Recipe, type World } from './kitchen-machine-state';
import { awaitsOffer, statusOf, transitions, type KitchenStatus, type Step, type Transition } from './kitchen-machine';
import { ANONYMOUS_KITCHEN_KEY, DECLINED_OFFER_KEY, kitchenKey } from './keys';
import { sessionProjection, type Project } from './session-projection';

export type { KitchenStatus } from './kitchen-machine';

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
  project?: Project;
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
 *
 * What the store is in, and every way that changes, is `kitchen-machine.ts` (pure); this shell
 * holds its current state, performs the writes and loads it asks for, and tells the subscribers.
 */
export class KitchenStore {
  private readonly options: KitchenStoreOptions;
  private readonly world: World;
  private readonly listeners = new Set<() => void>();
  private machine: KitchenMachine = CLOSED;
  /** Kept while unchanged, so a subscriber comparing snapshots sees no change. */
  private status: KitchenStatus;
  private readonly projection: ReturnType<typeof sessionProjection>;
  private readonly stopListening: (() => void) | undefined;
  /** The running sync of a signed-in cook's kitchen, when there is one (sign-out asks it to send what waits). */
  private syncer: KitchenSyncer | undefined;

  constructor(options: KitchenStoreOptions) {
    this.options = options;
    const { local, session } = options;
    this.world = { read: (key) => local.read(key), newId: options.newId, now: options.now ?? (() => new Date()) };
    const migrating = Boolean(options.migrateLegacy && options.hasLegacy?.() && local.read(ANONYMOUS_KITCHEN_KEY) === null);
    const first = transitions.open(CLOSED, this.world, migrating);
    // Nobody listens yet; the session values are written on opening only when stale (below).
    this.perform({ ...first, effects: first.effects.filter((effect) => effect.kind !== 'notify') });
    this.status = this.computeStatus();
    this.projection = sessionProjection(options.project, session, () => ({
      state: this.machine.doc.state,
      ready: isReady(this.machine),
      from: `${kitchenKey(accountOf(this.machine))} ${this.machine.doc.rev}`,
    }));
    this.stopListening = options.onExternalChange?.((key) => this.run(transitions.external, key));
    if (migrating) {
      // A migration whose code cannot load (no signal before the chunk was cached, or a page torn
      // down meanwhile) changes nothing: the older storage stays as it was, to be read in on the
      // next load, and the store opens with what it has rather than leaving a rejection unhandled.
      void options
        .migrateLegacy?.(this)
        .catch(() => undefined)
        .finally(() => this.run(transitions.migrated));
    }
    this.projection.opened();
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

  readonly getState = (): KitchenState => this.machine.doc.state;
  readonly getStatus = (): KitchenStatus => this.status;
  readonly getDeviceOnly = (): DeviceOnly => this.machine.doc.device;

  /** The outbound queue and what the sync knows (for the sync engine). */
  syncMeta(): SyncMeta {
    this.run(transitions.refresh);
    return this.machine.doc.sync;
  }

  /** The visitor's kitchen, as stored (for the offer's wording). */
  anonymousState(): KitchenState | undefined {
    return this.visitorDoc()?.state;
  }

  // ——— changing ———

  /**
   * Applies a command to the open kitchen and stores it. The change stays in this page even when
   * the browser refuses to store it (the cook's work is not lost while the page is open); the
   * answer says whether it was stored. With `requireStored`, a change that could not be stored is
   * undone instead.
   */
  update(recipe: Recipe, { requireStored = false }: { requireStored?: boolean } = {}): boolean {
    return this.run(transitions.change, recipe, requireStored);
  }

  /** Keeps a value of this browser's only (the cook's own API key); never synced. */
  setDeviceOnly(change: Partial<DeviceOnly>): boolean {
    return this.run(transitions.device, change);
  }

  /** Opens a signed-in cook's kitchen (or the visitor's, for null), remembering which for the next load. */
  openAccount(account: string | null): void {
    this.run(transitions.openAccount, account);
  }

  /**
   * Removes everything of a signed-in cook's kitchen from this browser (their namespace, the
   * queue, their own API key) and opens the visitor's kitchen: what sign-out does.
   */
  forgetAccount(account: string): void {
    this.run(transitions.forgetAccount, account);
  }

  /** "Keep this plan in your account?" — yes: the account takes the visitor's plan, and the visitor's kitchen empties. */
  adoptAnonymousPlan(): boolean {
    return this.run(transitions.adopt);
  }

  /** "Keep this plan in your account?" — not now: not asked again in this tab for that plan. */
  declineAnonymousPlan(): void {
    this.run(transitions.decline);
  }

  /** Writes a whole kitchen into the visitor's namespace (the migration from older storage). */
  replaceAnonymous(state: KitchenState, device: DeviceOnly = {}): boolean {
    return this.run(transitions.replaceVisitor, state, device);
  }

  /** Reads everything again (the debug panel's Clear LocalStorage emptied storage under the page). */
  reloadFromStorage(): void {
    this.run(transitions.reloadAll);
  }

  // ——— sync (called by the sync engine) ———

  /** The sync ran once for the open account: the offer of a visitor's plan may show now, next to what the account holds. */
  settleSync(): void {
    this.run(transitions.syncSettled);
  }

  attachSyncer(syncer: KitchenSyncer): () => void {
    this.syncer = syncer;
    return () => {
      if (this.syncer === syncer) this.syncer = undefined;
    };
  }

  /** Asks the sync, when one runs, to send and fetch at once: the account changed by another route. */
  syncSoon(): void {
    this.syncer?.soon(0);
  }

  /**
   * Tries to send what waits for the account (sign-out does, before forgetting the kitchen).
   * True when nothing is left waiting.
   */
  async flush(timeoutMs: number): Promise<boolean> {
    if (accountOf(this.machine) === null || this.syncMeta().queue.length === 0) return true;
    if (!this.syncer) return false;
    return this.syncer.flush(timeoutMs);
  }

  /**
   * Stores what the open account's document becomes with the account's answer (`sync-answers.ts`),
   * read again first, so another tab's write is not lost. Nothing when no account is open, or
   * when the answer changes nothing. True when the document changed.
   */
  applySyncAnswer(recipe: (doc: KitchenDoc) => KitchenDoc): boolean {
    return this.run(transitions.syncAnswer, recipe);
  }

  // ——— the shell ———

  /** Runs one transition and performs what it asks for; answers the command's answer. */
  private run<A extends unknown[]>(transition: Transition<A>, ...event: A): boolean {
    return this.perform(transition(this.machine, this.world, ...event));
  }

  private perform(step: Step): boolean {
    this.machine = step.state;
    let answer = step.answer;
    const { local, session } = this.options;
    const effects: Effect[] = [...step.effects];
    for (let effect = effects.shift(); effect; effect = effects.shift()) {
      switch (effect.kind) {
        case 'store': {
          const ok = local.write(effect.key, effect.text);
          this.machine = transitions.stored(this.machine, this.world, effect, ok).state;
          if (answer === 'stored') answer = ok;
          if (ok && effect.then) effects.unshift(...effect.then);
          break;
        }
        case 'write': {
          const area = effect.session ? session : local;
          if (effect.text === null) area.remove(effect.key);
          else area.write(effect.key, effect.text);
          break;
        }
        case 'load-upgrade':
          void import('./upgrade-doc').then(
            (module) => this.run(transitions.upgradeSettled, module.upgradeKitchenDoc),
            () => this.run(transitions.upgradeSettled, undefined),
          );
          break;
        case 'replay':
          for (const recipe of effect.recipes) this.update(recipe);
          break;
        case 'notify':
          this.changed();
      }
    }
    return answer !== false;
  }

  private visitorDoc(): KitchenDoc | undefined {
    this.run(transitions.readVisitor);
    return this.machine.visitor.doc;
  }

  private computeStatus(): KitchenStatus {
    const visitor = awaitsOffer(this.machine) ? this.visitorDoc() : undefined;
    const offer = visitor !== undefined && hasPlanContent(visitor.state) && this.options.session.read(DECLINED_OFFER_KEY) !== visitor.rev;
    return statusOf(this.machine, offer);
  }

  private changed(): void {
    const status = this.computeStatus();
    if (!sameStatus(status, this.status)) this.status = status;
    this.projection.schedule();
    for (const listener of [...this.listeners]) listener();
  }
}
