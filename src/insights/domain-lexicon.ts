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
  version: '2.0.0',
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
    'within * day*': 0.3, 'within minutes': 0.4, 'in one day': 0.4, 'in a day': 0.4, 'in a single day': 0.4, 'in two days': 0.3,
    'within hours': 0.4,
    // Workmanship
    'fix': 0.3, 'fixed': 0.3, 'done well': 0.5, 'supposedly': -0.4, 'knew exactly': 0.5, 'no idea how': -0.5,
    'took a day': 0.3, 'turnaround': 0.2, 'found the source': 0.5, 'found the problem': 0.5, 'tracked down': 0.5,
    'knew * stuff': 0.6, 'know* * stuff': 0.6, 'as promised': 0.4, 'did not keep': -0.5, 'broken promise*': -0.6, 'repaired': 0.2, 'solved': 0.4, 'done right': 0.6, 'right the first time': 0.6,
    'attention to detail': 0.6, 'top notch': 0.7, 'top-notch': 0.7, 'solid': 0.4, 'sloppy': -0.6,
    'shoddy': -0.7, 'crooked': -0.5, 'cut corners': -0.6, 'cutting corners': -0.6, 'rushed': -0.4,
    'careless': -0.5, 'leak* again': -0.6, 'still leak*': -0.6, 'started leaking': -0.6, 'new leak': -0.5,
    'drips': -0.4, 'still drips': -0.6, 'dry': 0.4, 'held up': 0.5, 'holding up': 0.4,
    'holds up': 0.5, 'flawless': 0.7, 'dented': -0.5, 'turned out': 0.1,
    // 2.0.0: the everyday and idiomatic ways of saying each aspect that the taxonomy's cues now cover, where the
    // general lexicon has no polarity for them. Phrases are written in the base form (lemmas find the inflections).
    // Punctuality and scheduling
    'on the dot': 0.5, '# sharp': 0.4, '# am sharp': 0.4, 'bang on time': 0.6, 'right at #': 0.4, 'exactly when': 0.4,
    'right when': 0.3, 'when promised': 0.4, 'when they promised': 0.3, 'on site by': 0.3, 'on the roof by': 0.3,
    'stood * up': -0.6, 'stand * up': -0.6, 'kept * waiting': -0.5, 'left * waiting': -0.5, 'wait all day': -0.6,
    'wait the whole day': -0.6, 'wait * whole day': -0.6,
    'waited around': -0.4, 'never made it': -0.5, 'failed to show': -0.7, 'supposed to come': -0.4,
    'supposed to show': -0.4, 'supposed to be here': -0.4, 'supposed to start': -0.3, 'not arriv* until': -0.5,
    'not show up until': -0.5, 'not come until': -0.5, 'not get here until': -0.5, 'hours late': -0.6,
    'minutes late': -0.4, 'an hour late': -0.5, 'running late': -0.3, 'painless': 0.5, 'hassle-free': 0.5,
    'no hassle': 0.4, 'seamless': 0.4, 'postpone*': -0.4, 'bumped': -0.3, 'push* * back': -0.4, 'push* * * back': -0.4,
    'push* * * * back': -0.4, 'booked up': -0.3, 'booked solid': -0.3, 'fully booked': -0.3, 'backlog': -0.3,
    'get us in': 0.4, 'get me in': 0.4, 'fit me in': 0.5, 'squeez* * in': 0.5, 'squeez* me in': 0.5, 'work* us in': 0.5,
    'wait long': -0.3, 'have to wait': -0.4, 'weeks waiting': -0.4, 'months waiting': -0.5, 'right away': 0.4,
    'around my schedule': 0.4, 'around our schedule': 0.4, 'just to get': -0.3, 'with no explanation': -0.4,
    // Communication
    'like pulling teeth': -0.7, 'black hole': -0.6, 'radio silence': -0.6, 'unanswered': -0.5, 'in the dark': -0.5,
    'out of the loop': -0.5, 'quit answering': -0.6, 'stop answering': -0.6, 'stop returning': -0.6,
    'stop responding': -0.6, 'a real person': 0.4, 'actually pick up': 0.4, 'never pick up': -0.5,
    'pick up the phone': 0.3, 'get back to': 0.3, 'back to me': 0.3, 'back to us': 0.3, 'heads up': 0.4,
    'heads-up': 0.4, 'let us know': 0.3, 'let me know': 0.3, 'what to expect': 0.3, 'keep * informed': 0.6,
    'keep * updated': 0.6, 'keep * posted': 0.5, 'keep * in the loop': 0.6, 'update*': 0.3, 'send * photo*': 0.4,
    'send * * photo*': 0.4, 'send photo*': 0.4, 'send * picture*': 0.4, 'send picture*': 0.4, 'text* me': 0.3,
    'text* us': 0.3, 'call* me': 0.2, 'call* us': 0.2, 'email* me': 0.2, 'email* us': 0.2, 'get a call': 0.3,
    'get a text': 0.3, 'get an email': 0.2, 'get an answer': 0.3, 'an answer': 0.3, 'get hold of': 0.2,
    'get ahold of': 0.2, 'get a hold of': 0.2, 'get in touch': 0.2, 'hear from them': 0.2, 'never heard': -0.5,
    'keep calling': -0.4, 'have to call': -0.4, 'have to chase': -0.5, 'chase * for': -0.4, 'quick to respond': 0.5,
    'slow to respond': -0.5, 'answer* every': 0.4, 'answer* all': 0.4, 'patient with': 0.4, 'explained clearly': 0.5,
    'clearly explained': 0.5, 'hard to': -0.4, 'hard to beat': 0.6, 'impossible to': -0.5,
    // Professionalism
    'swore': -0.6, 'swearing': -0.6, 'sworn at': -0.6, 'cursed': -0.6, 'cussing': -0.5, 'profanity': -0.5,
    'yelled': -0.6, 'yelling': -0.6, 'argued': -0.5, 'arguing': -0.5, 'argumentative': -0.6, 'short with': -0.5,
    'snapped at': -0.6, 'dismissive': -0.5, 'smug': -0.4, 'shady': -0.5, 'sketchy': -0.5, 'smoking': -0.3,
    'smoked': -0.3, 'loud music': -0.4, 'blast* music': -0.5, 'keep the music down': 0.4, 'music down': 0.4,
    'patient': 0.4, 'impatient': -0.4, 'cared about': 0.5, 'genuinely cared': 0.5, 'took pride': 0.5,
    'pride in': 0.5, 'class act': 0.6, 'classy': 0.5, 'gentleman': 0.4, 'gentlemen': 0.4,
    'pleasure to work with': 0.6, 'easy to work with': 0.5, 'easy to talk to': 0.5, 'easy to deal with': 0.5,
    'hard to deal with': -0.5, 'difficult to deal with': -0.5, 'a total pro': 0.6, 'straightforward': 0.4,
    'straight shooter': 0.5, 'no pressure': 0.5, 'never push*': 0.4, 'push* * into': -0.4, 'try to sell': -0.3, 'loud': -0.3,
    'like it was their own': 0.5, 'like their own': 0.5, 'gate open': -0.4, 'gate closed': 0.3,
    'without asking': -0.4, 'asked permission': 0.3, 'boots off': 0.4, 'shoe covers': 0.4, 'booties': 0.3,
    'parked on * lawn': -0.4, 'parked on * grass': -0.4, 'blocked * driveway': -0.4,
    // Cleanup
    'immaculate': 0.6, 'pristine': 0.6, 'neat and clean': 0.5, 'scattered': -0.4, 'strewn': -0.4, 'littered': -0.5,
    'litter': -0.4, 'blowing around': -0.4, 'lying around': -0.4, 'laying around': -0.4, 'left lying': -0.4,
    'cigarette butts': -0.5, 'butts': -0.3, 'haul* away': 0.3, 'haul* * away': 0.3, 'haul* off': 0.3,
    'cart* away': 0.3, 'pick up after': 0.4, 'pick* up every': 0.4, 'pick* up all': 0.4, 'after themselves': 0.3,
    'than they found it': 0.5, 'no trace': 0.5, 'not a trace': 0.5, 'would never know': 0.4, 'could not tell': 0.4,
    'can not tell': 0.4, 'can not even tell': 0.4, 'could not even tell': 0.4, 'would not know': 0.3,
    'blow* off the driveway': 0.3, 'blow* off the patio': 0.3, 'blow* off the deck': 0.3, 'blow* off * driveway': 0.3,
    'power wash*': 0.3, 'pressure wash*': 0.3, 'hosed off': 0.3, 'wiped down': 0.3, 'drop cloth*': 0.3,
    'handprints': -0.4, 'smears': -0.4, 'scuff*': -0.4, 'footprints': -0.3, 'sat': -0.3, 'sat down': 0.2,
    // Pricing and estimates
    'rip-off': -0.7, 'ripoff': -0.7, 'ripped off': -0.7, 'rip * off': -0.6, 'gouge*': -0.7, 'gouging': -0.7,
    'highway robbery': -0.8, 'arm and a leg': -0.6, 'break the bank': -0.4, 'worth it': 0.5, 'worth the money': 0.6,
    'money well spent': 0.7, 'well spent': 0.5, 'bang for * buck': 0.6, 'financing': 0.3, 'payment plan': 0.3,
    'nickel and dime*': -0.6, 'nickel-and-dime*': -0.6, 'nickeled and dimed': -0.6, 'charge too much': -0.6,
    'cost too much': -0.6, 'pay too much': -0.5, 'a lot of money': -0.3, 'double what': -0.5, 'twice what': -0.5,
    'twice as much': -0.5, 'half what': 0.4, 'half the price': 0.4, 'in line with': 0.3, 'lowest bid': 0.4,
    'lowest price': 0.4, 'run over budget': -0.5, 'go over budget': -0.5, 'within budget': 0.4,
    'to the penny': 0.5, 'to the dollar': 0.5, 'to the cent': 0.5, 'came in under': 0.4, 'came in over': -0.4,
    'came in at': 0.2, 'came in higher': -0.5, 'came in lower': 0.4, 'bait and switch': -0.8, 'tack* on': -0.5,
    'jack* up': -0.5, 'raise* the price': -0.4, 'stick to the': 0.4, 'stuck to it': 0.4, 'honor* the quote': 0.5,
    'honor* * price': 0.5, 'honor* the estimate': 0.5, 'itemized': 0.3, 'transparen*': 0.5, 'add charge*': -0.5,
    'add * charge*': -0.5, 'add * fee': -0.5, 'add * * fee': -0.5, 'trip charge': -0.3, 'service fee': -0.3,
    'above the estimate': -0.5, 'above * estimate': -0.5, 'over * estimate': -0.5, 'run over the estimate': -0.5,
    'run over the quote': -0.5, 'never mentioned': -0.4, 'nobody mentioned': -0.4, 'not mentioned': -0.4,
    'told us about': 0.2, 'discussed with': 0.2,
    // Insurance
    'documented': 0.3, 'document* * damage': 0.4, 'push* for': 0.4, 'push* the insurance': 0.4, 'go to bat': 0.6,
    'advocate*': 0.5, 'on our side': 0.4, 'in our corner': 0.4, 'on our own': -0.4, 'get * covered': 0.4,
    'paid off': 0.5, 'full amount': 0.3,
    // Warranty and follow-up
    'free of charge': 0.5, 'for free': 0.4, 'at no cost': 0.5, 'never return*': -0.5, 'never saw them again': -0.6,
    'never see them again': -0.6, 'once * paid': -0.3, 'once they were paid': -0.3, 'once they had * money': -0.3,
    'after * got paid': -0.3, 'to make sure': 0.3, 'make sure everything': 0.4, 'just to check': 0.4,
    'check back': 0.3, 'come back': 0.3, 'came out again': 0.2, 'stop* by': 0.3, 'no questions asked': 0.5,
    // Duration
    'in # days': 0.3, 'in # hours': 0.4, 'in half a day': 0.5, 'in a morning': 0.4, 'in an afternoon': 0.4,
    'in under an hour': 0.5, 'under an hour': 0.4, 'by dinner': 0.3, 'by lunch': 0.3, 'by noon': 0.3,
    'by end of day': 0.3, 'before the weekend': 0.3, 'by the weekend': 0.3,
    'before dark': 0.3, 'in no time': 0.5, 'record time': 0.6, 'quick work': 0.5, 'knock* it out': 0.4,
    'knock* * out in': 0.4, 'took only': 0.4, 'only took': 0.4, 'took just': 0.4, 'just took': 0.4,
    'take forever': -0.7, 'drag on': -0.6, 'drag* out': -0.5, 'run long': -0.4, 'run * long': -0.4,
    'run * * long': -0.3, 'run over schedule': -0.4, 'not finish until': -0.5, 'half-finished': -0.5,
    'half finished': -0.5, 'unfinished': -0.5, 'half-shingled': -0.4, 'half-done': -0.5, 'disappear for': -0.5,
    'vanish for': -0.5, 'turned into weeks': -0.5, 'turned into months': -0.6, 'took * weeks': -0.4,
    'took * * weeks': -0.4, 'took * months': -0.5, 'took * * months': -0.5, 'weeks to complete': -0.4,
    'weeks to finish': -0.4, 'months to complete': -0.5, 'months to finish': -0.5, 'swift*': 0.4,
    // Technical knowledge
    'understood': 0.4, 'understand*': 0.3, 'know what * * doing': 0.5, 'know what * doing': 0.5, 'know much': 0.3,
    'know a lot': 0.5, 'know little': -0.4, 'know nothing': -0.5, 'know roofs': 0.4, 'inside and out': 0.5,
    'pinpoint*': 0.5, 'misdiagnos*': -0.6, 'find the cause': 0.5, 'find the source': 0.5, 'find the problem': 0.5,
    'figure* out': 0.3, 'point* out': 0.3,
    'difference between': 0.2, 'show * why': 0.3, 'made sense': 0.4, 'learn* more': 0.4, 'learn* a lot': 0.5,
    'taught us': 0.4, 'taught me': 0.4, 'guessed': -0.4, 'guesswork': -0.5, 'just guessing': -0.5,
    'looked * further': 0.3, 'explain* everything': 0.4, 'explain* every': 0.4, 'explain* how': 0.3,
    'explain* why': 0.3, 'explain* * options': 0.4, 'explain* each': 0.4, 'no idea what': -0.5,
    'no explanation': -0.4,
    // Workmanship
    'mismatched': -0.5, 'uneven': -0.4, 'wavy': -0.4, 'lumpy': -0.4, 'exposed nails': -0.4, 'no shortcuts': 0.5,
    'no-shortcut*': 0.5, 'shortcut*': -0.4, 'fall apart': -0.5,
    'curb appeal': 0.4, 'good as new': 0.5, 'like new': 0.4, 'look* brand new': 0.6, 'look* like new': 0.5,
    'blend* in': 0.4, 'blend* right in': 0.5, 'blend* * in': 0.4, 'match* perfectly': 0.5, 'lined up': 0.3,
    'line up': 0.3, 'straight lines': 0.4, 'clean lines': 0.5, 'clean cuts': 0.4, 'hack job': -0.7,
    'rush job': -0.5, 'rushed job': -0.5, 'messed up': -0.5, 'screwed up': -0.6,
    'butcher*': -0.6, 'amateur*': -0.5, 'half-assed': -0.6, 'done properly': 0.4, 'done correctly': 0.4,
    'done wrong': -0.5, 'did it right': 0.5, 'do it right': 0.4, 'have to redo': -0.5, 'have to be redone': -0.5,
    'defect*': -0.5, 'watertight': 0.5, 'water tight': 0.5, 'leak-free': 0.5, 'not a drop': 0.5,
    'stopped the leak': 0.5, 'stopped leaking': 0.4, 'fix* the leak': 0.4, 'fixed our leak': 0.4,
    'solved the leak': 0.5, 'no more leaks': 0.5, 'never leaked': 0.5, 'nailed down': 0.3, 'look* off': -0.4,
    'look* uneven': -0.4, 'look* wavy': -0.4, 'look* worse': -0.5, 'look* better': 0.4, 'look* sharp': 0.4,
    'not fix': -0.5, 'never fix*': -0.5, 'did not fix': -0.5, 'not solve': -0.5, 'never solved': -0.5,
    'bone dry': 0.5,
    // Generic
    'on the nose': 0.5, 'when they said': 0.3, 'wait around': -0.4, 'bother to show': 0.3, 'never show': -0.7,
    'left * messages': -0.4, 'left * * messages': -0.4, 'before anyone': -0.4, 'nobody told': -0.5, 'no one told': -0.5,
    'never told': -0.5, 'to voicemail': -0.5, 'keep in touch': 0.4, 'spotty': -0.4, 'inconsistent': -0.3,
    'sporadic': -0.3, 'all over': -0.3, 'price go up': -0.5, 'price * go up': -0.5, 'price change*': -0.4,
    'price jump*': -0.5, 'price increase*': -0.4, 'more than the estimate': -0.5, 'more than the quote': -0.5,
    'more than * quoted': -0.5, 'higher than the estimate': -0.5, 'higher than the quote': -0.5,
    'higher than quoted': -0.5, 'faster than expected': 0.5, 'sooner than expected': 0.4, 'quicker than expected': 0.5,
    'longer than expected': -0.5, 'what * * talking about': 0.5, 'what * talking about': 0.5,
    'no clue': -0.5, 'keep moving': -0.4, 'keep changing': -0.4, 'keep pushing': -0.4, 'see how everything': 0.4,
    'check that everything': 0.4, 'see if everything': 0.4, 'took a month': -0.4, 'took * a month': -0.4,
    'took a week': -0.3,
    'like clockwork': 0.5, 'there before #': 0.4, 'here before #': 0.4, 'after the window': -0.5,
    'within the window': 0.4, 'never know when': -0.5, 'keep * waiting': -0.5, 'leave * waiting': -0.5,
    'try to push': -0.4, 'try to upsell': -0.4, 'push * on us': -0.4, 'push * * on us': -0.4,
    'take no for an answer': -0.6, 'still find*': -0.4, 'still pick*': -0.4, 'keep finding': -0.4, 'piled up': -0.4, 'pile* of': -0.3, 'save* a lot': 0.5, 'save* us': 0.4, 'save* * money': 0.5,
    'deal with': 0.2, 'deal directly with': 0.4, 'be back': 0.3, 'were back': 0.3, 'was back': 0.3,
    'sweet time': -0.5, 'too long': -0.5, 'know * way around': 0.5, 'not even know': -0.5, 'not seem to know': -0.5,
    'nobody else': 0.4, 'no one else': 0.4, 'others missed': 0.4, 'other * missed': 0.4, 'everyone else missed': 0.4,
    'following week': 0.3, 'the following day': 0.3, 'tough': -0.4,
    'time they promised': 0.4, 'time they said': 0.4, 'wait all morning': -0.5, 'wait all afternoon': -0.5,
    'sit around waiting': -0.5, 'came and went': -0.4, 'no sign of': -0.5, 'without a sign of': -0.5,
    'talk* to a wall': -0.6, 'talk* to a brick wall': -0.6, 'blast*': -0.4, 'cursing': -0.6, 'not bother': -0.5,
    'never bother*': -0.5, 'clean up': 0.4, 'hit with': -0.5, 'extra fee*': -0.4, 'took under': 0.4,
    'under a week': 0.4, 'took * month': -0.4, 'took * * month': -0.4, 'it was clear': 0, 'it was obvious': 0,
    'know how to': 0.4, 'not know how to': -0.5, 'in minutes': 0.4, 'in # minutes': 0.4, 'diagnosed': 0.2,
    'within a week': 0.3, 'took * minutes': 0.4, 'took minutes': 0.4, 'without a scratch': 0.5,
    'make it through': 0.4, 'all around': 0, 'gaps': -0.4, 'leave gaps': -0.5, 'a fortune': -0.5,
    'cost a fortune': -0.6, 'mediocre': -0.4,
    'charge* more': -0.5, 'charge* * more': -0.5, 'wrappers': -0.3, 'wrapper': -0.3, 'cans': -0.3, 'bottles': -0.3, 'came in right at': 0.4,
    'right at the estimate': 0.4, 'what * agreed to': 0.4, 'what we agreed': 0.4, 'what i agreed': 0.4, 'as agreed': 0.4,
    'only the deductible': 0.4, 'only * deductible': 0.4, 'only our deductible': 0.4, 'just the deductible': 0.4,
    'just our deductible': 0.4, 'nothing more': 0.3, 'not a dime more': 0.4, 'lower* * premium': 0.4, 'less than': 0.3,
    'less than impressed': -0.5, 'a fraction of': 0.5, 'could have charged': 0.4, 'kind of': 0, 'sort of': 0,
    'half done': -0.5, 'took a couple of weeks': -0.4, 'only knock': -0.3,
    'shout out': 0.5, 'half the battle': 0.4, 'lower than': 0.3, 'lower price': 0.4, 'not fault': 0.5, 'not complain': 0.4, 'expect* better': -0.5, 'expect* * better': -0.5, 'expect* more': -0.4,
    'meet * expectations': 0.5, 'met * expectations': 0.5,
    // Generic
    'recommend*': 0.4, 'highly recommend': 0.7, 'five stars': 0.6, '5 stars': 0.6, 'no complaints': 0.6,
    'no issues': 0.5, 'no problems': 0.5, 'a breeze': 0.5, 'nightmare': -0.7, 'bothered to': 0.3, 'bother to': 0.3, 'runaround': -0.6,
    'the worst': -0.8, 'worst': -0.7, 'disappointing': -0.6,
  } as Record<string, number>,
  neutral: [
    'leak', 'leaks', 'leaked', 'leaking', 'leaky', 'hail', 'hailstorm', 'storm', 'storms', 'damage', 'damaged', 'wind',
    'ice', 'dam', 'dams', 'rot', 'rotted', 'rotten', 'missing', 'water', 'emergency', 'tarp', 'tarps', 'fire',
    'quality', 'work', 'job', 'still', 'meet', 'met',
    // Words the general lexicon scores that say nothing about the roofer here ("stand behind", "must have", "a
    // charcoal color", "consistently late", "working on the roof").
    'stand', 'deductible', 'down', 'bracing', 'go', 'paying', 'must', 'color', 'charcoal', 'gray', 'grey', 'dark',
    'plain', 'weathered', 'master', 'premium', 'further', 'trying', 'block', 'empty', 'able', 'ready', 'fit',
    'stopped', 'stopping', 'reach', 'reached', 'agreed', 'consistently', 'despite', 'shout', 'battle', 'charged',
    'charges', 'lower', 'working', 'worked', 'works', 'workmanship', 'craftsmanship', 'guarantee', 'promise', 'promises', 'promised', 'crew', 'lead', 'pitch', 'steep', 'like', 'want', 'please', 'fall', 'pretty', 'deposit', 'chimney',
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
    'most', 'too', 'beyond', 'amazingly', 'seriously', 'ridiculously', 'quite', 'huge', 'big',
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
