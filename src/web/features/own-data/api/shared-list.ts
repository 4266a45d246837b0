import type { SharedListLink, SharedListTick, SharedListView } from '../../../../domain/shared-list';
import { api, unwrap } from '../../../lib/api-client';

export const SHARE_LINKS_QUERY_KEY = ['shopping-share'] as const;

export const listShareLinks = () => unwrap<{ links: SharedListLink[] }>(api['shopping-share'].$get());
export const createShareLink = (days: number) =>
  unwrap<{ link: SharedListLink & { url: string } }>(api['shopping-share'].$post({ json: { days } }));
export const stopShareLink = (id: string) => unwrap<{ revoked: true }>(api['shopping-share'][':id'].$delete({ param: { id } }));

export const getSharedList = (token: string) => unwrap<SharedListView>(api['shared-lists'][':token'].$get({ param: { token } }));
export const tickSharedList = (token: string, tick: SharedListTick) =>
  unwrap<SharedListView>(api['shared-lists'][':token'].ticks.$post({ param: { token }, json: tick }));
