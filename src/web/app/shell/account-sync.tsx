import { FavoritesSync } from '../../features/favorites/components/favorites-sync';
import { PlanSync } from '../../features/plan-sync/plan-sync';

/** What keeps a signed-in cook's account in step; loaded only once someone signs in. */
export default function AccountSync() {
  return (
    <>
      <FavoritesSync />
      <PlanSync />
    </>
  );
}
