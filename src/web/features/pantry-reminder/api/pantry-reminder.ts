import { useQuery } from '../../../lib/query';
import type { PantryReminderSettings } from '../../../../domain/pantry/reminder';
import { api, unwrap } from '../../../lib/api-client';

export const PANTRY_REMINDER_QUERY_KEY = ['pantry-reminder'] as const;

export const getPantryReminder = () => unwrap(api.pantry.reminder.$get());
export const savePantryReminder = (settings: PantryReminderSettings) => unwrap(api.pantry.reminder.$put({ json: settings }));

export function usePantryReminder() {
  return useQuery({ queryKey: PANTRY_REMINDER_QUERY_KEY, queryFn: getPantryReminder });
}
