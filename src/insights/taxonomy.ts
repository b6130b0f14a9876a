/**
 * The roofing aspect taxonomy: the fixed, versioned list of what reviews talk about, with the cues that find each
 * aspect in a text. Bump TAXONOMY.version whenever an id, label or cue changes: the version is published in
 * /insights.json `model`, so a reader knows when numbers moved because the method moved.
 *
 * Cue syntax: space-separated tokens as wink-nlp normalises them (lower case; "didn't" is "did not"). A token ending in
 * `*` matches any token that starts with it ("communicat*" matches "communication", "communicated"). The longest cue
 * wins where cues overlap, and a cue belongs to one aspect only. A cue starting with `~` is weak: a common word
 * ("work", "phone", "driveway") that names the aspect only when the reviewer judges it right there, so it counts only
 * when its own clause holds an opinion, no other aspect is named in that clause, and, if the sentence names another
 * aspect, an opinion word stands right before it ("great job", "decent roof").
 */

export interface AspectDefinition {
  id: string;
  label: string;
  /** What belongs to the aspect: the labelling guideline of the evaluation set as well. */
  scope: string;
  cues: string[];
}

export interface ProblemDefinition {
  id: string;
  label: string;
  cues: string[];
}

const aspects: AspectDefinition[] = [
  {
    id: 'workmanship',
    label: 'Workmanship',
    scope: 'Quality of the finished roof or repair: installation, appearance, leaks after the work, durability.',
    cues: [
      'workmanship', 'craftsmanship', 'quality', '~job', '~work', 'the work', 'their work', 'his work', 'her work',
      'work was', 'work is', 'installation', 'roof look*', 'look* great', 'look* good', 'look* amazing',
      'look* beautiful', 'look* fantastic', 'look* nice', 'look* terrible', 'look* bad', 'look* sloppy',
      '~turned out', 'attention to detail', 'done right', 'well done', 'sloppy', 'shoddy', 'crooked', 'cut corners',
      'cutting corners', 'careless', 'leak* again', 'still leak*', 'started leaking', 'new leak', '~drip*',
      'water stain*', '~dry', 'held up', 'holding up', 'holds up', 'flawless', '~solid', '~fix', '~fixed', '~fixes', '~fixing', '~roof',
      'done well', '~leak', '~leaks', '~leaked', '~leaking', 'supposedly repaired', 'supposedly fixed',
    ],
  },
  {
    id: 'punctuality',
    label: 'Punctuality',
    scope: 'Arriving when promised and showing up at all for appointments and work days.',
    cues: [
      'on time', 'punctual*', 'late', 'tardy', '~show* up', '~showed', 'no-show', 'no - show', 'no show', '~arriv*',
      '~early', 'missed appointment*', 'never came', 'never showed', 'nobody came', 'no one came', 'nobody showed',
      '~sharp', 'when they said', 'when promised', '~pulled up',
    ],
  },
  {
    id: 'communication',
    label: 'Communication',
    scope: 'Updates, responsiveness to calls, texts and emails, explaining the process, answering questions.',
    cues: [
      'communicat*', 'update*', '~informed', 'kept us informed', 'kept me informed', 'keep us informed',
      'in the loop', 'kept us posted', 'responsive', 'unresponsive', 'respond*', 'response', 'replied', 'reply',
      'replies', 'call* back', 'call* * back', 'return* * call*', 'return* call*', 'voicemail*', 'heard back', 'hear back',
      'ghosted', '~phone', '~email*', '~text*', '~question*', 'customer service', 'hard to reach', 'to reach',
      'unreachable', '~called', '~call', 'had to call', 'get back to',
      'got back to', '~the office', 'let us know', 'let me know',
    ],
  },
  {
    id: 'professionalism',
    label: 'Professionalism',
    scope: 'Courtesy, respect, honesty and attitude of the crew and staff; sales pressure.',
    cues: [
      'professional*', 'unprofessional', 'courteous', 'polite', 'respectful', 'respect', 'disrespectful', 'rude',
      'friendly', 'kind', 'considerate', 'honest', 'honesty', 'dishonest', 'integrity', 'trustworthy', 'pushy',
      'pressure*', 'high-pressure', 'upsell*', 'sales tactics', 'attitude', 'manners', 'condescending',
      'arrogant', 'hard-working', 'hardworking', 'hard working', 'nice people', 'talked down',
    ],
  },
  {
    id: 'cleanup',
    label: 'Cleanup',
    scope: 'Site cleanliness during and after the job: debris, nails, protecting yard and landscaping.',
    cues: [
      'clean up', 'cleanup', 'clean-up', 'cleaned up', 'cleaning up', 'cleaned', 'cleaner', 'clean', 'tidy',
      'tidied', 'spotless', '~mess', 'left * mess', 'left a * mess', 'messy', 'debris', '~nail', '~nails', 'left nails', 'left * nails', 'nails left', 'magnet',
      'trash', 'garbage', 'scraps', 'dumpster', 'swept', 'sweep*', '~landscaping', '~yard', '~lawn', '~driveway',
      '~flower bed*', '~garden', 'left behind', 'trampled',
    ],
  },
  {
    id: 'pricing-value',
    label: 'Pricing and value',
    scope: 'Price level, fairness and value for money.',
    cues: [
      'price', 'prices', 'priced', 'pricing', 'pricey', 'overpriced', 'cost', 'costly', 'expensive',
      'inexpensive', 'cheap', 'cheaper', 'cheapest', 'affordable', 'value', 'worth', '~money', 'rates', 'charged',
      'overcharg*', '~budget', '~deal', 'discount', 'competitive', 'reasonabl*', '~paid', '~dollars',
    ],
  },
  {
    id: 'estimate-accuracy',
    label: 'Estimate accuracy',
    scope: 'Final bill against the quote or estimate: accuracy, surprise charges, transparency about costs.',
    cues: [
      'estimate', 'estimates', 'quote', 'quoted', 'bid', 'invoice', 'final bill', 'the bill', 'final price',
      'final cost', 'surprise*', 'extra charge*', 'hidden', 'fees', 'change order*', 'upcharg*', 'add-on*',
      'upfront', 'as quoted', 'than quoted', 'over the quote', 'over the bid', 'above the quote',
      'estimated amount', 'estimated',
    ],
  },
  {
    id: 'insurance-help',
    label: 'Insurance-claim help',
    scope: 'Help with insurance claims: meeting adjusters, documenting damage, supplements, deductibles.',
    cues: [
      'insurance', 'insurer', 'adjuster*', 'claim', 'claims', 'deductible', 'supplement*', 'reinspection',
      'state farm', 'allstate', 'usaa', '~paperwork',
    ],
  },
  {
    id: 'warranty-follow-up',
    label: 'Warranty and follow-up',
    scope: 'Warranties and guarantees, coming back to fix problems later, checking in after the job.',
    cues: [
      'warranty', 'warranties', 'guarantee*', 'follow up', 'follow-up', 'followed up', 'follow-through',
      'follow through', 'came back', 'come back', 'check in', 'checked in', 'check* on', 'stand* behind',
      'stood behind', 'honor*', 'honour*',
    ],
  },
  {
    id: 'project-duration',
    label: 'Project duration',
    scope: 'How long the job took once started: speed of the work, delays during the job.',
    cues: [
      'in one day', 'in a day', 'single day', 'in two days', 'ahead of schedule', 'behind schedule', 'took forever',
      'took longer', 'took * longer', 'longer than', 'dragged on', 'took weeks', 'took months', 'fast', 'fastest',
      'quick', 'quickly', 'efficient*', 'slow', 'slowly', 'delay', 'delays', 'delayed', 'timeline', 'within hours', 'took a day',
      'a day and a half', 'turnaround',
    ],
  },
  {
    id: 'technical-knowledge',
    label: 'Technical knowledge',
    scope: 'Expertise: diagnosis, advice, knowledge of materials, ventilation and codes, inspection reports.',
    cues: [
      'knowledge*', 'knew * stuff', 'know* * stuff', 'expert*', '~experienced', 'diagnos*', 'source of the leak',
      'found the source', 'found the problem', 'tracked down', 'explained', 'advice', 'advised', 'recommendations',
      '~report', 'educated', 'clueless', 'knew what', 'knew * what', 'knew exactly', 'no idea how',
    ],
  },
  {
    id: 'scheduling',
    label: 'Scheduling',
    scope: 'Getting an appointment: availability, wait for a start date, booking, rescheduling.',
    cues: [
      'schedule', 'scheduling', '~scheduled', 'reschedul*', 'appointment', 'calendar', 'book*', 'availability', 'available', 'start date',
      'waiting list', 'waitlist', 'weeks out', 'months out', 'same week', 'same day', 'same afternoon',
      'same morning', '~next day', '~next morning', 'opening', 'fit us in', 'squeezed us in',
    ],
  },
];

/** Roofing problems homeowners describe; entities.problems counts the reviews that mention each. */
const problems: ProblemDefinition[] = [
  { id: 'leaks', label: 'Leaks', cues: ['leak', 'leaks', 'leaked', 'leaking', 'leaky', 'drip', 'dripping', 'water coming', 'water stain*', 'water damage'] },
  { id: 'hail-damage', label: 'Hail damage', cues: ['hail', 'hailstorm', 'hailstorms', 'hail storm', 'hail damage'] },
  { id: 'wind-damage', label: 'Wind damage', cues: ['wind', 'windstorm', 'wind damage', 'blew off', 'blown off', 'torn off'] },
  { id: 'missing-shingles', label: 'Missing or lifted shingles', cues: ['missing shingles', 'missing shingle', 'lifted shingles', 'shingles missing', 'shingles blew', 'lost shingles'] },
  { id: 'ice-dams', label: 'Ice dams', cues: ['ice dam', 'ice dams', 'icicles'] },
  { id: 'flashing-failure', label: 'Failed flashing', cues: ['flashing failed', 'failed flashing', 'bad flashing', 'flashing was', 'flashing around'] },
  { id: 'rot-and-decking', label: 'Rotted decking or fascia', cues: ['rot', 'rotted', 'rotten', 'rotting', 'decking', 'fascia', 'soft spot*'] },
  { id: 'ventilation', label: 'Attic ventilation and moisture', cues: ['ventilation', 'attic moisture', 'mold', 'mould', 'condensation'] },
  { id: 'gutter-problems', label: 'Gutter problems', cues: ['clogged gutter*', 'overflowing', 'sagging gutter*', 'gutters overflow*'] },
  { id: 'skylight-problems', label: 'Skylight leaks', cues: ['skylight leak*', 'leaking skylight', 'leaky skylight', 'foggy skylight'] },
  { id: 'storm-damage', label: 'Storm damage', cues: ['storm', 'storms', 'storm damage', 'tree fell', 'branch fell'] },
];

/** Cues of the FAQ's emergency question: urgent, same-day and after-hours help. */
const emergencyCues = [
  'emergency', 'emergencies', 'urgent', 'same day', 'same-day', 'within hours', 'tarp', 'tarped',
  'tarping', 'middle of the night', 'after hours', 'on a sunday', 'on a saturday', 'weekend', 'that night',
];

export const TAXONOMY = {
  version: '1.0.0',
  aspects,
  problems,
  emergencyCues,
} as const;

export type AspectId = string;
