import type { KitchenState } from '../../../domain/kitchen/kitchen-state';
import type { SafeStorage } from '../storage';
import { PROJECTED_FROM_KEY, PROJECTION_KEYS } from './keys';

/** The open kitchen as the session values are written from it: whether it is ready, and where it is stored (its key and revision). */
export type ProjectionSource = { state: KitchenState; ready: boolean; from: string };

export type Project = (state: KitchenState, session: SafeStorage) => void | Promise<void>;

/**
 * The spec's session-storage values follow the open kitchen, once per burst of changes and
 * only when the kitchen itself changed (not its status). They are written in a task of their
 * own: building the shopping list is work a slow phone feels, and it need not lengthen the
 * task that changed the kitchen (decision 0020).
 */
export class SessionProjection {
  private readonly project: Project | undefined;
  private readonly session: SafeStorage;
  private readonly source: () => ProjectionSource;
  private scheduled = false;
  /** The kitchen the session values were last written from. */
  private projected: KitchenState | undefined;

  constructor(project: Project | undefined, session: SafeStorage, source: () => ProjectionSource) {
    this.project = project;
    this.session = session;
    this.source = source;
  }

  /**
   * On opening, the session values are written only when this tab holds an older kitchen's: a
   * reload, or a move between screens, finds them current, and a new tab has none until its first
   * change, as they follow changes (decision 0011). So opening a screen does not fetch and run the
   * shopping-list code to write values nothing reads.
   */
  opened(): void {
    const { session } = this;
    const written = session.read(PROJECTED_FROM_KEY);
    const none = session.read(PROJECTION_KEYS.mealPlan) === null && session.read(PROJECTION_KEYS.shoppingList) === null;
    const open = this.source();
    if (written === open.from || (written === null && none)) this.projected = open.state;
    else this.schedule();
  }

  schedule(): void {
    const { project } = this;
    if (!project || this.scheduled) return;
    this.scheduled = true;
    setTimeout(() => {
      this.scheduled = false;
      const { state, ready, from } = this.source();
      if (!ready || state === this.projected) return;
      this.projected = state;
      // A projection that cannot be written (its code did not load) is written with the next change.
      void Promise.resolve(project(state, this.session)).then(
        () => {
          if (this.projected === state) this.session.write(PROJECTED_FROM_KEY, from);
        },
        () => {
          if (this.projected === state) this.projected = undefined;
        },
      );
    }, 0);
  }
}
