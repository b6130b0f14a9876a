/**
 * What the general-purpose sentiment lexicon of wink-eng-lite-web-model cannot know about roofing reviews, on its
 * scale (-1..1). Versioned with the taxonomy: bump DOMAIN_LEXICON.version when a value changes.
 *
 * - `phrases` add or override polarity ("late" is neutral in a general lexicon and a complaint here). A phrase that
 *   contains its own negation ("never showed") is scored as written and not negated again.
 * - `neutral` words name the problem a homeowner called about ("leak", "hail", "damage"): describing the problem is
 *   not a judgement of the roofer, so the general lexicon's polarity is dropped for them.
 * Same cue syntax as the taxonomy: normalised tokens, `*` at the end of a token for any ending, `*` alone for any token.
 */
export const DOMAIN_LEXICON = {
  version: '1.0.0',
  phrases: {
    // Punctuality and scheduling
    'on time': 0.5, 'right on time': 0.6, 'on schedule': 0.5, 'ahead of schedule': 0.6, 'behind schedule': -0.5,
    'punctual': 0.5, 'prompt': 0.4, 'promptly': 0.4, 'sharp': 0.3, 'early': 0.2, 'late': -0.5, 'tardy': -0.5,
    'no-show': -0.7, 'no - show': -0.7, 'no show': -0.7, 'never showed': -0.7, 'never came': -0.6, 'did not show': -0.7,
    'missed appointment*': -0.5, 'rescheduled': -0.3, 'reschedul*': -0.3,
    'cancel*': -0.3, 'booked out': -0.3, 'weeks out': -0.3, 'months out': -0.4, 'waitlist': -0.2,
    'same week': 0.3, 'same day': 0.4, 'same afternoon': 0.4, 'same morning': 0.4, 'next day': 0.3, 'fit us in': 0.5, 'squeezed us in': 0.5, 'easy': 0.3,
    'flexible': 0.4, 'next morning': 0.3, 'opening': 0.2, 'waited': -0.3, 'had to wait': -0.4, 'slipped': -0.4, 'headache': -0.5, 'frustrating': -0.5, 'excuse*': -0.4, 'waiting': 0,
    // Communication
    'responsive': 0.5, 'unresponsive': -0.6, 'kept us informed': 0.6, 'kept me informed': 0.6, 'informed': 0.3,
    'in the loop': 0.5, 'kept us posted': 0.5, 'ghosted': -0.8, 'never heard back': -0.6, 'heard back': 0.3,
    'never called back': -0.6, 'called back': 0.3, 'call back': 0.3, 'call* * back': 0.3, 'return* * call*': 0.3, 'return* call*': 0.3,
    'answered': 0.3, 'had to call': -0.4, 'to reach': 0.2, 'impossible to reach': -0.6, 'unreachable': -0.6,
    'nobody came': -0.6, 'no one came': -0.6, 'nobody showed': -0.7, 'like * promised': 0.4, 'like * said': 0.3, 'hard to reach': -0.5, 'impossible': -0.5, 'chase': -0.4,
    'communicative': 0.5, 'clear': 0.3, 'explained': 0.3, 'walked us through': 0.5, 'walked me through': 0.5,
    // Professionalism
    'professional': 0.5, 'professionally': 0.5, 'courteous': 0.6, 'considerate': 0.5, 'respectful': 0.5,
    'pushy': -0.5, 'pressured': -0.4, 'high-pressure': -0.5, 'upsell*': -0.4, 'condescending': -0.6,
    'arrogant': -0.5, 'talked down': -0.6, 'trampled': -0.5, 'crushed': -0.4, 'hard-working': 0.5, 'hardworking': 0.5, 'hard working': 0.5, 'blaming': -0.4,
    'took care': 0.4, 'took care of': 0.4, 'above and beyond': 0.7, 'went the extra mile': 0.7,
    // Cleanup
    'tidy': 0.5, 'neat': 0.4, 'spotless': 0.6, 'cleaner': 0.4, 'cleaned up': 0.4, 'cleaned': 0.3, 'clean': 0.4,
    'swept': 0.3, 'magnet': 0.3, 'protect*': 0.3, 'covered': 0.2, 'debris': -0.3, 'nails in': -0.5,
    'nail in': -0.5, 'left nails': -0.5, 'left * nails': -0.5, 'nails left': -0.5, 'scraps': -0.3, 'trash': -0.4, 'garbage': -0.4, 'left a mess': -0.6, 'left behind': -0.3, 'lacking': -0.5,
    // Pricing and estimates
    'expensive': -0.4, 'pricey': -0.4, 'overpriced': -0.7, 'overcharg*': -0.7, 'excessive': -0.5, 'costly': -0.4,
    'cheap': 0.3, 'cheaper': 0.3, 'cheapest': 0.3, 'inexpensive': 0.3, 'reasonabl*': 0.5, 'competitive': 0.4,
    'lowest': 0.3, 'worth every penny': 0.8, 'discount': 0.3, 'high': -0.2, 'higher than': -0.4,
    'more than quoted': -0.5, 'over the estimate': -0.5, 'over the quote': -0.5, 'over the bid': -0.5,
    'above the quote': -0.5, 'exactly': 0.3, 'spot on': 0.5, 'over budget': -0.5, 'on budget': 0.4,
    'under budget': 0.5, 'as quoted': 0.4, 'matched': 0.4, 'stuck to': 0.4, 'upfront': 0.4, 'transparent': 0.5,
    'accurate': 0.5, 'inaccurate': -0.5, 'surprise*': -0.4, 'surprise charges': -0.6, 'hidden fees': -0.6,
    'hidden': -0.4, 'extra charge*': -0.4, 'tacked on': -0.5, 'upcharg*': -0.5, 'nickel and dimed': -0.6,
    // Insurance
    'approved': 0.4, 'covered everything': 0.5, 'denied': -0.3, 'fought for': 0.5, 'fought': 0.3,
    'no help': -0.6, 'handled': 0.3, 'handled everything': 0.5,
    // Warranty and follow-up
    'honor*': 0.4, 'stand* behind': 0.5, 'stood behind': 0.5, 'came back': 0.3, 'at no charge': 0.5,
    'no charge': 0.4, 'peace of mind': 0.6, 'follow-through': 0.3, 'followed up': 0.4, 'check* on': 0.3,
    'checked in': 0.3, 'refused': -0.5,
    // Duration
    'fast': 0.4, 'quick': 0.4, 'quickly': 0.4, 'efficient*': 0.5, 'speedy': 0.4, 'slow': -0.4, 'slowly': -0.4,
    'dragged on': -0.6, 'took forever': -0.7, 'took longer': -0.4, 'longer than': -0.4, 'took weeks': -0.3,
    'took months': -0.5, 'took * longer': -0.5, 'within * hour*': 0.4, 'within the hour': 0.4,
    'within * day*': 0.3, 'within minutes': 0.4, 'in one day': 0.4, 'in a day': 0.4, 'single day': 0.4, 'in two days': 0.3,
    'within hours': 0.4,
    // Workmanship
    'fix': 0.3, 'fixed': 0.3, 'done well': 0.5, 'supposedly': -0.4, 'knew exactly': 0.5, 'no idea how': -0.5,
    'took a day': 0.3, 'turnaround': 0.2, 'found the source': 0.5, 'found the problem': 0.5, 'tracked down': 0.5,
    'knew * stuff': 0.6, 'know* * stuff': 0.6, 'as promised': 0.4, 'did not keep': -0.5, 'broken promise*': -0.6, 'repaired': 0.2, 'solved': 0.4, 'done right': 0.6, 'right the first time': 0.6,
    'attention to detail': 0.6, 'top notch': 0.7, 'top-notch': 0.7, 'solid': 0.4, 'sloppy': -0.6,
    'shoddy': -0.7, 'crooked': -0.5, 'cut corners': -0.6, 'cutting corners': -0.6, 'rushed': -0.4,
    'careless': -0.5, 'leak* again': -0.6, 'still leak*': -0.6, 'started leaking': -0.6, 'new leak': -0.5,
    'drips': -0.4, 'still drips': -0.6, 'water stain*': -0.3, 'dry': 0.4, 'held up': 0.5, 'holding up': 0.4,
    'holds up': 0.5, 'flawless': 0.7, 'dented': -0.5, 'turned out': 0.1,
    // Generic
    'recommend*': 0.4, 'highly recommend': 0.7, 'five stars': 0.6, '5 stars': 0.6, 'no complaints': 0.6,
    'no issues': 0.5, 'no problems': 0.5, 'a breeze': 0.5, 'nightmare': -0.7, 'bothered to': 0.3, 'bother to': 0.3, 'runaround': -0.6,
    'the worst': -0.8, 'worst': -0.7, 'disappointing': -0.6,
  } as Record<string, number>,
  neutral: [
    'leak', 'leaks', 'leaked', 'leaking', 'leaky', 'hail', 'hailstorm', 'storm', 'storms', 'damage', 'damaged', 'wind',
    'ice', 'dam', 'dams', 'rot', 'rotted', 'rotten', 'missing', 'water', 'emergency', 'tarp', 'tarps', 'fire',
    'quality', 'work', 'job', 'still', 'promise', 'promises', 'promised', 'crew', 'lead', 'pitch', 'steep', 'like', 'want', 'please', 'fall', 'pretty', 'deposit', 'chimney',
  ],
  /** Unwanted things: denying them is praise ("not a single nail left", "no leaks since"). */
  unwanted: [
    'nail', 'nails', 'debris', 'mess', 'trash', 'garbage', 'scraps', 'wrapper', 'wrappers', 'drip', 'drips', 'leak',
    'leaks', 'stain', 'stains', 'surprise', 'surprises', 'problem', 'problems', 'issue', 'issues', 'complaint',
    'complaints', 'damage', 'delay', 'delays',
  ],
  /** Words that strengthen the next opinion word (x1.5), VADER's booster idea. */
  intensifiers: [
    'very', 'really', 'extremely', 'super', 'so', 'incredibly', 'absolutely', 'totally', 'truly', 'highly',
    'exceptionally', 'remarkably', 'especially', 'completely', 'thoroughly', 'utterly', 'insanely', 'way',
    'most', 'too', 'beyond', 'amazingly', 'seriously', 'ridiculously', 'quite',
  ],
  /** Words that soften the next opinion word (x0.6). */
  downtoners: ['somewhat', 'slightly', 'bit', 'little', 'kinda', 'fairly', 'mostly', 'reasonably', 'rather', 'kind of', 'sort of'],
  /** Negators: flip (x -0.75) the polarity of opinion words after them in the same clause. */
  negators: [
    'not', 'no', 'never', 'nobody', 'nothing', 'none', 'neither', 'nor', 'without', 'hardly', 'barely',
    'zero', 'lack', 'lacked', 'failed', 'anything but', 'wish', 'could have been', 'should have been',
  ],
  /**
   * "couldn't be happier", "can't recommend them enough": after can/could + negator, these words keep the praise
   * instead of flipping it.
   */
  emphaticAfterNegation: ['happier', 'better', 'more', 'enough', 'prouder', 'higher', 'fault', 'say enough'],
  /** Start a new clause whose weight outranks the clause before it (VADER's "but" rule). */
  contrastAfter: ['but', 'however', 'yet', 'except', 'although', 'though', 'even though', 'whereas', 'while', 'unfortunately'],
  /** Introduce a clause that the rest of the sentence outranks ("Although X, Y"). */
  concessive: ['although', 'though', 'even though', 'while', 'whereas'],
  /** Split a clause into parts whose aspects keep their own opinion ("fast and tidy"). */
  softBoundaries: ['and', '&', 'plus', 'so', 'because', 'which', 'then', 'since', 'as well as', 'after', 'when', 'with'],
} as const;
