import type { DeleteAccountInput } from '../../../../domain/auth';
import { api, unwrap } from '../../../lib/api-client';

/** Deletes the signed-in cook's account; the server signs out every device and clears this browser's cookies. */
export const deleteAccount = (input: DeleteAccountInput) => unwrap(api.account.delete.$post({ json: input }));
