import { FavoritesSync } from '../../lib/favorites/favorites-sync';
import { KitchenSync } from '../../lib/kitchen/kitchen-sync';
import { KeepPlanOffer } from './keep-plan-offer';

/** What keeps a signed-in cook's account in step, and the offer of a plan made before signing in; loaded only once someone signs in. */
export default function AccountSync() {
  return (
    <>
      <FavoritesSync />
      <KitchenSync />
      <KeepPlanOffer />
    </>
  );
}
