/** Display formatting shared by the pages. Deterministic: fixed locale and UTC, never the build machine's. */

const dayFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const dayLabels = new Map<string, string>();

/** "2025-06-14" → "June 14, 2025". Remembered per day: Intl formatting is slow and days repeat across many reviews. */
export function formatDay(day: string): string {
  let label = dayLabels.get(day);
  if (label === undefined) {
    label = dayFormat.format(new Date(`${day}T00:00:00Z`));
    dayLabels.set(day, label);
  }
  return label;
}

const SOURCE_LABELS: Record<string, string> = {
  google: 'Google',
  facebook: 'Facebook',
  yelp: 'Yelp',
  bbb: 'BBB',
  direct: 'our website',
  angi: 'Angi',
  nextdoor: 'Nextdoor',
  houzz: 'Houzz',
  homeadvisor: 'HomeAdvisor',
  thumbtack: 'Thumbtack',
};

/** "google" → "Google"; unknown sources are capitalised ("porch" → "Porch"). */
export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source] ?? source.charAt(0).toUpperCase() + source.slice(1).replace(/[-_]/g, ' ');
}

/** 4.666 → "4.7"; whole and one-decimal ratings keep one decimal ("5.0"). */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

/** Share of a total as a whole percent, 0 when the total is 0. */
export function percent(count: number, total: number): number {
  return total ? Math.round((count / total) * 100) : 0;
}

/**
 * The one way the site writes a percentage: whole percent ("87%"). A share that is not exactly 0 or 100 never reads
 * as 0% or 100% ("<1%", ">99%"), so one negative review among hundreds is not hidden by rounding.
 */
export function formatPercent(value: number): string {
  if (value > 0 && value < 1) return '<1%';
  if (value > 99 && value < 100) return '>99%';
  return `${Math.round(value)}%`;
}

/** "1 review", "2 reviews". */
export function plural(count: number, word: string): string {
  return `${count.toLocaleString('en-US')} ${word}${count === 1 ? '' : 's'}`;
}

const DAY_NAMES: Record<string, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
};

function clock(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  const suffix = h < 12 || h === 24 ? 'am' : 'pm';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, '0')}` : ''} ${suffix}`;
}

/** schema.org openingHours to words: "Mo-Fr 07:00-18:00" → "Mon–Fri, 7 am – 6 pm". Anything else is kept as is. */
export function formatOpeningHours(spec: string): string {
  const match = /^([A-Z][a-z](?:[-,][A-Z][a-z])*)\s+(\d\d:\d\d)-(\d\d:\d\d)$/.exec(spec.trim());
  if (!match) return spec;
  const days = match[1]!
    .replace(/[A-Z][a-z]/g, (d) => DAY_NAMES[d] ?? d)
    .replace(/-/g, '–')
    .replace(/,/g, ', ');
  return `${days}, ${clock(match[2]!)} – ${clock(match[3]!)}`;
}
