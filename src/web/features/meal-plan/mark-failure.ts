import { showError } from '../../lib/toasts';

/** Spec §8 'Plan actions': a save-for-later mark the browser could not store. */
export const SAVED_STATUS_FAILED = 'Failed to update saved status. Please try again.';

/** Says so when a mark on a plan entry was not stored; the card keeps showing what is stored. */
export function reportMarkFailure(field: 'saved' | 'doNotRecommend'): void {
  showError('Error', field === 'saved' ? SAVED_STATUS_FAILED : 'Failed to update recommendations. Please try again.');
}
