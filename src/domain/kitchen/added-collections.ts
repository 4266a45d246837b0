/**
 * Collections added to version 3 after it was first stored (the inventory and its events, issue
 * #16): a kitchen stored before them has none, which is what they start as.
 */
const ADDED_COLLECTIONS = ['inventory', 'pantryEvents'] as const;

/** A stored version-3 kitchen state with every collection added since it was stored (empty). */
export function withAddedCollections<State extends Record<string, unknown>>(state: State): State {
  if (ADDED_COLLECTIONS.every((collection) => collection in state)) return state;
  return { ...state, ...Object.fromEntries(ADDED_COLLECTIONS.filter((collection) => !(collection in state)).map((name) => [name, {}])) };
}
