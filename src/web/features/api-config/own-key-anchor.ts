/**
 * Where 'Configure API Key' leads: the own-key card on /api-settings. A module of its own, so a
 * screen that links there does not bring the card (decision 0015).
 */
export const OWN_KEY_ANCHOR = 'own-key';
