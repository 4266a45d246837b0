import { useQuery } from '../../../lib/query';
import type { Mealtimes } from '../../../../domain/calendar';
import { api, unwrap } from '../../../lib/api-client';

export type CalendarSettings = { mealtimes: Mealtimes; mealtimesSaved: boolean; feed: { active: boolean; createdAt: string | null } };

export const CALENDAR_QUERY_KEY = ['calendar-settings'] as const;

export const getCalendarSettings = () => unwrap(api.calendar.settings.$get());
export const saveMealtimes = (mealtimes: Mealtimes) => unwrap(api.calendar.mealtimes.$put({ json: mealtimes }));
export const createFeedLink = () => unwrap(api.calendar.feed.$post());
export const revokeFeedLink = () => unwrap(api.calendar.feed.$delete());

export function useCalendarSettings() {
  return useQuery({ queryKey: CALENDAR_QUERY_KEY, queryFn: getCalendarSettings });
}
