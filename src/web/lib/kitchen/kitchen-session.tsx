import { useQuery } from '../query';
import { useEffect } from 'react';
import { getSessionQueryOptions } from '../session';
import { useKitchenStore } from './kitchen-context';

/**
 * Opens the kitchen of whoever the server says is signed in: the cook's own namespace, or the
 * visitor's once the server says nobody is. A session check that fails (offline in the shop)
 * changes nothing: the kitchen opened last stays open.
 */
export function KitchenSession() {
  const store = useKitchenStore();
  const session = useQuery(getSessionQueryOptions());
  const userId = session.data?.user.id ?? null;
  const known = session.isSuccess;
  useEffect(() => {
    if (known) store.openAccount(userId);
  }, [store, known, userId]);
  return null;
}
