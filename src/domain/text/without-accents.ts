/**
 * Text with its accents taken off the letters that are a base letter plus marks ('crème' →
 * 'creme', 'Phở' → 'Pho'); letters that are not (ł, ı, ø) stay as they are. Canonical
 * decomposition only: unlike the NFKD folds used for matching, 'ﬁ' and '½' are kept.
 */
export const withoutAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');
