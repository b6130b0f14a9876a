import type { Business } from '../../src/schemas/business.ts';
import { fold } from '../../src/text/normalize.ts';
import {
  AREA_SENTENCES,
  CLOSINGS,
  CONTRASTS_NEG_FIRST,
  CONTRASTS_POS_FIRST,
  CONTRASTS_SOFT,
  CREW_PLURAL,
  DEDUCTIBLES,
  DETAILS,
  DURATION_ADJ,
  DURATIONS,
  GENERIC_PEOPLE,
  GENERIC_WHO,
  HOUSES,
  INTENSIFIERS,
  MILD_COMPLAINTS,
  MIXED_OPENERS,
  MIXED_PERSON,
  MONTHS,
  NEG_OPENERS,
  ONE_LINERS,
  OPENERS,
  POS_OPENERS,
  PRICES,
  REPLY,
  ROOMS,
  SERVICE_PHRASES,
  THEMES,
  YEARS_SINCE,
  type ThemeBank,
} from './bank.ts';
import { avatarUrl, makeAuthor, randomDigits, randomString, URLSAFE } from './people.ts';
import { Rng, seedFrom } from './random.ts';
import { compileAll, expand, type Template } from './template.ts';
import { ulid } from '../../src/content/ulid.ts';

/** A review as written in content/reviews/*.json (a ReviewInput), fields in schema order. */
export interface GeneratedReview {
  id: string;
  author: string;
  author_avatar_url: string | null;
  rating: number;
  date: string;
  text: string | null;
  source: string;
  source_url: string | null;
  owner_reply: { text: string; date: string } | null;
  tags?: { technicians?: string[]; services?: string[]; service_areas?: string[] };
}

export interface GenerateOptions {
  count: number;
  seed: number | string;
  /** First possible review date, YYYY-MM-DD (default 2020-03-01). */
  startDate?: string;
  /** Last possible review date, YYYY-MM-DD (default 2026-11-15). Owner replies are never dated after it. */
  endDate?: string;
  business: Business;
}

export const DEFAULT_START = '2020-03-01';
export const DEFAULT_END = '2026-11-15';

/** Rating mix of a well-liked local roofer: index 0 is one star. */
const RATING_WEIGHTS = [6, 4, 5, 13, 72];
const RATING_ONLY_SHARE = 0.08;
/** Reply rate by rating; rating-only reviews get fewer replies. Overall about 35 %. */
const REPLY_RATE = [0, 0.8, 0.75, 0.55, 0.32, 0.3];
/** Reviews per calendar month (January first): jobs pick up with spring and summer hail. */
const MONTH_WEIGHTS = [0.6, 0.6, 0.8, 0.95, 1.1, 1.35, 1.6, 1.75, 1.6, 1.3, 1.0, 0.7];
const DAY_MS = 86_400_000;

const SOURCES = ['google', 'facebook', 'yelp', 'bbb', 'direct', 'nextdoor'];
const SOURCE_WEIGHTS = [60, 13, 9, 4, 8, 6];
const DEFAULT_PROFILES: Record<string, string> = {
  google: 'https://maps.google.com/?cid=0',
  facebook: 'https://www.facebook.com/roofer',
  yelp: 'https://www.yelp.com/biz/roofer',
  bbb: 'https://www.bbb.org/us/profile/roofer',
};

/** Everyday weights of the services of a roofer; unknown ids get 2. Storm damage rises after hail. */
const SERVICE_WEIGHTS: Record<string, number> = {
  'roof-replacement': 26,
  'roof-repair': 24,
  'storm-damage': 14,
  'roof-inspection': 6,
  'insurance-claims': 0,
  gutters: 8,
  skylights: 4,
  'emergency-tarping': 3,
  'attic-ventilation': 4,
  'flat-roofing': 3,
  'chimney-flashing': 6,
};

// ---------------------------------------------------------------------------------------------------------------
// Compiled banks (once per process)

interface CompiledTheme {
  bank: ThemeBank;
  pos: Template[];
  neg: Template[];
  posClause: Template[];
  negClause: Template[];
  mildNeg: Template[];
}

const THEME_TEMPLATES: CompiledTheme[] = THEMES.map((bank) => ({
  bank,
  pos: compileAll(bank.pos),
  neg: compileAll(bank.neg),
  posClause: compileAll(bank.posClause),
  negClause: compileAll(bank.negClause),
  mildNeg: compileAll(bank.mildNeg),
}));
const PERSON = THEME_TEMPLATES.find((t) => t.bank.id === 'person')!;
const T = {
  openers: compileAll(OPENERS),
  posOpeners: compileAll(POS_OPENERS),
  negOpeners: compileAll(NEG_OPENERS),
  mixedOpeners: compileAll(MIXED_OPENERS),
  details: compileAll(DETAILS),
  areas: compileAll(AREA_SENTENCES),
  areaOneLiners: compileAll([
    '[Best|The best] roofers in {area}[!|.]',
    '[Great|Excellent|Honest] roofing company in {area}[.|!]',
  ]),
  oneLiners: Object.fromEntries(Object.entries(ONE_LINERS).map(([k, v]) => [k, compileAll(v)])) as Record<
    string,
    Template[]
  >,
  closings: Object.fromEntries(Object.entries(CLOSINGS).map(([k, v]) => [k, compileAll(v)])) as Record<
    string,
    Template[]
  >,
  posFirst: compileAll(CONTRASTS_POS_FIRST),
  negFirst: compileAll(CONTRASTS_NEG_FIRST),
  soft: compileAll(CONTRASTS_SOFT),
  mild: compileAll(MILD_COMPLAINTS),
  mixedPerson: compileAll(MIXED_PERSON),
  concession: compileAll([
    '[To be fair|In fairness|I will say], {P}.',
    '[The one positive|The only good thing] [is|was] that {P}.',
  ]),
  rooms: compileAll(ROOMS),
};
const REPLY_T = Object.fromEntries(Object.entries(REPLY).map(([k, v]) => [k, compileAll(v)])) as Record<
  keyof typeof REPLY,
  Template[]
>;

interface ServiceInfo {
  id: string;
  kind: string;
  noun: Template[];
  done: Template[];
  do: Template[];
  work: Template[];
  problems: Template[];
}

function serviceInfo(service: Business['services'][number]): ServiceInfo {
  const known = SERVICE_PHRASES[service.id];
  if (known) {
    return {
      id: service.id,
      kind: known.kind,
      noun: compileAll(known.noun),
      done: compileAll(known.done),
      do: compileAll(known.do),
      work: compileAll(known.work),
      problems: compileAll(known.problems),
    };
  }
  const label = service.label.toLowerCase();
  return {
    id: service.id,
    kind: 'X',
    noun: compileAll([label]),
    done: compileAll([`took care of the ${label}`]),
    do: compileAll([`help with ${label}`]),
    work: compileAll(['the work', 'the job']),
    problems: compileAll(['a problem with our roof']),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Technicians

interface TechInfo {
  id: string;
  first: string;
  /** Folded names the site's mention resolver knows (full name, first name, aliases). */
  known: Set<string>;
  /** Ways a customer writes the name, with weights. */
  forms: string[];
  formWeights: number[];
  /** "the crew lead", when the role is simple enough to stand for the person. */
  rolePhrase: string | null;
  office: boolean;
  /** Service ids this technician is known for. */
  services: Set<string>;
}

function stem(word: string): string {
  return word.toLowerCase().replace(/s$/, '');
}

function sharesWord(roleWords: string[], serviceWords: string[]): boolean {
  return roleWords.some((r) =>
    serviceWords.some((s) => r === s || (r.length >= 6 && s.length >= 6 && r.slice(0, 6) === s.slice(0, 6))),
  );
}

function techInfo(tech: Business['technicians'][number], business: Business): TechInfo {
  const first = tech.name.trim().split(/\s+/)[0] ?? tech.name;
  const forms = [tech.name];
  const weights = [0.18];
  if (first.length >= 3 && first !== tech.name) {
    forms.push(first);
    weights.push(0.37);
  }
  for (const alias of tech.aliases) {
    forms.push(alias);
    weights.push(0.45 / Math.max(1, tech.aliases.length));
  }
  const roleWords = tech.role
    .split(/[^A-Za-z]+/)
    .filter((w) => w.length > 3)
    .map(stem);
  const services = new Set<string>();
  for (const s of business.services) {
    const words = s.id
      .split('-')
      .filter((w) => w !== 'roof' && w !== 'roofing')
      .map(stem);
    if (sharesWord(roleWords, words)) services.add(s.id);
  }
  const head = tech.role.split(',')[0]!.trim().toLowerCase();
  return {
    id: tech.id,
    first,
    known: new Set(forms.map((f) => fold(f))),
    forms,
    formWeights: weights,
    rolePhrase: head && !head.includes(' and ') ? `the ${head}` : null,
    office: /manag|estimat|insurance|sales|office|coordinat/i.test(tech.role),
    services,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Dates

function parseDate(text: string, name: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) throw new Error(`${name} must be YYYY-MM-DD, got "${text}"`);
  const ms = Date.UTC(Number(text.slice(0, 4)), Number(text.slice(5, 7)) - 1, Number(text.slice(8, 10)));
  if (new Date(ms).toISOString().slice(0, 10) !== text) throw new Error(`${name} is not a calendar date: ${text}`);
  return ms;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

interface Calendar {
  startMs: number;
  days: number;
  cumulative: Float64Array;
  /** Share of a day's weight that comes from a recent hailstorm (0..1). */
  storminess: Float32Array;
}

function buildCalendar(startMs: number, endMs: number, rng: Rng): Calendar {
  const days = Math.round((endMs - startMs) / DAY_MS) + 1;
  const base = new Float64Array(days);
  const bump = new Float64Array(days);
  for (let i = 0; i < days; i++) {
    const d = new Date(startMs + i * DAY_MS);
    const yearsIn = i / 365;
    base[i] = MONTH_WEIGHTS[d.getUTCMonth()]! * (1 + 0.12 * yearsIn);
  }
  // Hailstorms: one to three a season, each followed by weeks of calls, jobs and then reviews.
  const firstYear = new Date(startMs).getUTCFullYear();
  const lastYear = new Date(endMs).getUTCFullYear();
  for (let year = firstYear; year <= lastYear; year++) {
    const storms = rng.weighted([0, 1, 2, 3], [1, 4, 3, 1]);
    for (let s = 0; s < storms; s++) {
      const stormMs = Date.UTC(year, 4, 10) + rng.int(0, 100) * DAY_MS; // May 10 .. Aug 18
      const size = 0.8 + rng.next() * 2.2;
      for (let lag = 5; lag <= 120; lag++) {
        const i = Math.round((stormMs - startMs) / DAY_MS) + lag;
        if (i < 0 || i >= days) continue;
        bump[i] += size * Math.exp(-(lag - 5) / 35) * (lag < 20 ? lag / 20 : 1);
      }
    }
  }
  const cumulative = new Float64Array(days);
  const storminess = new Float32Array(days);
  let total = 0;
  for (let i = 0; i < days; i++) {
    const w = base[i]! + bump[i]!;
    total += w;
    cumulative[i] = total;
    storminess[i] = bump[i]! / w;
  }
  return { startMs, days, cumulative, storminess };
}

function sampleDay(cal: Calendar, rng: Rng): number {
  const target = rng.next() * cal.cumulative[cal.days - 1]!;
  let lo = 0;
  let hi = cal.days - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cal.cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * Ratings in the target mix exactly (largest remainder), in shuffled order, so that a few hundred reviews already
 * show the mix instead of a sampling accident.
 */
function ratingMix(count: number, rng: Rng): Uint8Array {
  const total = RATING_WEIGHTS.reduce((a, b) => a + b, 0);
  const exact = RATING_WEIGHTS.map((w) => (count * w) / total);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, k) => [x - Math.floor(x), k] as const).sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  for (let left = count - counts.reduce((a, b) => a + b, 0), j = 0; left > 0; left--, j++) counts[order[j]![1]]!++;
  const out = new Uint8Array(count);
  let at = 0;
  counts.forEach((c, k) => out.fill(k + 1, at, (at += c)));
  return shuffleBytes(out, rng);
}

/** `count` flags of which exactly `hits` are set, at random places. */
function spread(count: number, hits: number, rng: Rng): Uint8Array {
  return shuffleBytes(new Uint8Array(count).fill(1, 0, hits), rng);
}

function shuffleBytes(out: Uint8Array, rng: Rng): Uint8Array {
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const t = out[i]!;
    out[i] = out[j]!;
    out[j] = t;
  }
  return out;
}

/** The month of the job: a month or so before the review; hail work goes back to the last hail month (May-Aug). */
function jobMonth(reviewMonth: number, hail: boolean, rng: Rng): number {
  const m = (reviewMonth + 12 - rng.int(0, 1)) % 12;
  if (!hail || (m >= 4 && m <= 7)) return m;
  if (m === 8 || m === 9) return rng.int(5, 7);
  return rng.int(4, 7);
}

// ---------------------------------------------------------------------------------------------------------------
// One review's text

type Polarity = 'pos' | 'neg';

interface TechRef {
  info: TechInfo;
  form: string;
  named: boolean;
  roleOnly: boolean;
}

interface Ctx {
  rng: Rng;
  rating: number;
  kind: string;
  big: boolean;
  service: ServiceInfo;
  we: boolean;
  insurance: boolean;
  field: TechRef | null;
  office: TechRef | null;
  /** Role of the theme being written: which technician {tech} means. */
  role: 'field' | 'office';
  area: string | null;
  areaUsed: boolean;
  negLabel: string | null;
  month: string;
  /** 0-11, month of the review's date. */
  reviewMonth: number;
  room: string;
  house: string;
  dur: string;
  durjob: string;
  price: string;
  extra: string;
  deductible: string;
  coShort: string;
  coFull: string;
  used: Set<Template>;
  P: string;
  N: string;
}

function money(n: number): string {
  return `$${String(Math.round(n)).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

function round(n: number, step: number): number {
  return Math.max(step, Math.round(n / step) * step);
}

/** The technician as this customer writes them; after the first time, "Jake Sorenson" becomes "Jake". */
function techName(ctx: Ctx, ref: TechRef): string {
  if (ref.named && !ref.roleOnly) {
    const first = ref.form.split(' ')[0]!;
    if (first !== ref.form && ref.info.known.has(fold(first)) && ctx.rng.chance(0.8)) return first;
  }
  ref.named = true;
  return ref.form;
}

/** The named technician for a role, if the review names one. Small jobs: the one tech does everything. */
function techFor(ctx: Ctx, role: 'field' | 'office'): TechRef | null {
  if (role === 'field') return ctx.field ?? (ctx.big ? null : ctx.office);
  return ctx.office ?? (ctx.big ? null : ctx.field);
}

/** How a template fills a slot (the slot list: the header of bank.ts). */
type SlotFiller = (ctx: Ctx, sub: (list: Template[]) => string) => string;

/** The slot fillers, one per slot of the bank's mini-language, in the order of bank.ts's slot list. */
const SLOT_FILLERS: Record<string, SlotFiller> = {
  tech: (ctx) => {
    const ref = techFor(ctx, ctx.role);
    if (ref) return techName(ctx, ref);
    return ctx.rng.pick(GENERIC_PEOPLE[ctx.role][ctx.big ? 'big' : 'small']);
  },
  'tech!': (ctx, sub) => SLOT_FILLERS.tech!(ctx, sub),
  who: (ctx) => {
    const ref = techFor(ctx, 'field');
    if (ref && (!ref.named || ctx.rng.chance(0.5))) return techName(ctx, ref);
    return ctx.rng.pick(GENERIC_WHO[ctx.big ? 'big' : 'small']);
  },
  techcrew: (ctx) => {
    const ref = techFor(ctx, 'field');
    if (ref && (!ref.named || ctx.rng.chance(0.5))) {
      const n = techName(ctx, ref);
      if (ref.roleOnly) return `${n} and the guys`;
      return ctx.rng.chance(0.6) ? `${n} and the crew` : `${n}'s crew`;
    }
    return 'the guys';
  },
  crew: (ctx) => ctx.rng.pick(CREW_PLURAL),
  co: (ctx) => ctx.rng.weighted([ctx.coShort, ctx.coFull, 'these guys', 'this company'], [5, 2, 1.5, 1.5]),
  cosub: (ctx) => ctx.rng.weighted([ctx.coShort, ctx.coFull, 'this company'], [6, 2, 1.5]),
  coname: (ctx) => ctx.rng.weighted([ctx.coShort, ctx.coFull], [3, 1]),
  we: (ctx) => (ctx.we ? 'we' : 'I'),
  us: (ctx) => (ctx.we ? 'us' : 'me'),
  our: (ctx) => (ctx.we ? 'our' : 'my'),
  ourselves: (ctx) => (ctx.we ? 'ourselves' : 'myself'),
  were: (ctx) => (ctx.we ? 'were' : 'was'),
  are: (ctx) => (ctx.we ? 'are' : 'am'),
  svc: (ctx, sub) => sub(ctx.service.noun),
  svcdone: (ctx, sub) => sub(ctx.service.done),
  svcdo: (ctx, sub) => sub(ctx.service.do),
  work: (ctx, sub) => sub(ctx.service.work),
  problem: (ctx, sub) => {
    if (ctx.kind !== 'V') return sub(ctx.service.problems);
    // Ice dams in winter, a hot attic in summer.
    const winter = ctx.reviewMonth <= 3 || ctx.reviewMonth >= 10;
    const seasonal = ctx.service.problems.filter((t) => /ice|frost/.test(t.source) === winter);
    return sub(seasonal.length ? seasonal : ctx.service.problems);
  },
  when: (ctx) => {
    const m = ctx.reviewMonth;
    const options = ['a few weeks ago', 'recently', `in ${ctx.month}`, `back in ${ctx.month}`, 'last month'];
    if (m >= 4 && m <= 8) options.push('this spring');
    if (m >= 7 && m <= 10) options.push('this summer');
    if (m >= 10) options.push('this fall');
    if (m <= 3) options.push('last fall', 'last year');
    return ctx.rng.pick(options);
  },
  room: (ctx) => ctx.room,
  house: (ctx) => ctx.house,
  month: (ctx) => ctx.month,
  area: (ctx) => {
    ctx.areaUsed = true;
    return ctx.area ?? 'town';
  },
  inarea: (ctx) => {
    if (!ctx.area || ctx.areaUsed) return '';
    ctx.areaUsed = true;
    return ` in ${ctx.area}`;
  },
  very: (ctx) => ctx.rng.pick(INTENSIFIERS),
  dur: (ctx) => ctx.dur,
  durjob: (ctx) => ctx.durjob,
  price: (ctx) => ctx.price,
  extra: (ctx) => ctx.extra,
  deductible: (ctx) => ctx.deductible,
  years: (ctx) => ctx.rng.pick(YEARS_SINCE),
  label: (ctx) => ctx.negLabel ?? 'a few small things',
  P: (ctx) => ctx.P,
  N: (ctx) => ctx.N,
};

function fill(ctx: Ctx, name: string): string {
  const filler = SLOT_FILLERS[name];
  if (!filler) throw new Error(`unknown slot {${name}}`);
  return filler(ctx, (list) => expand(ctx.rng.pick(list), ctx.rng, (n) => fill(ctx, n)));
}

function fits(t: Template, kind: string): boolean {
  return t.kinds === null || t.kinds.includes(kind);
}

const fittingCache = new WeakMap<Template[], Map<string, Template[]>>();

/** The templates of a pool that fit a job kind (cached: pools are long-lived). */
function fitting(pool: Template[], kind: string): Template[] {
  let byKind = fittingCache.get(pool);
  if (!byKind) fittingCache.set(pool, (byKind = new Map()));
  let list = byKind.get(kind);
  if (!list) byKind.set(kind, (list = pool.filter((t) => fits(t, kind))));
  return list;
}

const TECH_SLOTS = ['tech', 'tech!', 'who', 'techcrew'];
/** Themes with enough facets for two sentences in one review. */
const RICH_THEMES = new Set([
  'workmanship',
  'cleanup',
  'communication',
  'professionalism',
  'technical',
  'insurance',
  'warranty',
]);
const SERVICE_SLOTS = ['svc', 'svcdone', 'svcdo', 'work', 'problem'];

function mentionsTech(t: Template): boolean {
  return TECH_SLOTS.some((s) => t.slots.has(s));
}

/**
 * Picks a template that fits the job, not used yet in this review. With `preferTech`, favours templates that name
 * the technician; with `noTech`, avoids {tech} (for lines that make no sense with a generic role).
 */
function choose(
  ctx: Ctx,
  pool: Template[],
  opts: { preferTech?: boolean; noTech?: boolean; preferArea?: boolean; preferService?: boolean } = {},
): Template | null {
  let candidates = fitting(pool, ctx.kind).filter((t) => !ctx.used.has(t));
  if (opts.noTech) candidates = candidates.filter((t) => !t.slots.has('tech') && !t.slots.has('tech!'));
  // "Thanks {tech!}!" needs a name, not "the crew lead".
  const ref = techFor(ctx, ctx.role);
  if (!ref || ref.roleOnly) candidates = candidates.filter((t) => !t.slots.has('tech!'));
  if (!candidates.length) return null;
  if (opts.preferTech && ctx.rng.chance(0.65)) {
    const withTech = candidates.filter(mentionsTech);
    if (withTech.length) candidates = withTech;
  } else if (!opts.preferTech && (ctx.field?.named || ctx.office?.named) && ctx.rng.chance(0.6)) {
    // The technician is already named: do not name them in every sentence.
    const without = candidates.filter((t) => !t.slots.has('tech'));
    if (without.length) candidates = without;
  }
  if (opts.preferService && ctx.rng.chance(0.7)) {
    const withService = candidates.filter((t) => SERVICE_SLOTS.some((s) => t.slots.has(s)));
    if (withService.length) candidates = withService;
  }
  if (opts.preferArea && ctx.rng.chance(0.7)) {
    const withArea = candidates.filter((t) => t.slots.has('inarea'));
    if (withArea.length) candidates = withArea;
  }
  const t = ctx.rng.pick(candidates);
  ctx.used.add(t);
  return t;
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function sentence(ctx: Ctx, t: Template): string {
  let s = capitalize(expand(t, ctx.rng, (n) => fill(ctx, n)).trim()).replace(
    /(?<!\b[A-Z]\.[A-Z]|\bMs|\bMrs|\bMr|\bDr)([.!?] )([a-z])/g,
    (_, a: string, b: string) => a + b.toUpperCase(),
  );
  if (!/[.!?]$/.test(s)) s += '.';
  return s;
}

function clause(ctx: Ctx, t: Template): string {
  return expand(t, ctx.rng, (n) => fill(ctx, n));
}

function techPending(ctx: Ctx, role: 'field' | 'office'): boolean {
  const ref = techFor(ctx, role);
  return !!ref && !ref.named;
}

interface Piece {
  text: string;
  paragraph: number;
}

function themeWeight(theme: ThemeBank, negative: boolean): number {
  return negative ? theme.negWeight : theme.weight;
}

function pickThemes(ctx: Ctx, n: number, negativeLean: boolean): CompiledTheme[] {
  const rng = ctx.rng;
  const named = !!(ctx.field || ctx.office);
  const pool = THEME_TEMPLATES.filter(
    (t) =>
      (t.bank.kinds === null || t.bank.kinds.includes(ctx.kind)) &&
      t.bank.id !== 'insurance' &&
      (t.bank.id !== 'person' || named),
  );
  const chosen: CompiledTheme[] = [];
  if (ctx.insurance && rng.chance(0.75)) chosen.push(THEME_TEMPLATES.find((t) => t.bank.id === 'insurance')!);
  const remaining = [...pool];
  while (chosen.length < n && remaining.length) {
    const i = rng.weightedIndex(remaining.map((t) => themeWeight(t.bank, negativeLean)));
    chosen.push(remaining.splice(i, 1)[0]!);
  }
  return chosen.sort((a, b) => a.bank.order - b.bank.order);
}

function polarities(rating: number, n: number, rng: Rng): Polarity[] {
  const out: Polarity[] = [];
  if (rating === 5) return Array(n).fill('pos');
  if (rating === 4) {
    for (let i = 0; i < n; i++) out.push('pos');
    if (n >= 2 && rng.chance(0.6)) out[rng.int(0, n - 1)] = 'neg';
    return out;
  }
  if (rating === 3) {
    for (let i = 0; i < n; i++) out.push(rng.chance(0.5) ? 'pos' : 'neg');
    if (!out.includes('pos')) out[rng.int(0, n - 1)] = 'pos';
    if (!out.includes('neg')) {
      const i = out.indexOf('pos');
      out[(i + 1 + rng.int(0, n - 2)) % n] = 'neg';
    }
    return out;
  }
  for (let i = 0; i < n; i++) out.push('neg');
  const concession = rating === 2 ? 0.55 : 0.2;
  if (n >= 2 && rng.chance(concession)) out[rng.int(0, n - 1)] = 'pos';
  return out;
}

/** Sentences about the themes, in story order, with contrasts ("X, but Y") where the mood is mixed. */
function themeSentences(ctx: Ctx, themes: CompiledTheme[], pols: Polarity[], long: boolean): Piece[] {
  const rng = ctx.rng;
  const out: Piece[] = [];
  const r = ctx.rating;
  let concession: Piece | null = null;
  for (let i = 0; i < themes.length; i++) {
    const theme = themes[i]!;
    const pol = pols[i]!;
    ctx.role = theme.bank.role;
    const next = themes[i + 1];
    const nextPol = pols[i + 1];
    if (pol === 'neg' && !ctx.negLabel) ctx.negLabel = theme.bank.label;
    // A contrast joins this theme with the next one when their moods differ.
    if (next && nextPol && nextPol !== pol && rng.chance(r === 3 ? 0.5 : 0.4)) {
      const posTheme = pol === 'pos' ? theme : next;
      const negTheme = pol === 'pos' ? next : theme;
      if (!ctx.negLabel) ctx.negLabel = negTheme.bank.label;
      ctx.role = posTheme.bank.role;
      const pT = choose(ctx, posTheme.posClause, { preferTech: techPending(ctx, ctx.role) });
      ctx.role = negTheme.bank.role;
      const nT = choose(ctx, r === 4 && negTheme.mildNeg.length ? negTheme.mildNeg : negTheme.negClause, {
        preferTech: techPending(ctx, ctx.role),
      });
      if (pT && nT) {
        ctx.role = posTheme.bank.role;
        ctx.P = clause(ctx, pT);
        ctx.role = negTheme.bank.role;
        ctx.N = clause(ctx, nT);
        const frames =
          r === 4
            ? T.soft
            : r === 3
              ? rng.chance(0.8)
                ? T.posFirst
                : T.negFirst
              : rng.chance(0.75)
                ? T.negFirst
                : T.posFirst;
        const frame = choose(ctx, frames) ?? rng.pick(frames);
        out.push({ text: sentence(ctx, frame), paragraph: theme.bank.paragraph });
        i++;
        continue;
      }
    }
    ctx.role = theme.bank.role;
    if (pol === 'neg' && r === 4) {
      const t = choose(ctx, theme.mildNeg.length ? theme.mildNeg : theme.negClause);
      if (!t) continue;
      ctx.N = clause(ctx, t);
      out.push({ text: sentence(ctx, choose(ctx, T.mild) ?? rng.pick(T.mild)), paragraph: theme.bank.paragraph });
      continue;
    }
    if (pol === 'pos' && r <= 2) {
      // "To be fair, ..." reads right after a complaint, not before it.
      const t = choose(ctx, theme.posClause);
      if (!t) continue;
      ctx.P = clause(ctx, t);
      concession = {
        text: sentence(ctx, choose(ctx, T.concession) ?? rng.pick(T.concession)),
        paragraph: theme.bank.paragraph,
      };
      if (out.length) {
        out.push(concession);
        concession = null;
      }
      continue;
    }
    const pool = pol === 'pos' ? theme.pos : theme.neg;
    const sentences = long && RICH_THEMES.has(theme.bank.id) && rng.chance(0.2) ? 2 : 1;
    for (let k = 0; k < sentences; k++) {
      const t = choose(ctx, pool, {
        preferTech: techPending(ctx, theme.bank.role),
        noTech: theme.bank.id === 'person' && !techFor(ctx, ctx.role),
      });
      if (t) out.push({ text: sentence(ctx, t), paragraph: theme.bank.paragraph });
    }
    if (concession && out.length) {
      out.push(concession);
      concession = null;
    }
  }
  if (concession) out.push(concession);
  return out;
}

/** A sentence about a technician the review means to name but has not yet. */
function personSentence(ctx: Ctx, role: 'field' | 'office'): string | null {
  ctx.role = role;
  const pool =
    ctx.rating >= 4 ? PERSON.pos : ctx.rating <= 2 ? PERSON.neg : ctx.rng.chance(0.6) ? T.mixedPerson : PERSON.neg;
  const t = choose(ctx, pool);
  return t ? sentence(ctx, t) : null;
}

function closing(ctx: Ctx): string | null {
  const named = !!(ctx.field || ctx.office);
  let pool = T.closings[String(ctx.rating)]!;
  if (!named) pool = pool.filter((t) => !t.slots.has('tech'));
  if (!ctx.negLabel) pool = pool.filter((t) => !t.slots.has('label'));
  ctx.role = 'field';
  const t = choose(ctx, pool);
  return t ? sentence(ctx, t) : null;
}

function finish(text: string): string {
  return text
    .replace(/\bI're\b/g, "I'm")
    .replace(/\bI are\b/g, 'I am')
    .replace(/\.\./g, '.')
    .replace(/([!?])\./g, '$1')
    .replace(/ {2,}/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim();
}

function composeText(ctx: Ctx): string {
  const rng = ctx.rng;
  const r = ctx.rating;
  const lengthWeights: Record<number, number[]> = {
    5: [38, 44, 18],
    4: [22, 50, 28],
    3: [18, 47, 35],
    2: [18, 42, 40],
    1: [25, 40, 35],
  };
  const length = rng.weighted(['short', 'medium', 'long'] as const, lengthWeights[r]!);

  if (length === 'short') {
    ctx.role = ctx.field || !ctx.office ? 'field' : 'office';
    const named = !!(ctx.field || ctx.office);
    let text: string;
    if (ctx.area && r === 5 && rng.chance(0.6)) {
      text = sentence(ctx, rng.pick(T.areaOneLiners));
    } else {
      const pool = T.oneLiners[String(r)]!;
      const t = choose(ctx, named ? pool : pool.filter((x) => !x.slots.has('tech') && !x.slots.has('tech!')), {
        preferTech: named && rng.chance(0.5),
        preferService: true,
      });
      text = t ? sentence(ctx, t) : 'Good.';
    }
    const parts = [text];
    if (named && !(ctx.field?.named || ctx.office?.named)) {
      const p = personSentence(ctx, ctx.field ? 'field' : 'office');
      if (p) parts.push(p);
    }
    if (!/recommend|avoid|stay away|again/i.test(text) && rng.chance(0.3)) {
      const c = closing(ctx);
      if (c) parts.push(c);
    }
    return finish(parts.join(' '));
  }

  const long = length === 'long';
  const pieces: Piece[] = [];
  // Opening: the job, sometimes with the mood up front.
  const moodPool = r >= 4 ? T.posOpeners : r === 3 ? T.mixedOpeners : T.negOpeners;
  if (rng.chance(long ? 0.22 : 0.14)) {
    const t = choose(ctx, moodPool);
    if (t) pieces.push({ text: sentence(ctx, t), paragraph: 1 });
  }
  if (rng.chance(long ? 0.97 : 0.9)) {
    const t = choose(ctx, T.openers, { preferArea: !!ctx.area, preferService: true });
    if (t) pieces.push({ text: sentence(ctx, t), paragraph: 1 });
  }
  if (long) {
    const details = rng.weighted([0, 1, 2], [3, 5, 2]);
    for (let k = 0; k < details; k++) {
      const t = choose(ctx, T.details);
      if (t) pieces.push({ text: sentence(ctx, t), paragraph: 1 });
    }
  }
  if (ctx.area && !ctx.areaUsed) {
    const t = choose(ctx, T.areas);
    if (t) pieces.splice(Math.min(pieces.length, 1 + rng.int(0, 1)), 0, { text: sentence(ctx, t), paragraph: 1 });
  }

  const n = long ? (rng.chance(0.15) ? rng.int(6, 9) : rng.int(3, 6)) : rng.int(1, 3);
  const themes = pickThemes(ctx, r === 3 ? Math.max(2, n) : n, r <= 2);
  const pols = polarities(r, themes.length, rng);
  const body = themeSentences(ctx, themes, pols, long);
  pieces.push(...body);

  for (const role of ['field', 'office'] as const) {
    const ref = role === 'field' ? ctx.field : ctx.office;
    if (ref && !ref.named) {
      const p = personSentence(ctx, role);
      if (p) {
        const at = pieces.findIndex((x) => x.paragraph >= 2);
        pieces.splice(at < 0 ? pieces.length : at + rng.int(0, 1), 0, { text: p, paragraph: 2 });
      }
    }
  }

  if (rng.chance(long ? 0.85 : 0.65)) {
    const c = closing(ctx);
    if (c) pieces.push({ text: c, paragraph: 4 });
  }
  if (!pieces.length) pieces.push({ text: sentence(ctx, choose(ctx, T.openers) ?? T.openers[0]!), paragraph: 1 });

  // A little enthusiasm in happy reviews.
  if (r === 5) {
    for (const p of pieces) if (p.text.endsWith('.') && rng.chance(0.1)) p.text = `${p.text.slice(0, -1)}!`;
  }

  let text: string;
  if (!long || pieces.length < 6) {
    const closingAlone = pieces.length > 2 && pieces[pieces.length - 1]!.paragraph === 4 && rng.chance(0.12);
    text = closingAlone
      ? `${pieces
          .slice(0, -1)
          .map((p) => p.text)
          .join(' ')}\n\n${pieces[pieces.length - 1]!.text}`
      : pieces.map((p) => p.text).join(' ');
  } else {
    // Paragraphs follow the story: the job, the crew at work, the aftermath; the verdict alone or with the last.
    const closingOwn = rng.chance(0.5);
    const groups: string[][] = [];
    let current = -1;
    for (const p of pieces) {
      const para = p.paragraph === 4 && !closingOwn ? current : p.paragraph;
      if (para !== current || !groups.length) {
        groups.push([]);
        current = para;
      }
      groups[groups.length - 1]!.push(p.text);
    }
    text = groups.map((g) => g.join(' ')).join('\n\n');
  }
  if (r >= 4 && length === 'medium' && rng.chance(0.04)) text = text.toLowerCase();
  return finish(text);
}

// ---------------------------------------------------------------------------------------------------------------
// Owner reply

function composeReply(ctx: Ctx, greet: string, hasText: boolean, business: Business): string {
  const rng = ctx.rng;
  const r = ctx.rating;
  const short = ctx.coShort;
  const phone = business.telephone.replace(/^\+1[-\s]?/, '');
  const named = ctx.field ?? ctx.office;
  const replyFill = (n: string): string => {
    switch (n) {
      case 'name':
        return greet;
      case 'techfirst':
        return named ? named.info.first : 'the crew';
      case 'phone':
        return phone;
      case 'email':
        return business.email;
      case 'short':
        return short;
      case 'work':
        return fill(ctx, n).replace(/^our /, 'your ');
      default:
        return fill(ctx, n);
    }
  };
  const say = (list: Template[], filter?: (t: Template) => boolean) => {
    const fitting = list.filter((t) => fits(t, ctx.kind));
    const pool = filter ? fitting.filter(filter) : fitting;
    return capitalize(expand(rng.pick(pool.length ? pool : fitting.length ? fitting : list), rng, replyFill).trim());
  };
  const parts: string[] = [];
  // No "Thank you, Greg!" above an apology.
  const calm = (t: Template) => r >= 3 || !/thank|!/i.test(t.source);
  if (!hasText) {
    const withName = (t: Template) => (greet ? true : !t.slots.has('name'));
    if (r === 5) return say(REPLY_T.ratingOnlyPos, withName);
    if (r === 4) return say(REPLY_T.ratingOnlyPos, (t) => withName(t) && !t.source.includes('five'));
    if (r === 3) return say(REPLY_T.ratingOnlyMid);
    return say(rng.chance(0.3) ? REPLY_T.noRecord : REPLY_T.ratingOnlyNeg);
  }
  const greeting = greet ? say(REPLY_T.greetings, calm) : say(REPLY_T.greetingsNoName, calm);
  if (greeting) parts.push(greeting);
  const noThanks = (t: Template) => !/^thank/i.test(t.source);
  if (r >= 4) {
    parts.push(say(REPLY_T.thanks, /thank/i.test(greeting) ? noThanks : undefined));
    const specifics = rng.int(0, 2);
    const pool = REPLY_T.specific.filter((t) => fits(t, ctx.kind) && (named || !t.slots.has('techfirst')));
    const picked = rng.shuffle([...pool]).slice(0, specifics);
    for (const t of picked) parts.push(capitalize(expand(t, rng, replyFill)));
    if (r === 4 && ctx.negLabel && rng.chance(0.6)) parts.push(say(REPLY_T.issue));
  } else if (r === 3) {
    parts.push(say(REPLY_T.mixedAck));
    if (ctx.negLabel) parts.push(say(REPLY_T.issue));
    const hope = REPLY_T.specific.filter((t) => t.source.includes('We hope') && fits(t, ctx.kind));
    if (hope.length && rng.chance(0.4)) parts.push(say(hope));
    if (rng.chance(0.5)) parts.push(say(REPLY_T.makeRight));
  } else {
    parts.push(say(REPLY_T.apology));
    if (rng.chance(0.04)) {
      parts.push(say(REPLY_T.noRecord));
    } else {
      if (ctx.negLabel && rng.chance(0.5)) parts.push(say(REPLY_T.issue));
      parts.push(say(REPLY_T.makeRight));
    }
  }
  const sign = expand(rng.pick(REPLY_T.signoffs), rng, replyFill);
  // "Hi Dana," opens a letter: the reply starts on the next paragraph.
  const opener = parts[0] === greeting && greeting.endsWith(',') ? parts.shift()! : '';
  let body = finish(parts.join(' '));
  if (opener) {
    // A short reply keeps the greeting on its line: "Nadia, we really appreciate ..."
    const inline = parts.length <= 2 && !/^I\b/.test(body) && rng.chance(0.6);
    body = inline ? `${opener} ${body.charAt(0).toLowerCase()}${body.slice(1)}` : `${opener}\n\n${body}`;
  }
  return sign ? `${body}\n\n${sign}` : body;
}

// ---------------------------------------------------------------------------------------------------------------

function shortName(business: Business): { short: string; full: string } {
  const full = business.name.split(/\s+&\s+|,/)[0]!.trim();
  const short = full.replace(/\s+(Roofing|Exteriors|Construction|Company|Co\.?|LLC|Inc\.?)$/i, '').trim() || full;
  return { short, full };
}

function sourceUrl(rng: Rng, source: string, profiles: Record<string, string>): string | null {
  const profile = profiles[source] ?? DEFAULT_PROFILES[source];
  switch (source) {
    case 'google':
      return rng.chance(0.7) ? `https://maps.app.goo.gl/${randomString(rng, 17)}` : null;
    case 'facebook':
      return rng.chance(0.55) ? `${profile}/posts/${randomDigits(rng, 16)}` : null;
    case 'yelp':
      return rng.chance(0.8) ? `${profile}?hrid=${randomString(rng, 22, URLSAFE)}` : null;
    case 'bbb':
      return rng.chance(0.6) ? `${profile}/customer-reviews#review-${randomDigits(rng, 7)}` : null;
    case 'nextdoor':
      return rng.chance(0.5) ? `https://nextdoor.com/p/${randomString(rng, 12)}` : null;
    default:
      return null;
  }
}

const AVATAR_RATE: Record<string, number> = { google: 0.24, facebook: 0.3, yelp: 0.35, nextdoor: 0.2 };

/** Deterministic synthetic reviews for `business`: same options, same reviews, oldest first. */
export function generateReviews(options: GenerateOptions): GeneratedReview[] {
  const { count, business } = options;
  if (!Number.isInteger(count) || count < 0) throw new Error(`count must be a non-negative integer, got ${count}`);
  const startMs = parseDate(options.startDate ?? DEFAULT_START, 'startDate');
  const endMs = parseDate(options.endDate ?? DEFAULT_END, 'endDate');
  if (endMs < startMs) throw new Error('endDate is before startDate');
  const rng = new Rng(seedFrom(options.seed));

  const calendar = buildCalendar(startMs, endMs, rng.fork());
  const dayRng = rng.fork();
  const days = new Int32Array(count);
  for (let i = 0; i < count; i++) days[i] = sampleDay(calendar, dayRng);
  days.sort();

  const services = business.services.map(serviceInfo);
  const baseServiceWeights = services.map((s) => SERVICE_WEIGHTS[s.id] ?? 2);
  const techs = business.technicians.map((t) => techInfo(t, business));
  const officeTechs = techs.filter((t) => t.office);
  const { short: coShort, full: coFull } = shortName(business);
  const profiles: Record<string, string> = {};
  for (const p of business.profiles) profiles[p.source] ??= p.url;
  const insuranceService = business.services.find((s) => s.id === 'insurance-claims' || /insurance/i.test(s.label))?.id;

  const ratings = ratingMix(count, rng.fork());
  const ratingOnly = spread(count, Math.round(count * RATING_ONLY_SHARE), rng.fork());
  // Replies by systematic sampling: each review's reply probability adds up, a reply falls where the sum crosses
  // an integer; the overall share lands on its expectation even for a few hundred reviews.
  let replyAcc = rng.next();
  const ids = new Set<string>();
  const dayNames: string[] = [];
  const reviews: GeneratedReview[] = new Array(count);
  for (let i = 0; i < count; i++) {
    const r = rng.fork();
    const dayMs = startMs + days[i]! * DAY_MS;
    const date = (dayNames[days[i]!] ??= isoDay(dayMs));
    const month = new Date(dayMs).getUTCMonth();
    const stormy = calendar.storminess[days[i]!]!;

    let id = ulid(dayMs + r.int(13 * 3600_000, 24 * 3600_000 - 1), r);
    while (ids.has(id)) id = ulid(dayMs + r.int(13 * 3600_000, 24 * 3600_000 - 1), r);
    ids.add(id);

    const rating = ratings[i]!;
    const hasText = !ratingOnly[i];

    // The job.
    const weights = services.map((s, k) => {
      const w = baseServiceWeights[k]!;
      if (s.kind === 'S') return w * (1 + 5 * stormy);
      if (s.kind === 'R') return w * (1 + 1.2 * stormy);
      if (s.kind === 'V') return w * (month <= 3 || month >= 10 ? 2 : 0.6);
      return w;
    });
    const service = services[r.weightedIndex(weights)]!;
    const kind = service.kind;
    const insurance =
      !!insuranceService &&
      (kind === 'S'
        ? r.chance(0.85)
        : kind === 'R'
          ? r.chance(0.2 + 0.5 * stormy)
          : kind === 'T'
            ? r.chance(0.3)
            : false);
    const big = kind === 'R' || kind === 'S' || kind === 'F';

    // Who the review names.
    let field: TechRef | null = null;
    let office: TechRef | null = null;
    let tagTech: string | null = null;
    if (hasText && r.chance(0.56)) {
      const pickForm = (info: TechInfo): TechRef => {
        if (info.rolePhrase && r.chance(0.05)) {
          tagTech = info.id;
          return { info, form: info.rolePhrase, named: false, roleOnly: true };
        }
        return { info, form: r.weighted(info.forms, info.formWeights), named: false, roleOnly: false };
      };
      const fieldWeights = techs.map((t) => (t.services.has(service.id) ? 8 : 1) * (t.office ? 0.2 : 1));
      const officeWeights = officeTechs.map((t) =>
        insurance && insuranceService && t.services.has(insuranceService) ? 6 : 1,
      );
      const who =
        big && officeTechs.length
          ? r.weighted(['field', 'office', 'both'], [50, 25, 25])
          : r.chance(0.92)
            ? 'field'
            : 'office';
      if (who !== 'office' || !officeTechs.length) field = pickForm(r.weighted(techs, fieldWeights));
      if (who !== 'field' && officeTechs.length) {
        const o = r.weighted(officeTechs, officeWeights);
        if (o.id !== field?.info.id) office = pickForm(o);
      }
      // Only one role-only reference per review, so the tag names the right person.
      if (field?.roleOnly && office?.roleOnly) office = { ...office, form: office.info.forms[0]!, roleOnly: false };
      if (tagTech && !field?.roleOnly && !office?.roleOnly) tagTech = null;
    }

    const areaEntry = hasText && r.chance(0.26) ? r.pick(business.service_areas) : null;
    const area = areaEntry
      ? areaEntry.aliases.length && r.chance(0.25)
        ? r.pick(areaEntry.aliases)
        : areaEntry.name
      : null;
    const [lo, hi] = PRICES[kind] ?? PRICES.X!;
    const priceN = lo + r.next() * (hi - lo);
    const price = round(priceN, priceN >= 5000 ? 100 : 5);
    const extra = big ? round(price * (0.06 + r.next() * 0.14), 50) : round(75 + r.next() * 350, 5);

    const ctx: Ctx = {
      rng: r,
      rating,
      kind,
      big,
      service,
      we: r.chance(0.65),
      insurance,
      field,
      office,
      role: 'field',
      area,
      areaUsed: false,
      negLabel: null,
      month: MONTHS[jobMonth(month, kind === 'S' || insurance, r)]!,
      reviewMonth: month,
      room: expand(r.pick(T.rooms), r, () => ''),
      house: r.pick(HOUSES),
      dur: r.pick(DURATIONS[kind] ?? DURATIONS.X!),
      durjob: r.pick(DURATION_ADJ[kind] ?? DURATION_ADJ.X!),
      price: money(price),
      extra: money(extra),
      deductible: r.pick(DEDUCTIBLES),
      coShort,
      coFull,
      used: new Set(),
      P: '',
      N: '',
    };

    const text = hasText ? composeText(ctx) : null;

    const source = hasText
      ? r.weighted(
          SOURCES,
          SOURCE_WEIGHTS.map((w, k) =>
            rating <= 2 && SOURCES[k] === 'bbb' ? w * 3 : rating <= 2 && SOURCES[k] === 'yelp' ? w * 1.5 : w,
          ),
        )
      : r.weighted(['google', 'facebook'], [78, 22]);
    const author = makeAuthor(r);
    const avatar = r.chance(AVATAR_RATE[source] ?? 0) ? avatarUrl(r, source) : null;
    const url = sourceUrl(r, source, profiles);

    let ownerReply: GeneratedReview['owner_reply'] = null;
    const replyBefore = Math.floor(replyAcc);
    replyAcc += REPLY_RATE[rating]! * (hasText ? 1 : 0.6);
    if (Math.floor(replyAcc) > replyBefore) {
      const lag = r.chance(0.6) ? r.int(0, 3) : r.int(4, 10);
      const replyMs = Math.min(dayMs + lag * DAY_MS, endMs);
      ownerReply = { text: composeReply(ctx, author.greet, hasText, business), date: isoDay(replyMs) };
    }

    const review: GeneratedReview = {
      id,
      author: author.display,
      author_avatar_url: avatar,
      rating,
      date,
      text,
      source,
      source_url: url,
      owner_reply: ownerReply,
    };
    if (tagTech && text) review.tags = { technicians: [tagTech] };
    reviews[i] = review;
  }
  // Oldest first (days are already in order); within a day by id, as ids carry the time of day.
  for (let start = 0; start < count;) {
    let end = start + 1;
    while (end < count && reviews[end]!.date === reviews[start]!.date) end++;
    if (end - start > 1) {
      const run = reviews.slice(start, end).sort((a, b) => (a.id < b.id ? -1 : 1));
      for (let k = 0; k < run.length; k++) reviews[start + k] = run[k]!;
    }
    start = end;
  }
  return reviews;
}
