/**
 * The roofing aspect taxonomy: the fixed, versioned list of what reviews talk about, with the cues that find each
 * aspect in a text. Bump TAXONOMY.version whenever an id, label or cue changes: the version is published in
 * /insights.json `model`, so a reader knows when numbers moved because the method moved.
 *
 * What a cue is (the principle the lists are written by): a word or short phrase that homeowners use for the aspect
 * itself, in the ordinary ways they say it: the term and its synonyms ("cleanup", "tidy", "spotless", "debris"), the
 * everyday verbs and phrasal verbs ("swept", "hauled away", "got back to me", "wrapped up"), and the fixed idioms
 * ("like pulling teeth", "worth every penny", "nickel-and-dimed", "ran over budget"). A cue must name
 * the aspect wherever it appears in a review; a word that names it only in some sentences is weak (`~`) or a
 * modifier (`^`), and a phrase that contains a cue word without meaning the aspect ("it paid off", "left for work")
 * goes in notAspectCues. Cues are vocabulary, never sentences copied from an evaluation set (a unit test checks).
 *
 * Cue syntax: space-separated tokens as wink-nlp normalises them (lower case; "didn't" is "did not"; a hyphen is its
 * own token, written as usual: "follow-up"). A token ending in `*` matches any token that starts with it
 * ("communicat*"); `*` alone matches any one word and `#` a number or clock time ("# sharp" finds "7 sharp"). Phrases
 * of two or more words are written in the base form and also find the inflected verbs and plural nouns through wink's
 * lemmas ("get back to" finds "got back to", "add charge*" finds "added charges"); a single word matches as written.
 * The longest cue wins where cues overlap, and a cue belongs to one aspect only.
 * - `~` weak: a common word ("work", "phone", "driveway") that names the aspect only when the reviewer judges it
 *   right there: it counts only when its own clause holds an opinion, no other aspect is named in that clause, and, if
 *   the sentence names another aspect, an opinion word stands right before it ("great job", "decent roof").
 * - `^` modifier: a word that describes whatever its clause is about ("quickly", "the same day", "right away"); it
 *   names its own aspect only when its clause holds an opinion and names no other aspect ("got us on the schedule
 *   quickly" is scheduling, "they worked quickly" is duration).
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
      'work was', 'work is', '^incorrectly', '^improperly', 'properly secured', 'install* properly',
      'install* incorrectly', 'install* wrong', 'install* improperly', 'installation', 'roof look*', '^look* great',
      '^look* good', '^look* amazing', '^look* beautiful', '^look* fantastic', '^look* nice', '^look* terrible',
      '^look* bad', '^look* sloppy', '^look* awful', '^look* brand new', '^look* like new', '^look* perfect',
      '^look* gorgeous', '^look* better', '^look* worse', '^look* wonderful', '^look* incredible', '^look* stunning',
      '^look* sharp', '^look* uneven', '^look* wavy', '^look* off', '^look* clean', '~turned out',
      'attention to detail', 'done right', 'well done', 'sloppy', 'shoddy', 'crooked', 'cut corners', 'cutting corners',
      'cut * corners', 'careless', 'leak* again', 'still leak*', 'started leaking', 'new leak', '~drip*', '~dry',
      'bone dry', '~held up', '~holding up', '~holds up', '~hold up', 'flawless', '~solid', '~fix', '~fixed', '~fixes',
      '~fixing', '~roof', 'done well', '~leak', '~leaks', '~leaked', '~leaking', 'supposedly repaired',
      'supposedly fixed', 'not fix', 'never fix*', 'did not fix', 'not solve', 'never solved',
      // How the finished work looks and fits
      'well built', 'well-built', 'well made', 'well-made', 'nicely done', 'beautifully done', 'neatly done',
      'quality work', 'high quality', 'top quality', 'poor quality', 'low quality', 'blend* in', 'blend* * in',
      'blend* right in', 'match* perfectly', 'match* the rest', 'mismatched', '~lined up', '~line up', 'straight lines',
      'clean lines', 'clean cuts', 'clean install*', 'clean finish', 'uneven', 'wavy', 'lumpy', 'exposed nails',
      'curb appeal', 'compliment* on', 'compliment* the', 'good as new', 'like new', '~seams', '~patch', '~repair',
      'hack job', 'rush job', 'rushed job', 'botched', 'messed up', 'screwed up', 'butcher*', 'amateur*', 'half-assed',
      'done properly', 'done correctly', 'done wrong', 'did it right', 'right the first time', 'shortcut*', 'make it through', 'gaps', 'leave gaps', 'have to redo', 'have to be redone', 'defect*',
      '~mistake*', 'watertight', 'water tight', 'leak-free', 'not a drop', 'stopped the leak', 'stopped leaking',
      'fixed the leak', 'fixed our leak', 'solved the leak', 'no more leaks', 'never leaked', 'nailed down',
      '~tell where',
    ],
  },
  {
    id: 'punctuality',
    label: 'Punctuality',
    scope: 'Arriving when promised and showing up at all for appointments and work days.',
    cues: [
      'on time', 'right on time', 'punctual*', 'late', 'running late', 'tardy', '~show* up', '~showed', 'no-show',
      'no show', '~arriv*', '~early', 'missed appointment*', 'never came', 'never showed', 'nobody came', 'no one came',
      'nobody showed', '# sharp', '# am sharp', 'on the nose', 'bang on time',
      'when they said', 'when promised', 'when they promised', 'exactly when', 'right when', '~pulled up', 'on site by',
      'on the roof by', 'at the house by', 'there by #', 'here by #', 'stood * up', 'stand * up',
      'leave * waiting', 'like clockwork', 'whenever they felt like', 'whenever they wanted', 'miss* * visit*',
      'miss* visit*', 'miss* * appointment*', 'set my watch by', 'set your watch by', '~pull* in', '~pull* up',
      'time they promised', 'time they said', '~roll* up', '~roll* in', 'wait all morning', 'wait all afternoon',
      'sit around waiting', 'appointment window', 'came and went', 'no sign of', 'without a sign of', 'there before #',
      'here before #', 'after the window', 'within the window', 'arrival window', 'time window', 'wait all day',
      'wait the whole day', 'wait * whole day', 'wait around', 'bother to show', 'never show', 'get here when',
      'get there when', 'never made it', 'failed to show', 'did not show', 'supposed to be here',
      'supposed to show', 'hours late', 'minutes late', 'an hour late', '^timely',
      'not show up until', 'not come until', 'not get here until',
    ],
  },
  {
    id: 'communication',
    label: 'Communication',
    scope: 'Updates, responsiveness to calls, texts and emails, explaining the process, answering questions.',
    cues: [
      'communicat*', 'updat*', '~informed', 'keep * informed', 'keep * updated', 'keep * posted', 'keep * in the loop',
      'in the loop', 'out of the loop', 'in the dark', 'responsive', 'unresponsive', 'respond*', 'response', 'replied',
      'reply', 'replies', 'write back', 'call* back', 'call* * back', 'call back', 'callback*', 'return* * call*',
      'return* call*', 'return * text*', 'return * email*', 'voicemail*', 'mailbox', 'heard back', 'hear back',
      'hear from them', 'hear from anyone', 'hear from anybody', 'hear from the', 'never heard', 'ghost*', '~phone',
      '~email*', '~text*', '~question*', 'customer service', 'hard to reach', 'to reach', 'unreachable',
      'get ahold of', 'get a hold of', 'get in touch', 'get through to', '~called', '~call', '~calls',
      'personally called', 'go silent', 'go quiet', 'went silent', 'went quiet', 'go dark', 'went dark',
      'phone call away', 'call away', 'get anyone on', 'get someone on', 'get * on the phone', 'get * on the line',
      'unreturned', 'bother to tell', 'bother to call', 'bother to let', 'what was going on', 'what is going on',
      'in the know', 'ask* for * update*', 'have to call', 'keep calling', 'get back to', 'back to me', 'back to us',
      'let us know', 'let me know', 'heads up', 'heads-up', 'unanswered', 'went unanswered', 'black hole',
      'radio silence', 'ignore* * email*', 'ignore* * text*', 'quit answering', 'stop answering',
      'stop returning', 'stop responding', 'answer* the phone', 'answer* * phone', 'pick* up the phone',
      'pick up the phone', 'actually pick up', 'never pick up', 'a real person', 'answer* * question*',
      'answer* * * question*', 'answer* all', 'answer* every', '~answer*', 'an answer', 'get an answer', 'a response',
      'a reply', 'patient with * question*', 'text* me', 'text* us', 'call* me',
      'call* us', 'email* me', 'email* us', 'get a call', 'get a text', 'get an email', 'send * photo*', 'send photo*', 'send * picture*', 'send picture*', 'chase * for', 'have to chase',
      'like pulling teeth', '^walk * through', 'keep in touch', 'in touch', 'nobody told', 'no one told', 'never told',
      '~told us', '~told me', 'leave * messages', 'leave * * messages', 'talk* to a wall',
      'talk* to a brick wall', '~message*', 'to voicemail', 'explained clearly', 'clearly explained',
    ],
  },
  {
    id: 'professionalism',
    label: 'Professionalism',
    scope: 'Courtesy, respect, honesty and attitude of the crew and staff; sales pressure.',
    cues: [
      'professional*', 'unprofessional', 'courteous', 'discourteous', 'polite', 'impolite', 'respectful', 'respect',
      'respected', 'respects', 'respecting', 'true professionals', 'real pros', 'absolute pros', 'total pros',
      'scare* us into', 'scare tactic*', 'disrespect*', 'rude', 'rudely', 'friendly', 'unfriendly', 'kind',
      'considerate', 'inconsiderate', 'honest', 'honesty', 'dishonest', 'integrity', 'trustworthy', 'pushy', 'pressur*',
      'high-pressure', 'upsell*', 'sales tactics', 'sales pitch', 'hard sell', 'attitude', 'manners', 'condescend*',
      'arrogant', 'hard-working', 'hardworking', 'hard working', 'nice people', 'nice guys', 'talk* down', 'personable',
      'pleasant', 'unpleasant', 'patient', 'impatient', 'cared about', 'genuinely cared', 'caring', 'take pride',
      'pride in', 'try to push', 'try to upsell', 'push * on us', 'push * * on us', 'aggressive',
      'take no for an answer', 'class act', 'classy', 'gentleman', 'gentlemen', 'pleasure to work with',
      'easy to work with', 'easy to talk to', 'to work with', 'easy to deal with', 'hard to deal with',
      'difficult to deal with', 'a total pro', '~straightforward', 'straight shooter', '^upfront', 'no pressure',
      'never push*', 'push* * into', 'tried to sell', 'try to sell', 'scam*', 'lied', 'lying', 'liar*', 'shady',
      'sketchy', 'unethical', 'ethical', 'swore', 'swearing', 'sworn at', 'cursed', 'cussing', 'profanity', 'yelled',
      'yelling', 'scream*', 'argued', 'arguing', 'argumentative', 'short with', 'snapped at', 'dismissive', 'belittl*',
      'patroniz*', 'cocky', 'smug', 'drunk', 'smoking', 'smoked', 'loud music', 'music', 'radio', 'foul language',
      'bad language', 'nuisance', 'pleasure to deal with', 'cursing', 'jerk', 'jerks', 'treat* * home',
      'treat* * house', 'treat* * property', 'treat* us', 'treat* me', 'like it was their own', 'like their own',
      'the gate', 'side gate', 'without asking', 'asked permission', 'boots off', 'shoe covers', 'booties',
      'parked on * lawn', 'parked on * grass', 'blocked * driveway',
    ],
  },
  {
    id: 'cleanup',
    label: 'Cleanup',
    scope: 'Site cleanliness during and after the job: debris, nails, protecting yard and landscaping.',
    cues: [
      'clean up', 'cleanup', 'clean-up', 'cleaned up', 'cleaning up', 'cleaned', 'cleaner', 'clean', 'tidy', 'tidied',
      'tidy up', 'spotless', 'immaculate', 'pristine', 'neat and clean', '~mess', 'leave * mess', 'leave a * mess',
      'messy', 'debris', '~nail', '~nails', 'leave nails', 'leave * nails', 'pick* up nail*', 'piled up', 'pile* of',
      'nails left', 'magnet*', 'trash', 'garbage', 'litter*', 'scraps', 'dumpster', 'swept', 'sweep*',
      'blow* off the driveway', 'blow* off the patio', 'blow* off the deck', 'blow* off the walk*',
      'blow* off * driveway', 'leaf blower', 'blower', 'power wash*', 'pressure wash*', 'hosed off', 'hose* * off',
      'wiped down', 'pick up after', 'pick* up * nail*', 'pick* up every', 'pick* up all', 'haul* away', 'haul* * away',
      'haul* off', 'cart* away', '~landscaping', '~yard', '~lawn', '~driveway', '~flower bed*', '~garden', '~bushes',
      '~shrubs', '~plants', '~patio', '~grass', '~deck', 'track* mud', 'track* tar', 'track* * all over',
      'track* * into', '~the work area', '~the job site', '~work area', '~job site', '~jobsite', '~work site',
      '~flowers', '~hydrangea*', '~hedge*', '~sprinkler*', '~flowerbed*', '~shrub*', 'left behind', 'leave * behind',
      'leave * * behind', 'leave * * * behind', 'trampled', 'scattered', 'strewn', 'blowing around', 'lying around',
      'laying around', 'left lying', 'wrapper*', 'packaging', 'plastic wrap', 'cigarette butts', 'butts', 'bottles',
      'cans', 'shingle pieces', 'pieces of shingle*', 'bits of shingle*', 'tar paper', 'roofing nails', 'stray nail*',
      'after themselves', 'than they found it', '~been * here', '~working here', 'no trace', 'not a trace',
      '~been here', '~were here', '~was here', '~were ever here', '~was ever here', '~had worked on', '~put * back',
      'drop cloth*', 'tarp* * bushes', 'cover* * bushes', 'protect* * landscaping', 'protect* * plants',
      'protect* * yard', 'handprints', 'smears', 'scuff*', 'footprints',
    ],
  },
  {
    id: 'pricing-value',
    label: 'Pricing and value',
    scope: 'Price level, fairness and value for money.',
    cues: [
      'price', 'prices', 'priced', 'pricing', 'pricey', 'a fortune', 'inflated', 'price* * steep', 'steep price*',
      'cost a fortune', 'overpriced', 'underpriced', 'cost', '~costs', 'costly', 'expensive', 'inexpensive', 'cheap',
      'cheaper', 'cheapest', 'affordable', 'unaffordable', 'value', 'worth', '~money', 'rates', 'charged', 'overcharg*',
      '~budget', '~deal', 'discount*', 'competitive', 'reasonabl*', '~paid', '~dollars', 'bucks', 'bargain',
      'paid a premium', 'pay a premium', 'beat every', 'beat * other', 'beat the other*', 'beat * price*',
      'beat * quote*', 'honest pricing', 'honest price*', 'honest quote', 'for our money', 'get a lot for', 'rip-off',
      'ripoff', 'ripped off', 'rip * off', 'gouge*', 'gouging', 'highway robbery', 'arm and a leg', 'break the bank',
      'worth it', 'worth every penny', 'worth the money', 'money well spent', 'well spent', 'bang for * buck',
      'for the money', 'financing', 'payment plan', 'nickel-and-dime*', 'nickeled and dimed',
      'charge* us', 'charge too much', 'cost too much', 'pay too much', 'a lot of money', 'run over budget',
      'go over budget', 'double what', 'twice what', 'twice as much', 'half what', 'half the price',
      'lower than the other*', 'lower than other*', 'lower than everyone', 'less than the other*', 'less than other*',
      'a fraction of', 'could have charged', 'in line with', 'compared to others', 'save* a lot', 'save* us',
      'save* * money', 'save* * hundred*', 'save* * thousand*', 'compared to the other*', 'compared to other*',
      'lowest bid', 'lowest price', 'over budget', 'under budget', 'on budget', 'within budget', 'fair price',
      'fairly priced', 'good deal', 'great deal',
    ],
  },
  {
    id: 'estimate-accuracy',
    label: 'Estimate accuracy',
    scope: 'Final bill against the quote or estimate: accuracy, surprise charges, transparency about costs.',
    cues: [
      '^estimate', '~estimates', '^quote', '~quotes', 'quoted', '^bid', '~bids', 'hit with', 'extra fee*', 'invoice',
      'invoices', 'final bill', 'the bill', 'final price', 'final cost', 'final total', 'final number', 'final invoice',
      'surpris*', 'extra charge*', 'additional charge*', 'add charge*', 'add * charge*', 'add * fee', 'add * * fee',
      'trip charge', 'service fee', 'hidden', 'fees', 'change order*', 'upcharg*', 'up-charg*', 'add-on*',
      'upfront about * cost*', 'upfront about cost*', 'upfront about * pric*', 'upfront about pric*',
      'upfront about * fee*', '^up front', 'as quoted', 'than quoted', 'what * quoted',
      'over the bid', 'above the quote', 'over the estimate',
      'over * estimate', 'estimated amount', 'estimated', 'line item*', 'itemized', 'to the letter', 'not include*',
      'end* up charging', 'double the estimate', 'double the quote', 'double the original', 'twice the estimate',
      'twice the quote', 'charge* us again', 'to the penny', 'to the dollar', 'to the cent', 'came in under',
      'came in over', 'came in at', 'came in higher', 'came in lower', 'run over the estimate', 'run over the quote',
      'bait and switch', 'tack* on', 'jack* up', 'raise* the price', '^stick to the', '^stuck to it',
      'honor* the quote', 'honor* * price', 'honor* the estimate', 'honor* * quote', 'honor* * estimate', 'paying for',
      'transparen*', 'price go up', 'price * go up', 'price change*', 'price jump*', 'price increase*',
      'more than the estimate', 'more than the quote', 'more than * quoted', 'higher than the estimate',
      'higher than the quote', 'higher than quoted',
    ],
  },
  {
    id: 'insurance-help',
    label: 'Insurance-claim help',
    scope: 'Help with insurance claims: meeting adjusters, documenting damage, supplements, deductibles.',
    cues: [
      'insurance', 'insurer', 'adjuster*', 'claim', 'claims', 'deductible', 'supplement*', 'reinspect*', 'state farm',
      'allstate', 'usaa', 'farmers insurance', 'liberty mutual', 'american family', 'the carrier', 'insurance carrier',
      'payout', 'depreciation', 'xactimate', '~paperwork',
    ],
  },
  {
    id: 'warranty-follow-up',
    label: 'Warranty and follow-up',
    scope: 'Warranties and guarantees, coming back to fix problems later, checking in after the job.',
    cues: [
      'warrant*', 'guarantee*', 'warranty claim*', 'workmanship warranty', 'workmanship guarantee', 'follow up',
      'follow-up', 'followed up', 'follow-through', 'follow through', 'come back', 'came back', 'check in', 'check* in',
      'check* on', 'check back', '^to check', 'just to check', '^to make sure', 'make sure everything', '^stop* by',
      'stand* behind', 'stood behind', 'stand by their work', 'stand by * work', 'stand by', 'stand behind * work',
      'stand* behind their work', 'honor*', 'honour*', 'never returned to', 'never saw them again',
      'never see them again', 'once * paid', 'once they were paid', 'once they had * money', 'once they got * money',
      'after * got paid', 'touch-up*', 'punch list', 'come out again', 'no questions asked',
      'come right back', 'never came back', 'never come back', 'still answer*', 'still return*', 'be back', 'were back',
      'was back', 'see how everything', 'check that everything', 'see if everything',
    ],
  },
  {
    id: 'project-duration',
    label: 'Project duration',
    scope: 'How long the job took once started: speed of the work, delays during the job.',
    cues: [
      'in one day', 'in a day', 'in a single day', 'in two days', 'in # days', 'in # hours', 'in half a day',
      'in a morning', 'in an afternoon', 'in under an hour', 'under an hour', 'by dinner', 'by lunch', 'by noon',
      'by end of day', 'by evening', 'before dark', 'ahead of schedule', 'behind schedule', '^on schedule',
      '^took forever', '^take forever', '^took a while', '^took * while', 'took longer', 'took * longer', 'longer than',
      'drag on', 'drag* out', '^took weeks', '^took months', '^took * weeks', '^took * * weeks', '^took * months',
      '^took * * months', '^faster', '^quicker', '^sooner', 'weeks to finish',
      'months to complete', 'months to finish', '^fast', '^fastest', '^quick', '^quickly', 'work* quickly',
      'work* fast', 'work* efficiently', '^efficient*', '^speedy', '^swift*', '^slow', '^slowly', 'in no time',
      'record time', 'quick work', 'knock* it out', 'knock* * out in', 'wrap* up', '^got it done', 'not finished',
      'not done yet', 'still not finished', 'still not done', 'in less than', 'in a single', 'twice as long',
      'double the time', 'less than a day', 'less than # days', 'less than a week', 'less than # weeks',
      'under # weeks', 'in under', '^slower', 'faster than', 'quicker than', 'slower than', 'took under',
      'under a week', '^took * month', '^took * * month', '^took a month', 'got * done in', 'took only', 'only took',
      'took just', 'just took', 'delay', 'delays', 'delayed', 'timeline', 'time frame', 'timeframe', 'within hours',
      'took a day', 'sweet time', '^too long', 'a day and a half', 'turnaround', 'run long', 'run * long',
      'run * * long', 'run over schedule', 'not finish until', 'half-finished', 'half finished', 'half done',
      'unfinished', '^took a couple of weeks', 'half-shingled', 'half-done', 'disappear for', 'vanish for',
      'disappearing for', 'disappeared for', 'day job', 'turned into weeks', 'turned into months', '^for days',
      '^for weeks', '^for over a week', '^for * weeks',
    ],
  },
  {
    id: 'technical-knowledge',
    label: 'Technical knowledge',
    scope: 'Expertise: diagnosis, advice, knowledge of materials, ventilation and codes, inspection reports.',
    cues: [
      'knowledg*', 'knew * stuff', 'know* * stuff', 'know what * * doing', 'know what * doing', 'know much',
      'know a lot', 'know little', 'know nothing', 'know roofs', 'know* * inside and out', 'inside and out', 'expert*',
      '~experienced', 'inexperienced', 'lack* experience', 'diagnos*', 'misdiagnos*', 'pinpoint*', 'source of the leak',
      'find the source', 'find the cause', 'find the problem', 'find the leak', 'track* down', 'figure* out',
      '~identified', '~spotted', 'point* out', 'understood', 'understand', 'understands', 'understanding', '~explain*',
      'explain* everything', 'explain* every', 'explain* how', 'explain* why', 'explain* * options',
      'explain* the options', 'explain* each', '~explanation*', 'advice', 'advised', 'advis*', 'recommendations',
      '~report', 'inspection report', 'educated', 'clueless', 'knew what', 'knew * what', 'knew exactly',
      'no idea what', 'competent', 'incompetent', 'guessed', 'guesswork', 'just guessing', 'difference between',
      'show * why', 'learn* more', 'learn* a lot', 'taught us', 'taught me', 'looked * further', 'know* * craft',
      'what was causing', 'what is causing', 'what caused', 'no idea why', '~inspector', '~inspectors',
      'know the first thing', 'other * * missed', 'other * * * missed', 'others had missed', 'know how to',
      'not know how to', '~inspection', 'miss* * damage', 'miss* obvious', 'know * way around', 'not even know',
      'not seem to know', '^nobody else', '^no one else', 'others missed', 'other * missed', 'everyone else missed',
      'what * * talking about', 'what * talking about', 'no clue',
    ],
  },
  {
    id: 'scheduling',
    label: 'Scheduling',
    scope: 'Getting an appointment: availability, wait for a start date, booking, rescheduling.',
    cues: [
      'schedule', 'scheduling', '~scheduled', 'reschedul*', 'cancel*', 'appointment', 'appointments', 'calendar',
      'book*', 'availability', 'available', 'start date', 'install date', 'installation date',
      'set a date', 'a date', 'waiting list', 'waitlist', 'wait list', 'weeks out', 'months out', 'booked out',
      'booked up', 'booked solid', 'fully booked', 'backlog', '^same week', '^same day', '^same afternoon',
      '^same morning', '^next day', '^next morning', '^that same week', '^within # days', 'opening',
      'fit us in', 'fit me in', 'squeez* us in', 'squeez* me in', 'squeez* * in', 'work* us in', 'get us in',
      'get me in', 'get someone out', 'get anyone out', 'get somebody out', 'get * out here', 'push* * back',
      'push* * * back', 'push* * * * back', 'postpon*', 'bumped', 'schedule* us', '^following week', 'come out for',
      'to come out', 'get * out to', '^within a few days', 'able to start', 'start* within', '^the day after',
      '^the following day', 'book* an estimate', 'book* an inspection', 'book* * estimate', 'schedul* an estimate',
      'schedul* * estimate', 'keep moving', 'keep changing', 'keep pushing', 'have to wait', 'wait long', '^wait*',
      'around my schedule', 'around our schedule', '^of calling', '^after calling',
    ],
  },
];

/**
 * Phrases that contain a cue word but name no aspect: matched like cues, so they hide the word inside them ("the real
 * deal" is not a price; "got straight to work" is not workmanship).
 */
const notAspectCues = [
  'paid off', 'pay off', 'to work', 'for work', 'off work', 'at work', 'from work', 'day off', 'take a day off',
  'real deal', 'big deal', 'first phone call', 'first call', 'worth mentioning', 'worth noting', 'at no cost',
  'no cost to', 'late fall', 'late spring', 'late summer', 'late winter', 'late afternoon', 'late morning',
  'late last year', 'late in the day', 'early spring', 'early summer', 'early fall', 'early winter', 'clean slate',
  'every single day', 'single day off', 'a quote from', 'quotes from', 'estimates from', 'bids from', 'roof over',
  'reach out', 'reached out to', 'kind of', 'sort of', 'heard of', 'i guess', 'get a quote',
  'get a bid', 'get quotes', 'get estimates', 'get bids', 'get * quotes', 'get * bids',
  'get * * quotes', 'get * * estimates', 'get * * bids', 'after the work', 'after the job', 'before the work',
  'before the job', 'once the work', 'once the job', 'until the work', 'until the job', 'during the work',
  'during the job', 'the work started', 'the job started', 'on your roof', 'quick patch', 'quick fix', 'for a repair',
  'for a * repair', 'for a * * repair', 'for * repairs', 'for * * repairs', 'for an estimate', 'for the estimate',
  'for a quote', 'for a free estimate', 'a free estimate', 'free estimate*', 'free quote*', 'cover the cost',
  'see how it hold* up', 'see how * hold* up', 'hope it hold* up', 'scheduled inspection', 'for the inspection',
  'for an inspection', 'free inspection', 'an inspection', 'the inspection', 'turned out to be', 'i called',
  'we called', 'i call', 'we call', 'slow leak', 'call about', 'deal with', 'old roof', 'an old roof', 'the old roof',
  'our old roof', 'need a repair', 'need a * repair', 'need a * * repair', 'worth the paper', 'leak come back',
  'leaks come back', 'problem come back', 'previous owner*', 'last nail', 'final nail', 'pleasantly surprised',
  'i was clueless', 'we were clueless',
];

/**
 * A failure names the workmanship only when its clause places it after the job; see findFailures in analyze-text.ts.
 * `failures`: what goes wrong with a roof. `afterWork`: words that date it after the job.
 */
const workmanshipFailures = {
  failures: [
    'leak*', 'drip*', 'water coming in', 'water coming through', 'water * coming in', 'water * * coming in',
    'water * coming through', 'water stain*', 'peel*', 'peeling off', 'pour* in', 'water pour*', 'seep*',
    'water get* in', 'water * get* in', 'blow off', 'come loose', 'coming loose', 'came off', 'coming off', 'fall off',
    'falling off', 'fell off', 'blew off', 'blown off', 'pull* away', 'lift*', 'curl*', 'buckl*', 'crack*', 'sag*',
    'rust*', 'fail*', 'fall apart', 'falling apart', 'fell apart', 'loose', 'is still there', 'was still there',
  ],
  afterWork: [
    'again', 'still', 'already', 'within a month', 'within weeks', 'within months', 'within # months',
    'within # weeks', 'a year later', 'a month later', 'months later', 'weeks later', 'a week later',
    'a few weeks later', 'since then', 'ever since', 'after they left', 'now', 'first rain',
    'next rain', 'first storm', 'next storm', 'first big rain', 'first snow', 'they installed', 'they put in',
    'they put on', 'supposedly', 'same spot', 'after they finished', 'since they', 'a month after', 'weeks after', 'months after', 'after the install*',
  ],
};

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
  'emergency', 'emergencies', 'urgent', 'same day', 'same-day', 'within hours', 'tarp', 'tarped', 'tarping',
  'middle of the night', 'after hours', 'on a sunday', 'on a saturday', 'weekend', 'that night',
];

export const TAXONOMY = {
  version: '3.0.0',
  aspects,
  notAspectCues,
  workmanshipFailures,
  problems,
  emergencyCues,
} as const;

export type AspectId = string;
