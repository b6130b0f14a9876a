/**
 * Page numbers to show around the current page: always the first and last, the current one and its neighbours, and
 * 'gap' where numbers are left out. A gap of a single page shows that page instead (no "1 … 3").
 */
export function pageWindow(page: number, pageCount: number, neighbours = 1): (number | 'gap')[] {
  const shown = new Set<number>([1, pageCount]);
  for (let p = page - neighbours; p <= page + neighbours; p++) if (p >= 1 && p <= pageCount) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const p of sorted) {
    if (p - previous === 2) items.push(previous + 1);
    else if (p - previous > 2) items.push('gap');
    items.push(p);
    previous = p;
  }
  return items;
}
