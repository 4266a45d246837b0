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
 * task that changed the kitchen (decision 0015).
 *
 * On opening (`opened`), they are written only when this tab holds an older kitchen's: a reload,
 * or a move between screens, finds them current, and a new tab has none until its first change,
 * as they follow changes (decision 0011). So opening a screen does not fetch and run the
 * shopping-list code to write values nothing reads.
 */
export function sessionProjection(project: Project | undefined, session: SafeStorage, source: () => ProjectionSource) {
  let scheduled = false;
  /** The kitchen the session values were last written from. */
  let projected: KitchenState | undefined;

  const schedule = (): void => {
    if (!project || scheduled) return;
    scheduled = true;
    setTimeout(() => {
      scheduled = false;
      const { state, ready, from } = source();
      if (!ready || state === projected) return;
      projected = state;
      // A projection that cannot be written (its code did not load) is written with the next change.
      void Promise.resolve(project(state, session)).then(
        () => {
          if (projected === state) session.write(PROJECTED_FROM_KEY, from);
        },
        () => {
          if (projected === state) projected = undefined;
        },
      );
    }, 0);
  };

  const opened = (): void => {
    const written = session.read(PROJECTED_FROM_KEY);
    const none = session.read(PROJECTION_KEYS.mealPlan) === null && session.read(PROJECTION_KEYS.shoppingList) === null;
    const open = source();
    if (written === open.from || (written === null && none)) projected = open.state;
    else schedule();
  };

  return { opened, schedule };
}
