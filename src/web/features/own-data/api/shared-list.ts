import type { SharedListTick } from '../../../../domain/shared-list';
import { api, unwrap } from '../../../lib/api-client';

export const SHARE_LINKS_QUERY_KEY = ['shopping-share'] as const;

export const listShareLinks = () => unwrap(api['shopping-share'].$get());
export const createShareLink = (days: number) => unwrap(api['shopping-share'].$post({ json: { days } }));
export const stopShareLink = (id: string) => unwrap(api['shopping-share'][':id'].$delete({ param: { id } }));

export const getSharedList = (token: string) => unwrap(api['shared-lists'][':token'].$get({ param: { token } }));
export const tickSharedList = (token: string, tick: SharedListTick) =>
  unwrap(api['shared-lists'][':token'].ticks.$post({ param: { token }, json: tick }));
