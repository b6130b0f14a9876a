/**
 * Folds text for matching: Unicode compatibility decomposition, combining marks removed, lower case.
 * "Crème BRÛLÉE" and "creme brulee" fold to the same string. Used by mention resolution and search alike.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
