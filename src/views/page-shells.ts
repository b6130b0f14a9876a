import { escapeAttribute, escapeHtml } from '../text/html.ts';
import { paths } from '../site.ts';

/**
 * The pages a build stamps from a shell instead of rendering each through Astro: every review's page and every
 * listing page after the first (src/views/review-page.ts explains why). Astro renders one shell of each kind, whose
 * per-page parts are marked slots; src/middleware.ts hands each shell over the moment it is rendered and
 * src/build/page-stamper.ts writes the pages from it while Astro renders the rest. Outside a build (astro dev)
 * Astro renders every page.
 */
export const STAMPED_KINDS = ['review', 'listing'] as const;
export type StampedKind = (typeof STAMPED_KINDS)[number];

/** The path segment of the shells; the stamper removes them once the pages are written. */
export const SHELL_ID = '_stamp-shell';

export const SHELL_PATHS: Record<StampedKind, string> = {
  review: paths.reviewPage(SHELL_ID),
  listing: `/reviews/page/${SHELL_ID}/`,
};

/** What the layout is given for a stamped page. */
export interface StampedPageContent {
  title: string;
  description: string;
  canonicalPath: string;
  /** Everything inside the layout's <main>. */
  mainHtml: string;
}

/**
 * A slot of a shell: what the shell page is given for it (ASCII without characters HTML escapes, so it reaches the
 * file unchanged), the text that puts in the file, and how a page's value is written in its place, escaped as Astro
 * escapes that spot (text: & < > " '; attribute values: & and ").
 */
export interface PageSlot<C> {
  name: string;
  inShell: string;
  fill: (page: C) => string;
}

const marker = (name: string) => `stamp-slot-${name}`;

/** The slots every stamped page has: title, description, canonical path and main. */
export const LAYOUT_SLOTS: readonly PageSlot<StampedPageContent>[] = [
  { name: 'title', inShell: marker('title'), fill: (page) => escapeHtml(page.title) },
  { name: 'description', inShell: marker('description'), fill: (page) => escapeAttribute(page.description) },
  { name: 'canonical path', inShell: marker('canonical-path'), fill: (page) => escapeAttribute(page.canonicalPath) },
  { name: 'main', inShell: marker('main'), fill: (page) => page.mainHtml },
];

/** What a shell page renders for the layout slots: each slot's marker in place of a page's value. */
export const LAYOUT_SHELL: StampedPageContent = {
  title: marker('title'),
  description: marker('description'),
  canonicalPath: marker('canonical-path'),
  mainHtml: marker('main'),
};

const STAMPING = Symbol.for('reviews.page-stamping');
type Shells = Record<StampedKind, PromiseWithResolvers<string>>;
const slot = globalThis as { [STAMPING]?: Shells };

/**
 * Starts a stamping build: Astro will render only the shells, and each returned promise gets its shell's HTML as soon
 * as it is rendered. The state lives on globalThis, since the pages run a bundled copy of this module.
 */
export function expectPageShells(): Record<StampedKind, Promise<string>> {
  const shells = Object.fromEntries(STAMPED_KINDS.map((kind) => [kind, Promise.withResolvers<string>()])) as Shells;
  slot[STAMPING] = shells;
  return Object.fromEntries(STAMPED_KINDS.map((kind) => [kind, shells[kind].promise])) as Record<
    StampedKind,
    Promise<string>
  >;
}

/** Ends stamping (and, at the start of a build that renders every page through Astro, any left from before). */
export function endPageStamping(): void {
  delete slot[STAMPING];
}

export function pagesStamped(): boolean {
  return slot[STAMPING] !== undefined;
}

/** The kind of page shell a rendered path is, in a stamping build; undefined for every other page. */
export function pageShellAt(pathname: string): StampedKind | undefined {
  return pagesStamped() ? STAMPED_KINDS.find((kind) => SHELL_PATHS[kind] === pathname) : undefined;
}

/** A rendered shell's HTML, from the middleware, for the stamper. */
export function handOverPageShell(kind: StampedKind, html: string): void {
  slot[STAMPING]?.[kind].resolve(html);
}
