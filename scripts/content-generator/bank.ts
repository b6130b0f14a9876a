/**
 * The sentence bank. Templates use the mini-language of template.ts. Slots the generator fills (each by its entry in
 * SLOT_FILLERS in generate.ts, in this order):
 *   {tech}      a named technician when the review names one, else a role ("the estimator", "the crew lead")
 *   {tech!}     the same, in a greeting ("Thanks {tech!}!"): only used when the review names the person by name
 *   {who}       the field technician when named, else "the crew", "the foreman" ... (singular subject)
 *   {crew}      plural: "the guys", "the roofers" ...        {techcrew} "Dave and the crew" or "the crew"
 *   {co}        the company as object ("Summit Ridge", "these guys")   {cosub} as singular subject
 *   {we} {us} {our} {ourselves} {were} {are} {we're}   first person, "we" or "I" for the whole review
 *   {svc} a/our + service noun ("a new roof")   {svcdone} ("replaced our roof")   {svcdo} ("put on a new roof")
 *   {work} the finished work, singular ("the new roof", "the repair")
 *   {when} ("last month", "this spring", fitting the review's date)
 *   {problem} {room} {house} {month} {area} {inarea} (" in Longmont" once, when the review names its area)
 *   {coname} the company by name (for "Thank you, Summit Ridge!")
 *   {very} {dur} ("two days") {durjob} ("two-day") {price} {extra} {deductible} {years} {label}
 * Job kinds (for the "@KINDS " prefix): R roof replacement, P roof repair, S storm/hail damage, I inspection,
 * G gutters, K skylights, T emergency tarping, V attic ventilation, F flat roof, C chimney and flashing,
 * X a service this bank does not know (only unprefixed templates are used for it).
 */

export type ThemeId =
  | 'scheduling'
  | 'pricing'
  | 'insurance'
  | 'punctuality'
  | 'professionalism'
  | 'person'
  | 'technical'
  | 'report'
  | 'workmanship'
  | 'duration'
  | 'cleanup'
  | 'communication'
  | 'estimate'
  | 'warranty';

export interface ThemeBank {
  id: ThemeId;
  /** Story order: themes are told in this order; also which paragraph of a long review they go to. */
  order: number;
  paragraph: 1 | 2 | 3;
  /** Which technician {tech} means: the one on the roof or the one in the office. */
  role: 'field' | 'office';
  /** Job kinds the theme fits (null = all). */
  kinds: string | null;
  weight: number;
  /** Weight when the review is negative: what unhappy customers write about most. */
  negWeight: number;
  /** How the owner's reply names the problem: "We're sorry about {label}". */
  label: string;
  pos: string[];
  neg: string[];
  /** Lower-case clauses without final punctuation, for "X, but Y" sentences. */
  posClause: string[];
  negClause: string[];
  /** Small complaints, for four-star reviews. */
  mildNeg: string[];
}

export const THEMES: ThemeBank[] = [
  {
    id: 'scheduling',
    order: 1,
    paragraph: 1,
    role: 'office',
    kinds: null,
    weight: 1,
    negWeight: 1.2,
    label: 'the scheduling',
    pos: [
      '[They|{tech}] came out [the same day|the next morning|within 24 hours|the day after I called] [to look at it|for the estimate|to take a look].',
      '[Scheduling|Getting on the schedule|Getting an appointment] was [easy|painless|quick|refreshingly easy].',
      '[Even though|Despite the fact that] it was [the busy season|right after a big storm|the middle of summer], they [got {us} on the schedule|fit {us} in] [within a week|within a few days|the same week].',
      '[They|{tech}] [worked around|were flexible with|bent over backwards to work around] {our} [schedule|work schedule|crazy schedule].',
      '@T [They|{who}] [had a tarp on the roof|tarped it] within [two hours|a few hours|the same evening] of my call.',
      '[I|We] [filled out the form online|called on a Monday|left a message on a Sunday] and [had a call back|heard back] [within the hour|the same afternoon|first thing the next morning].',
      '[From first call to finished job|From the first phone call to the last nail] was [less than two weeks|about ten days|under a month], which [is|seemed] [amazing|impressive] for [this time of year|a roofer these days].',
      '[They|{tech}] gave {us} a start date and [stuck to it|actually kept it].',
      "When the weather [pushed things back|didn't cooperate], [they|{tech}] [called right away|let {us} know the day before] and [rescheduled|moved it] [for the next clear day|to the next dry day].",
      "[It was easy|It couldn't have been easier] to [book|set up] the [estimate|appointment].",
      '@P [They|{tech}] squeezed {us} in [before the next storm|before the weekend|the same week] [even though|when] [other roofers|two other companies] said they were booked [for a month|until fall|for weeks].',
      '[Someone|A real person] [answered the phone|picked up] on the [first|second] ring and [had {us} booked|set up a visit] [for the next day|that week].',
      '@I [They|{tech}] [got|fit] {us} in [within two days|the same week] so [we could|{we} could] [meet the closing deadline|get the paperwork to the buyers|send it to the insurance company] in time.',
      "[They|{tech}] [even offered|offered] a Saturday [appointment|visit] so [I|we] [didn't have to|would not have to] take time off [work|].",
    ],
    neg: [
      'It took [three weeks|a month|six weeks|almost a month] just to get [someone|anyone|an estimator] out [for an estimate|to look at it|to the house].',
      '[They|The office] [rescheduled|postponed|moved our appointment] [three|four|multiple|five] times[ with almost no notice|, once on the morning of|].',
      '[Our|The] start date kept [getting pushed back|slipping|moving] [for weeks|for over a month|week after week].',
      '{we} {were} told [two weeks|ten days|a couple of weeks] and it ended up being [two months|almost three months|seven weeks].',
      '[Scheduling|Their scheduling|Getting on their schedule] was a [mess|disaster|nightmare|joke].',
      '[They|{cosub}] took [our|the] deposit and then {we} waited [months|two months|ten weeks] for a start date.',
      '[Nobody|No one] could [tell {us}|give {us}] a [start date|straight answer on the schedule], [just|only] "[next week|soon|we\'ll call you]" over and over.',
      '[I|We] [had to|ended up having to] [call|chase them] [every week|constantly] just to [stay on the schedule|keep our spot|find out when they were coming].',
      '[They|The office] [double-booked|forgot about] {our} appointment and [nobody showed|the estimator never came].',
      '@T [It took|They took] [two days|until the next afternoon|almost a full day] to [get a tarp on|tarp] the roof[, with water coming in the whole time|].',
      'The [crew|install] was [canceled|rescheduled] [twice|three times] [for weather|for "weather"] on [perfectly clear|sunny] days.',
    ],
    posClause: [
      'they got {us} on the schedule quickly',
      'scheduling was easy',
      '{tech} came out the next day',
      'they worked around our schedule',
      'they gave {us} a start date and kept it',
    ],
    negClause: [
      'getting on their schedule took forever',
      'the start date kept slipping',
      'they rescheduled [three|four] times',
      'scheduling was a mess',
      'it took weeks to get anyone out here',
    ],
    mildNeg: [
      'it took a while to get on the schedule',
      'the start date slipped by a week',
      'they had to reschedule once',
      'getting the estimate scheduled took a couple of weeks',
    ],
  },
  {
    id: 'pricing',
    order: 2,
    paragraph: 1,
    role: 'office',
    kinds: null,
    weight: 1.2,
    negWeight: 1,
    label: 'the price',
    pos: [
      '[Price|Pricing|The price] was [fair|very fair|reasonable|competitive|more than fair].',
      '[We|I] got [three|four|several] [quotes|bids] and {cosub} was [the most reasonable|competitive and by far the most thorough|not the cheapest, but clearly the best value].',
      '[Great|Good|Excellent|Real] value for the money.',
      '@PCKT [They|{tech}] only charged {us} {price}, which was [less than we expected|way less than the other guy quoted|a fraction of what I was bracing for].',
      '@I The inspection was free and there was [no sales pitch|no pressure to buy anything|zero pressure] afterwards.',
      '[Worth every penny.|Worth every penny, honestly.|Money well spent.]',
      '[Pricing|The pricing|Their pricing] was [transparent|clear|straightforward], with [no hidden fees|everything itemized|every line explained].',
      '@RSFG [They|{cosub}] [offered|had] [financing|a payment plan] that made it [doable|manageable|possible] for {us}.',
      '[Their|The] [bid|quote] was [a couple thousand less than|lower than|right in line with] the other [two|three] [we got|bids|companies] and [they were the only ones who walked the whole roof|theirs was the most detailed].',
      '@PC [They|{tech}] could have charged {us} a lot more and {we} would never have known.',
      '[Fair|Honest|Reasonable] [price|pricing] and [no upselling|no pressure|no games].',
      '@RSF {we} [expected|{were} bracing for] [sticker shock|a huge bill], but the price for {svc} was [very reasonable|fair|better than expected].',
      "@P [They|{tech}] [told {us}|said] [we did not need|we didn't need] a replacement yet and [just|only] fixed what was broken, which [saved {us}|probably saved {us}] thousands.",
    ],
    neg: [
      '[Way|Much|Seriously] [overpriced|too expensive] for [what we got|the work done|the quality].',
      '@PCKTV [They|{cosub}] charged {price} for [what should have been a simple repair|a small job|about an hour of work].',
      '[Their|The] [bid|quote] was [almost double|30% higher than|way above|thousands more than] [the other bids we got|the other quotes|what two other roofers quoted].',
      '[Not worth the money.|Not worth the price.|Definitely not worth what we paid.]',
      '[They|{tech}] tried to [sell {us}|upsell {us} to|push] a [replacement|whole new system] when [all we needed was|we only needed] a [small repair|couple of shingles replaced|simple fix].',
      'For that kind of money {we} expected [a lot|much|far] better.',
      '@PCKTVG [They|{cosub}] charged {us} [{price}|a fortune] for [a pretty basic job|what turned out to be a few hours of work|a job that took one afternoon].',
      '[I|We] [later found out|found out afterwards] [a neighbor|our neighbor] paid [a lot|thousands] less for [the same|a bigger] job [with another company|down the street].',
      'They [added|charged] a [fuel surcharge|trip charge|"service fee"] [that nobody mentioned|nobody told {us} about] [up front|beforehand].',
      '@I The "free" inspection [turned into|came with] a [hard sell|sales pitch] for a replacement.',
    ],
    posClause: [
      'the price was fair',
      'the pricing was {very} reasonable',
      'they were competitively priced',
      'there was no upselling',
    ],
    negClause: [
      'the price was steep',
      'it was [way|seriously] overpriced',
      'they charged far too much for what it was',
      'the bid was [way|much] higher than the others',
    ],
    mildNeg: [
      'they were not the cheapest bid',
      'the price was a bit high',
      'they were a little pricier than the other quotes',
      'it was not cheap',
    ],
  },
  {
    id: 'insurance',
    order: 3,
    paragraph: 1,
    role: 'office',
    kinds: 'RST',
    weight: 0,
    negWeight: 0,
    label: 'the insurance paperwork',
    pos: [
      '{tech} met the adjuster [on the roof|at the house|out at our place] and made sure [nothing was missed|every bit of damage was documented|every bruised shingle got counted].',
      '[They|{tech}] handled [the whole claim|our claim|the insurance claim|the insurance side] [from start to finish|start to finish|for {us}] and {we} only paid [{our}|the] deductible.',
      '[Our|The] insurance company [initially|first] [denied part of it|lowballed us|left out the ridge and vents], but {tech} [submitted a supplement|pushed back with photos|went back to them with a supplement] and [got it approved|they paid for it|it was approved in a week].',
      '[Dealing with|Fighting with] insurance was the part {we} dreaded most, and {cosub} made it [painless|easy|almost easy|so much easier].',
      '{we} paid [just|only] [our|the] {deductible} deductible[, nothing more|, not a dime more|].',
      '{tech} [knows exactly how to deal with|knows how to talk to|speaks the same language as] adjusters[, and it made all the difference|, which made all the difference|].',
      "[Our|The] claim was approved [in full|for a full replacement|without a fight] [after {tech} walked the roof with the adjuster|thanks to {tech}'s documentation|because of the photos {tech} took].",
      '[The|Their] [photo report|photos and measurements] [made the claim easy|were exactly what the insurance company needed|got the claim approved quickly].',
      '{tech} [explained|walked {us} through] [how the claim works|the whole claim process|what the adjuster would look for] [before we even called our insurance|so nothing surprised {us}].',
      '{we} {were} [lost|clueless] about the insurance claim and {tech} [held our hand|walked {us} through it] [the whole way|every step].',
      '[They|{tech}] [caught|found] [damage to the vents and the window screens|hail hits on the soft metals] the adjuster missed and got it added to the claim.',
      '[They|{tech}] [never once suggested anything shady with|flat out refused to play games with] the deductible, which {we} [respected|appreciated].',
    ],
    neg: [
      'They [promised to help|said they would handle everything] with the insurance claim and then [left {us} to deal with the adjuster|did nothing|disappeared].',
      '[Nobody|No one] from {cosub} [showed up|was there] when the adjuster came[, even though we scheduled it around them|, after they promised|].',
      '[They|{tech}] [never sent|kept forgetting to send] the [supplement|paperwork|final invoice] to [our|the] insurance company, so [our|the] claim [sat|was stuck] for [months|weeks].',
      '[They|{tech}] [wanted|offered] to [waive|cover] [our|the] deductible, which [is illegal here|felt shady|made {us} uneasy from the start].',
      'The insurance claim [dragged on|took] [forever|five months|half a year] because [they|{tech}] [never followed up|kept dropping the ball|kept losing paperwork].',
      '{we} ended up paying [more than|well over] [our|the] deductible [because they never filed|after they missed] [the|a] supplement.',
      '[They|{tech}] [billed|tried to bill] [the|our] insurance company for [work they never did|a full replacement when they only patched it].',
      '[They|{tech}] [told {us}|promised] [the|our] claim would cover [everything|the gutters too], and then {we} got a bill for [{extra}|the difference].',
    ],
    posClause: [
      '{tech} handled the insurance claim',
      'they dealt with the adjuster for {us}',
      '{we} only paid [our|the] deductible',
      'the claim went smoothly',
    ],
    negClause: [
      'the insurance claim was a mess',
      'nobody showed up to meet the adjuster',
      'they never sent the supplement to our insurance company',
      'the claim dragged on for months',
    ],
    mildNeg: [
      'the supplement took a few weeks longer than expected',
      'the insurance paperwork took a while',
      'it took a couple of reminders to get the final invoice sent to our insurance company',
    ],
  },
  {
    id: 'punctuality',
    order: 4,
    paragraph: 2,
    role: 'field',
    kinds: null,
    weight: 1,
    negWeight: 1.4,
    label: 'the crew being late',
    pos: [
      '@RSF {crew} showed up [right on time|at 7 sharp|exactly when they said|a few minutes early] [every day|each morning|every morning].',
      '{who} [showed up|arrived|was there] [right on time|exactly when promised|ten minutes early|at the exact time they gave me].',
      '[Always|Always right|Every single time] on time.',
      '[They|{crew}] were [punctual|on time] and [ready to work|got right to work|started right away].',
      '{who} [texted|called] [from the road|when they were on the way] and [showed up|arrived] right on time.',
      '[Arrived|They arrived] [within the window they gave {us}|exactly when scheduled|when they said they would].',
      'Not once did they show up late.',
      '@RSF [The crew was|{techcrew} were] [on the roof|up on the roof|working] by [7:30|7 am|sunrise] [every morning|both days|each day].',
      '[They|{who}] [did exactly what they said|showed up when they said they would], which [these days|with contractors] is [rare|half the battle].',
      '@PCKVTGI {who} [called|texted] the day before to confirm and [was|showed up] right on time.',
    ],
    neg: [
      "{crew} [didn't|did not] show up on time [once|a single day|even once].",
      '[They were|{who} was] [two hours|three hours|half a day|over an hour] late [and never called|without a call|the first day|both days].',
      '[Nobody|No one] showed up on the [day they scheduled|first morning|day we agreed on] and {we} [took the day off work for nothing|wasted a vacation day waiting].',
      'They no-showed [twice|three times|two times] before [anyone|a crew|someone] finally [came out|arrived|showed up].',
      '@RSF [The crew|They] [showed up|rolled in] [at 11|around noon|after lunch|mid-morning] [most days|every day] and [left by 3|were gone by 2|left early].',
      '{we} waited [all day|the whole day|from 8 to 5] and [no one came|nobody showed|nobody came or called].',
      '[Never|Not once] on time.',
      "{who} [didn't show up|never showed up] for the [appointment|first appointment|estimate] and [nobody called|didn't bother to call].",
      'They kept saying "[we\'ll be there in an hour|on our way]" and then showed up [three hours later|at dinner time|the next day].',
      "@RSF The crew [was supposed to start|was due] on Monday and [didn't show up until|showed up on] [Thursday|Wednesday|the following week] with no explanation.",
    ],
    posClause: [
      'they showed up on time',
      'the crew was always on time',
      '{who} arrived right on time',
      'they were punctual',
    ],
    negClause: [
      "they didn't show up on time",
      'the crew showed up late [twice|every day|more than once]',
      'nobody showed up the first day',
      '{who} was [hours|two hours] late',
      'they no-showed [twice|once] without calling',
    ],
    mildNeg: [
      'they were a little late the first morning',
      'the crew showed up a bit late one day',
      'they ran about an hour behind on the first day',
    ],
  },
  {
    id: 'professionalism',
    order: 5,
    paragraph: 2,
    role: 'field',
    kinds: null,
    weight: 1.2,
    negWeight: 1,
    label: 'how the crew behaved',
    pos: [
      '{crew} were [polite|courteous|respectful|friendly] and [professional|hard working|a pleasure to have around].',
      '{who} was {very} professional [from start to finish|the whole time|and easy to talk to].',
      '[They|The crew] treated our [home|property|house] [with respect|like it was their own].',
      '[Very|Extremely|Super|Incredibly] professional [outfit|company|crew|from the first call].',
      "{who} [was|is] [honest|straightforward|upfront] and [never pushed|didn't try to upsell|never pressured] {us}.",
      '@PCKI {tech} could easily have [upsold {us}|sold {us} a replacement] but [said|told {us}] a repair would do.',
      '{crew} [kept the music down|were respectful of the neighbors|even put our patio furniture back].',
      '[They were|Everyone was] [courteous|polite] to [our kids|the neighbors|my elderly mom|our dog], which [meant a lot|I appreciated].',
      '[Honest|Trustworthy|Respectful], [hard-working|hardworking] people.',
      '[Real|True] professionals[ from the office to the crew|, start to finish|].',
      '@RSF The [crew|whole crew] [worked like a well-oiled machine|knew exactly what they were doing|worked hard all day in the heat].',
      '@RSF {who} [took the time to|made a point to] [introduce the crew|walk the property with {us}|check in with {us}] [before starting|every morning|at the end of each day].',
      'Nobody [smoked|played loud music] on [site|the property], which {we} [appreciated|really appreciated].',
    ],
    neg: [
      '{crew} were [rude|unprofessional|disrespectful|rude and unprofessional].',
      '{who} was [condescending|dismissive|rude|short with me] when I [asked questions|raised a concern|asked about the schedule].',
      '[One of the workers|A guy on the crew|Somebody on the crew] [was smoking|left cigarette butts] [in our yard|by the driveway|in the flower bed].',
      'They [blasted music|played loud music] [from 7 am|all day] and [the neighbors complained|our neighbors were not happy|we could hear it inside with the windows shut].',
      '[Very|Extremely|Incredibly] unprofessional [from start to finish|experience|company].',
      "[They|The crew] [parked on our lawn|left the dumpster blocking our neighbor's driveway|used our outdoor outlet without asking] [and|but] [never said a word|didn't apologize].",
      '{tech} [argued with|talked down to] [me|my wife|my husband] [about|over] [the invoice|the schedule|a simple question].',
      '[It|The whole thing] felt like a [high-pressure|pushy] sales pitch [from the start|the whole time|from the first visit].',
      '[A|One] [worker|crew member] [walked into|wandered into] [our house|the garage] [without knocking|without asking] to use the bathroom.',
      '[They|The crew] [left|kept leaving] [the side gate open|our gate open] and [our dog got out|the dog got out twice].',
    ],
    posClause: [
      'the crew was {very} professional',
      '{who} was polite and respectful',
      'everyone was courteous',
      '{who} was honest with {us}',
      'the guys were friendly and hard working',
    ],
    negClause: [
      'the crew was rude',
      '{who} was dismissive when I had questions',
      'the whole thing felt unprofessional',
      'they left our gate open and the dog got out',
    ],
    mildNeg: [
      'the music was a little loud',
      "the crew parked across our neighbor's driveway one day",
      'someone left the side gate open once',
    ],
  },
  {
    id: 'person',
    order: 5.5,
    paragraph: 2,
    role: 'field',
    kinds: null,
    weight: 0.7,
    negWeight: 0.6,
    label: 'how you were treated',
    pos: [
      '{tech} was [fantastic|awesome|a pleasure to work with|great to work with|wonderful].',
      '[Ask for|Request|If you can, ask for] {tech}!',
      '{tech} went above and beyond.',
      '[Huge|Big|Special] thanks to {tech}[ and the crew| and the whole crew|].',
      '{tech} is the [real deal|best|kind of person you want on your roof].',
      '{tech} was [patient|kind|honest] and [really|truly|genuinely] cared about doing it right.',
      '{tech} [treated our house like it was their own|made {us} feel like {we} {were} the only customer].',
      'Shout out to {tech}[, a total pro| for going the extra mile|]!',
      '{tech} patiently answered [every question I had|all of my questions] and [never made me feel rushed|never once made me feel dumb].',
      "[Can't say enough about|So impressed with] {tech}.",
    ],
    neg: [
      '{tech} was [rude|dismissive|impossible to reach|condescending].',
      "{tech} made [a lot of|plenty of|big] promises and [didn't keep any of them|kept none of them].",
      "[I|We] [would not|wouldn't] [hire|work with] {tech} again.",
      '{tech} [blamed|kept blaming] [the crew|the weather|the supplier|everyone else] for everything.',
      '{tech} [stopped answering|quit returning] [my|our] calls [once|after] [the contract was signed|we paid the deposit].',
      '{tech} [told {us}|said] one thing and the crew did [another|something else entirely].',
    ],
    posClause: ['{tech} was great', '{tech} was a pleasure to deal with', '{tech} did everything right'],
    negClause: ['{tech} was impossible to reach', '{tech} made promises that never happened', '{tech} was rude'],
    mildNeg: ['{tech} was hard to reach a couple of times', '{tech} seemed a bit rushed'],
  },
  {
    id: 'technical',
    order: 6,
    paragraph: 2,
    role: 'field',
    kinds: null,
    weight: 1,
    negWeight: 0.8,
    label: 'the explanations',
    pos: [
      '{tech} [explained|walked {us} through] [exactly what was wrong|what was going on up there|the options] [in plain English|without talking down to {us}|with photos from the roof].',
      '@PCKT {tech} [climbed up|went into the attic|got up there] and found [the real source of the leak|that the leak was actually coming from a cracked vent boot|the problem in ten minutes].',
      '@RSFVPC [They|{tech}] [noticed|pointed out] [our attic was not venting properly|{we} had almost no intake vents|the old decking was soft] and [fixed it|took care of it] [as part of the job|without a big upcharge].',
      '[Really|Very|Extremely] knowledgeable about [ventilation|flashing|ice and water shield|underlayment|impact-resistant shingles].',
      '{tech} knows roofs inside and out.',
      "@PCK [Two|Three] other companies [couldn't find|missed] the leak. {tech} found it [in twenty minutes|on the first visit|right away].",
      '{we} learned more about [our roof|ice and water shield|attic airflow|how a roof actually sheds water] in [one visit|an hour] than in [ten|twenty|fifteen] years of owning [the|this] house.',
      '@RSF {tech} [explained|showed {us}] why [some of the decking|the plywood around the chimney|a few sheets of decking] [had to be replaced|needed replacing] [with photos|before doing anything|and it made sense].',
      '@RS They [recommended|suggested] [impact-resistant|Class 4] shingles, which [lowered our insurance premium|should hold up much better to the hail out here|was a great call].',
      '{tech} [explained|walked {us} through] the difference between [a repair and a replacement|patching it and replacing it|the shingle options] and [let {us} decide|never pushed either way].',
      '@V {tech} explained [how the soffit and ridge vents work together|why we kept getting ice dams|why the upstairs was so hot] and [it finally made sense|the fix was simple].',
      '@C {tech} [showed {us}|pointed out] that the old flashing [had just been caulked over|was never counter-flashed|was the real problem] and [redid it properly|fixed it the right way].',
      "@I {tech} [went through|checked] [everything|every slope], [even the attic|the attic too|the vents and boots], and [explained each photo|flagged what could wait and what couldn't].",
    ],
    neg: [
      "@PCKT [They|{tech}] [couldn't|could not] find the [source of the leak|leak] and charged {us} anyway.",
      "[They|{tech}] didn't seem to know what they were doing.",
      '[They|{tech}] blamed [condensation|the ventilation|ice dams|the previous roofer] [without even going into the attic|instead of finding the actual leak|and never looked any further].',
      'Another roofer later told {us} the [drip edge|underlayment|valley|pipe boot] was [installed wrong|done incorrectly|put on backwards].',
      'Nobody could explain [why it was still leaking|what they actually did|what {we} {were} paying for].',
      '@PCKT [They|{tech}] [guessed|tried three different things|just kept adding caulk], and the leak is still there.',
      '@PCKIG {tech} [barely|never even] got on the roof and [still|somehow] [quoted|wrote up] [a replacement|{price}].',
      '[Their|The] "fix" was [a tube of caulk|caulk smeared over the problem|roof cement slapped on a cracked boot].',
    ],
    posClause: [
      '{tech} clearly knows roofs',
      '{tech} explained everything clearly',
      '{tech} found the real problem',
      'they knew their stuff',
    ],
    negClause: [
      "{tech} couldn't find the leak",
      'nobody could explain what was wrong',
      'their "fix" was a tube of caulk',
      "they didn't seem to know what they were doing",
    ],
    mildNeg: ['the first explanation was a bit confusing', 'it took two visits to find the leak'],
  },
  {
    id: 'report',
    order: 6.5,
    paragraph: 2,
    role: 'field',
    kinds: 'I',
    weight: 2,
    negWeight: 2,
    label: 'the inspection report',
    pos: [
      'The inspection report had [dozens of photos|clear photos of every slope|photos and plain-English notes] and [was easy to understand|made sense even to me].',
      "[Our realtor|The buyer's agent|Our insurance agent] said it was the [most thorough|best|clearest] roof report [they'd|she'd|he'd] seen.",
      "{tech} was honest that our roof [had years left|had plenty of life left|only needed a few small repairs] and didn't try to sell {us} anything.",
      '{we} had the report [the same day|the next morning|within a few hours].',
    ],
    neg: [
      'The report [took two weeks|never arrived|was one page with no photos].',
      '[They|{tech}] [spent ten minutes|barely got on the roof] and then [tried to sell {us}|pushed] a [replacement|whole new system].',
      "The inspection [missed|didn't catch] [a leak|damaged flashing|soft decking] that [the buyer's inspector|another company] found [a week later|right away].",
    ],
    posClause: ['the report was thorough', 'the inspection was quick and honest'],
    negClause: ['the report took forever', 'the inspection felt rushed'],
    mildNeg: ['the report took a couple of days'],
  },
  {
    id: 'workmanship',
    order: 7,
    paragraph: 2,
    role: 'field',
    kinds: 'RPSGKTVFCX',
    weight: 2,
    negWeight: 1.6,
    label: 'the quality of the work',
    pos: [
      '@RPSGKVFCX {work} looks [great|fantastic|amazing|beautiful|sharp|really clean|better than we imagined].',
      '[The workmanship|The quality of the work|Quality] is [excellent|top notch|first rate|outstanding|superb].',
      '{who} did {very} [careful|clean|meticulous|solid|precise] work.',
      'You can tell {crew} take pride in their work.',
      '@RSF Every detail was done right, [down to the drip edge|right down to the trim|down to painting the vents to match].',
      "@RPSKFCT [Not a single leak since|Zero leaks since|Bone dry since], [even through|and we've had] [a couple of big storms|some heavy spring snow|a very wet May].",
      "So far {work} [is holding up perfectly|looks brand new|hasn't given {us} a single problem].",
      '@RSF The lines are straight, the [ridge|trim] is clean, and it honestly looks [better than any roof on the block|like a different house].',
      '[Neighbors|Our neighbors|Two neighbors] [have stopped to|actually stopped to|keep stopping to] [compliment|ask about] {work}.',
      "@PC The [patch|repair] [blends right in|matches perfectly] and you [can't|cannot] even tell where [they worked|it was].",
      '@G The [new gutters|gutters and downspouts] [are seamless|fit perfectly] and [finally|actually] [carry the water away from the house|keep water off the porch].',
      '@K The [skylight|new skylight] [is bone dry|has not leaked a drop] and the [trim inside|drywall around it] looks [perfect|brand new].',
      "@V [No more|Zero|We haven't had any] ice dams [this winter|since|all season], and the upstairs is [so much cooler|way more comfortable].",
      '@T The tarp [held|stayed put] through [two more storms|a week of wind|heavy rain] until [the permanent repair|the repair|the new roof] was done.',
      '[Solid|Quality|Excellent], [no-shortcuts|honest] work.',
      '@F The [new membrane|flat roof|TPO] [drains|sheds water] [perfectly|the way it should] and [no more|there is no more] ponding.',
    ],
    neg: [
      '@RPSKFCT [Within|In less than] [a month|two months|six weeks|a few weeks] {work} [started leaking|was leaking again|leaked again].',
      '[The workmanship|The quality of the work] was [sloppy|poor|careless|not what I expected|{very} poor].',
      "@RS [Shingles|Rows] aren't lined up and you can see [crooked rows|uneven lines|the mismatched shingles] from the street.",
      '[They|{crew}] [missed|skipped|never replaced] the [drip edge|pipe boots|starter strip], which [any decent roofer would have done|{we} only found out later].',
      '@PCKT The leak [is still there|came back after the first rain|was never actually fixed].',
      '@RSF {we} found [nail heads sticking up|exposed nails|shingles that were never nailed down] [all over|along] the [ridge|back slope].',
      '{who} [clearly rushed|rushed through] the job[ to get to the next one|, and it shows|].',
      '[A|One] [section of fascia|piece of trim|window screen] was [dented|bent|damaged] during the job and [never fixed|they never fixed it].',
      'Water is [still|now] coming in [around the vent|at the same spot|along the valley|somewhere new].',
      'Honestly {work} looks worse than [before|the old one|what we had].',
      '@G The [gutters|new gutters] [pitch the wrong way|overflow at the corner|pull away from the fascia] and water [still|now] [pools by the foundation|spills over].',
      '@K The [new skylight|skylight] [leaks|drips] [worse than|more than] the old one [did|ever did].',
      '[There are|They left] [black|roof cement] [smears|stains|handprints] on the [siding|new paint|windows].',
    ],
    posClause: [
      'the workmanship is excellent',
      '{work} looks great',
      'the work itself is {very} good',
      '{who} did solid work',
      'the quality is there',
    ],
    negClause: [
      'the work was sloppy',
      '{work} started leaking [again |]within weeks',
      "the quality just wasn't there",
      'the finish work was careless',
    ],
    mildNeg: [
      'a couple of small touch-ups were needed afterwards',
      'one vent was crooked and had to be fixed',
      'they had to come back to redo a small piece of trim',
    ],
  },
  {
    id: 'duration',
    order: 8,
    paragraph: 2,
    role: 'field',
    kinds: 'RPSGKVFCTX',
    weight: 0.9,
    negWeight: 1,
    label: 'how long the job took',
    pos: [
      '@RSF [The whole job|Start to finish|Everything] took [just|only] {dur}.',
      '@RSF [They|{techcrew}] had the [old roof torn off and the new one on|whole thing done|roof finished] in {dur}.',
      '@PCKVGT In and out in {dur}.',
      'Done [faster|quicker|sooner] than [they estimated|promised|{we} expected].',
      'Finished [on schedule|right on schedule|a day early|ahead of schedule].',
      '@RSF {we} left for work in the morning and [came home to|by dinner there was] [a new roof|a finished roof|most of it done].',
      '@PCKVG [They|{who}] [finished|got it done] in {dur}[, exactly as promised|, like they said|].',
      "[They|{crew}] worked [efficiently|fast but carefully|steadily] and [never left the job half done|didn't drag it out].",
    ],
    neg: [
      'What should have been a {durjob} job [dragged on|turned into] [two weeks|three weeks|almost a month].',
      '@RSF [Our|The] roof was left [open|half finished|stripped] for [days|a week|over a week] [with rain in the forecast|between crews].',
      'They would work [a day|half a day] and then [disappear|vanish] for [a week|several days].',
      'It took [forever|way too long|far longer than promised].',
      "@RSF They started [on a Monday|in June|right after the deposit] and [didn't finish|weren't done] until [three weeks later|the end of the month|fall].",
      '[They|The crew] [left|kept leaving] to [work another job|go to other jobs] [halfway through|in the middle of ours].',
    ],
    posClause: ['they finished in {dur}', 'it was done ahead of schedule', 'they worked fast'],
    negClause: ['the job dragged on for weeks', 'it took far longer than promised', 'they kept disappearing for days'],
    mildNeg: ['it took a day longer than planned', 'the job ran a little long'],
  },
  {
    id: 'cleanup',
    order: 9,
    paragraph: 2,
    role: 'field',
    kinds: 'RPSGKFCVX',
    weight: 1.4,
    negWeight: 1.3,
    label: 'the cleanup',
    pos: [
      '[Cleanup|The cleanup] was [spotless|impeccable|thorough|amazing|perfect].',
      "@RSF They ran a magnet [over|across] the [yard|driveway|lawn|whole property] [twice|at the end|at the end of each day] and {we} [haven't found a single nail|didn't find one nail].",
      "You'd never know [a crew had been here|they were here|anyone had worked on the house].",
      '[They|{crew}] [covered|protected] [our flower beds|the landscaping|the AC unit|the bushes] and [left everything cleaner than they found it|cleaned up every day].',
      'Not a [single nail|scrap of shingle|piece of debris|wrapper] left behind.',
      '@RSF {crew} cleaned up [every evening|at the end of each day|before they left each day] so [the kids could play outside|we could use the yard|the dog could go out].',
      '[They even|Even] [blew off|swept] the [driveway|patio|deck] [before leaving|on the way out].',
      "[The|Their] [magnet sweep|cleanup crew] [found nails I didn't know were there|was incredibly thorough].",
    ],
    neg: [
      '{we} found [nails|roofing nails|dozens of nails] [in the driveway|in the yard|all over the lawn] [for weeks|after they left|for a month].',
      '[Cleanup was|The cleanup was] [poor|terrible|lazy|nonexistent|{very} poor].',
      '[Shingle scraps|Debris|Old shingles and wrappers] [were left|got left] [in our flower beds|all over the side yard|in the bushes].',
      '[Got|Picked up] a nail in [my|our] tire [the day after|a week after|two days after] they finished.',
      'Nobody ran a magnet [over the yard|across the driveway|anywhere], [and it shows|obviously].',
      "They [crushed|trampled] [our|the] [hydrangeas|flower beds|shrubs] and [never said a word|didn't even apologize].",
      '@RSF The dumpster sat in [our|the] driveway for [two weeks|three weeks|a month] after [they finished|the job].',
      '[Left|They left] [empty cans|food wrappers|cigarette butts|bottles] [in the yard|by the garage|on our patio].',
    ],
    posClause: [
      'the cleanup was spotless',
      'they cleaned up every day',
      'they ran a magnet for nails',
      'they left the place cleaner than they found it',
    ],
    negClause: [
      'the cleanup was poor',
      '{we} {were} picking up nails for weeks',
      'they left debris in the yard',
      'nobody ran a magnet for nails',
      'the cleanup was {very} sloppy',
    ],
    mildNeg: [
      'a few nails were left in the driveway',
      'they missed some debris by the side of the house',
      'the dumpster stayed a couple of extra days',
    ],
  },
  {
    id: 'communication',
    order: 10,
    paragraph: 3,
    role: 'office',
    kinds: null,
    weight: 1.5,
    negWeight: 2,
    label: 'the communication',
    pos: [
      '{tech} kept {us} [updated|in the loop|informed] [every step of the way|the whole time|with texts and photos].',
      '[They|{tech}] always called back [the same day|within the hour|quickly|right away].',
      'Communication was [excellent|great|fantastic|clear|{very} good] from [start to finish|the first call to the final walkthrough|beginning to end].',
      '{we} got [a text|a call] [the night before|each morning] letting {us} know [what to expect|when the crew would arrive].',
      '{tech} answered every question {we} had, [even the dumb ones|patiently|without making me feel rushed].',
      '[They|{tech}] sent [photos|pictures] of [the damage|the decking|everything they found] so {we} could see [it|what was going on] for {ourselves}.',
      'Whenever {we} called the office, [someone|a real person] actually picked up.',
      '[Really|Very much|Truly] appreciated how responsive [they were|{tech} was].',
      '{tech} [explained|walked {us} through] each step before [work started|they started].',
      '[Every|Each] [email|text|call] got [an answer|a reply] [within a few hours|the same day].',
      '[The office staff|Everyone in the office] was [friendly|helpful|on top of everything] and [kept {us} posted|always knew where things stood].',
    ],
    neg: [
      '[Nobody|No one] ever called {us} back.',
      'I [left|must have left] [three|four|five|half a dozen] voicemails and never heard back.',
      'Getting [an update|a straight answer|a call back] was [like pulling teeth|impossible|a full-time job].',
      '[They|{tech}] [stopped returning|quit answering|ignored] [my calls|our calls|my texts] [once the deposit cleared|as soon as they had our money|after the job was done].',
      'Communication was [terrible|nonexistent|awful|poor|{very} poor].',
      '{we} had to call [four|five|six] times just to find out [when they were coming|what was going on|the status].',
      '[They|{tech}] promised to call back [the next day|by Friday|that afternoon] and never did.',
      'Completely ghosted {us} after [the estimate|the first day|{we} paid].',
      "Nobody told {us} the crew [wasn't coming|had been moved to another job|had finished].",
      'I only found out [the job was done|they had started|the crew was on the roof] when [a neighbor texted me|I came home and saw the ladder].',
      'Emails went [unanswered|into a black hole] and the office [voicemail|mailbox] was always full.',
    ],
    posClause: [
      'communication was great',
      '{tech} kept {us} in the loop',
      'they always called back',
      'the office was responsive',
    ],
    negClause: [
      'communication was poor',
      'nobody ever called back',
      'getting updates was like pulling teeth',
      '{tech} never returned my calls',
      'they ghosted {us} after the estimate',
    ],
    mildNeg: [
      'I had to call a couple of times for updates',
      'updates were a little slow',
      'a call back took a day or two',
    ],
  },
  {
    id: 'estimate',
    order: 11,
    paragraph: 3,
    role: 'office',
    kinds: 'RPSGKVFCTX',
    weight: 1,
    negWeight: 1.3,
    label: 'the final invoice',
    pos: [
      'The final bill [matched the quote exactly|was exactly what they quoted|came in right at the estimate].',
      'No surprise charges[ at the end|, no hidden fees|, no games].',
      '{tech} [gave {us}|wrote up] [a detailed|a clear|an itemized] estimate [the same day|within 24 hours|with photos] and [stuck to it|the invoice matched it to the dollar].',
      '@RSF Even when they found [rotted decking|bad plywood|soft spots], [they|{tech}] [showed {us} photos|called first] and [charged exactly the per-sheet price in the contract|the price was what the contract said].',
      'Everything on the invoice was [exactly|just] what {we} agreed to.',
      '[Their|The] written estimate was [clear|detailed|easy to follow] and [there were no surprises|nothing changed].',
      '[The price they quoted|The quote] was the price {we} paid.',
    ],
    neg: [
      'The final bill was {extra} more than the quote [with no explanation|and nobody could tell me why].',
      '[Surprise|Hidden] charges [showed up|appeared] on the final invoice[ for things we never agreed to|].',
      "@RSF They [found|claimed there was] [rotted decking|bad decking] and [never showed {us}|didn't call before] [adding|charging] {extra} [to the bill|for it].",
      'The estimate [was|turned out to be] [way off|nowhere near the final price|meaningless].',
      '{we} {were} [billed|charged] for [materials|dump fees|a permit] that [were supposed to be included|were in the quote].',
      '[They|{tech}] quoted one price and then [added|tacked on] [fees|extras|{extra}] [at the end|after the work was done].',
      "The invoice [didn't match|had nothing to do with] the [contract|estimate] and [it took weeks to sort out|nobody would explain it].",
    ],
    posClause: ['the final bill matched the quote', 'there were no surprise charges', 'the estimate was spot on'],
    negClause: [
      'the final bill was {extra} over the quote',
      'there were surprise charges on the invoice',
      'the estimate turned out to be way off',
    ],
    mildNeg: ['the final bill was a little over the estimate', 'the invoice had a small charge we had not discussed'],
  },
  {
    id: 'warranty',
    order: 12,
    paragraph: 3,
    role: 'field',
    kinds: 'RPSGKFCVX',
    weight: 0.8,
    negWeight: 1.1,
    label: 'the follow-up',
    pos: [
      'When [a small leak|a drip|a lifted shingle] [showed up|appeared] [months later|the next spring|after a windstorm], they [came back|were out] [within a day|the next morning|the same week] and fixed it [at no charge|for free|no questions asked].',
      '{tech} [called|stopped by] [a few weeks|a month|a couple of months] later to [check in|make sure everything was good|see how it held up].',
      'They stand behind their [work|warranty].',
      '[Good|Solid|Great] [warranty|workmanship warranty], and they [actually honor it|answer the phone when you need it].',
      '@RSF [They|{cosub}] registered [the|our] [manufacturer warranty|material warranty] [for {us}|] and [sent|emailed] [the paperwork|a copy] [right away|the same week].',
      '[Follow-up|Follow up] after the job was [excellent|great|better than I expected].',
      '[They|{tech}] [came back|returned] to [touch up a piece of trim|fix a loose vent cap|replace a bent piece of drip edge] [without being asked twice|the same week I mentioned it].',
    ],
    neg: [
      "[When|After] [the leak came back|it started leaking again], they [refused to come back|wouldn't honor the warranty|said it wasn't their problem].",
      "[Their|The] warranty [isn't|is not] worth the paper it's printed on.",
      '{we} called about [a warranty issue|a problem|the leak] [three|four] times and [nobody came out|still no one has come out].',
      '[They|{tech}] [promised|said] someone would come back to [fix|finish] [the trim|a few things|the punch list] and [never did|that was two months ago].',
      'Once they were paid, [they disappeared|the follow-up stopped|{we} never saw them again].',
      "[Still|{we}'re still] waiting on the [warranty paperwork|warranty certificate] [months later|a year later].",
      '[They|{tech}] [wanted to charge|tried to charge] {us} for a service call to fix [their own mistake|what they did wrong in the first place].',
    ],
    posClause: [
      'they stand behind their work',
      'they came back and fixed a small drip for free',
      'the follow-up was great',
    ],
    negClause: [
      "they won't honor the warranty",
      'nobody came back to finish the punch list',
      'they disappeared once they were paid',
      'the follow-up was nonexistent',
    ],
    mildNeg: ['the warranty paperwork took a while to arrive', 'a small punch-list item took a few weeks to get done'],
  },
];

/** Openings: what the job was. Neutral; they carry the service mention. */
export const OPENERS: string[] = [
  '{we} hired {co} for {svc}{inarea}.',
  '{cosub} {svcdone}{inarea} {when}.',
  '[Had|We had|I had] {problem} and called {co} to {svcdo}.',
  '{we} [called|contacted|reached out to] {co} about {problem}{inarea}.',
  '@RPSGKTVFC [We|I] found {co} [through a neighbor|on Nextdoor|on Google|through a friend|through our insurance agent|through our realtor] when {we} [noticed|discovered|had] {problem}.',
  'Our {house}{inarea} [needed|was due for] {svc}.',
  '{we} [needed|had to get] {svc} [before|ahead of] [winter|selling the house|the spring storms].',
  "{we}'ve [lived|been] in [our|this] house [about|for] [12|15|20|30|eight] years and this was {our} first time needing {svc}.",
  '[Used|We used|I used] {co} [to {svcdo}|for {svc}]{inarea}.',
  '{cosub} was [recommended|referred] by [a neighbor|our realtor|a coworker|my sister] when {we} needed {svc}.',
  '[This review is for|Reviewing] {svc} [done|that {cosub} did] {when}{inarea}.',
  '@RPSGKTVFC {we} [got|had] {cosub} out [to {svcdo}|for {svc}] after {we} [noticed|found|spotted] {problem}.',
  '@RPSGKTVFC [Back in {month}|In {month}], {we} [had|discovered|noticed] {problem}, so {we} [called|got quotes from] [three roofers|a few companies|{co}].',
  '[Called|We called|I called] {co}{inarea} [to {svcdo}|for {svc}] because of {problem}.',
  '{we} [chose|went with|picked] {co} [to {svcdo}|for {svc}] [out of|after comparing] [three|four|a handful of] [bids|quotes|companies].',
  '[Quick background|Some background]: {we} had {problem}, and {cosub} [came out to|was hired to] {svcdo}.',
  '[Second|Third] time using {co}. This time {we} needed {svc}.',
  '@ST After {problem}, {we} [needed|had to get] {svc}{inarea}.',
  '{cosub} {svcdone} for {us}{inarea}.',
  '{we} [just|recently] had {cosub} {svcdo}.',
  "[My elderly mom's house|My rental property|My father-in-law's house|Our rental] [needed|had to have] {svc}, so [I|we] [called|hired] {co}.",
];

/** Openings that already carry the review's mood. */
export const POS_OPENERS: string[] = [
  "[Can't say enough good things about|I cannot recommend enough|So glad we found] {co}.",
  'What a [great|fantastic|refreshing|smooth] experience[ from start to finish|].',
  '[Third|Second] time using {co} and they [never disappoint|did not disappoint|were great again].',
  '[Finally,|At last,] a [contractor|roofer|roofing company] that does what they say.',
  '{we} [dreaded|{were} dreading] {svc}, but {cosub} made it [easy|painless|stress-free].',
];

export const NEG_OPENERS: string[] = [
  '[I wish I had|Wish I had] read the reviews before hiring {co} for {svc}.',
  '[This was my first and last time|First and last time] using {co}.',
  '[Buyer beware.|Be careful with this company.|Think twice before hiring them.]',
  '[I rarely write reviews, but|I never leave bad reviews, but|Not one to complain, but] {we} have to warn people about {co}.',
  '[I really wanted to like|I wanted to like|We had high hopes for] {co}.',
];

export const MIXED_OPENERS: string[] = [
  '[Mixed|Kind of a mixed] experience with {co}.',
  '[Some good, some bad.|The good and the bad.|A bit of a mixed bag.]',
  "[I went back and forth on|I've gone back and forth on|Took me a while to decide on] [this review|how many stars to give].",
];

/** Neutral background sentences for longer reviews, by job kind. */
export const DETAILS: string[] = [
  '@R [The|Our] old roof was [about 25|over 20|almost 30|22] years old and [shedding granules everywhere|curling at the edges|patched in a dozen places].',
  '@R [We|I] went with [architectural shingles|Class 4 impact-resistant shingles|a charcoal architectural shingle|a standing seam metal roof] [in a weathered wood color|in charcoal|in a dark gray|].',
  '@RS Once the old roof came off, [they found|there was] [some rotted decking|soft plywood|rotted decking] [over the back bedroom|by the chimney|along the eaves] that had to be replaced.',
  '@S The hail [that {month}|in {month}|this year] [was brutal|shredded half the roofs on our street|dented every car on our street].',
  '@S [Half the street|Every house on our block|Most of the neighborhood] [got new roofs|had hail damage] that [summer|year].',
  '@P It turned out to be [a cracked pipe boot|failed flashing around a vent|a couple of nail pops|a lifted shingle in the valley].',
  "@P [Two|Three] other roofers [had already looked at it|had been out] [and|but] [couldn't find the leak|wanted to replace the whole roof].",
  '@G The old gutters were [sagging|pulling away from the fascia|rusted through at the seams|overflowing every time it rained].',
  '@K The skylight [was original to the house|was over 25 years old|had been dripping onto the kitchen floor|was fogged between the panes].',
  '@V [Every winter|For years] {we} had [ice dams|icicles the size of baseball bats|ice dams along the eaves] and [water stains|a stain] on the ceiling.',
  "@T [A branch|A big limb from the neighbor's tree|The wind] [came through|tore into] the roof [in the middle of the night|on a Saturday evening|during a storm].",
  '@F The flat roof over [the garage|our addition|the back porch] [had been ponding water|had been leaking|was blistered and cracked] for [years|a while].',
  '@C Water [had been|was] [coming in|staining the ceiling] [next to the chimney|around the chimney|by the fireplace] [every time it rained|for months].',
  '@I {we} {were} [selling our house|buying a house|renewing our insurance] and needed [a roof certification|an inspection] [fast|before closing|within a week].',
  '@RSGKVFCI [We|I] got [two|three|four] other quotes [before deciding|first|as well].',
  'The house is [a 1970s ranch|a two-story colonial|a split-level|an older bungalow|a townhome|a 1990s two-story] with a [pretty steep|fairly simple|complicated|low-pitch] roof.',
];

export const AREA_SENTENCES: string[] = [
  "{we}'re in {area}.",
  '[We live|I live|Our house is] in {area}.',
  '{area} [homeowner|resident] here.',
  '[Fellow|Any other] {area} [residents|homeowners], take note.',
  '[They work a lot in|They seem to do a lot of roofs in|They are busy all over] {area}.',
  'Our house is in {area}[, where the wind is no joke|].',
  '@ST Our house in {area} got hit hard.',
];

/** One-line reviews by rating. */
export const ONE_LINERS: Record<number, string[]> = {
  5: [
    '[Great|Awesome|Excellent|Fantastic|Amazing] [job|work] on {work}[!|, highly recommend!|. Thank you!|.]',
    '{tech} and the crew did [an amazing|a fantastic|a great|an excellent] job[!|.]',
    '[Fast|Quick|Responsive], [honest|professional] and [fair|reasonable][. Highly recommend.|. Would use again.|!|.]',
    '[Very|Super|Extremely] professional[, on time|] and [the cleanup was spotless|they cleaned up everything][.|!]',
    "{cosub} {svcdone} and [did a great job|it looks great|{we} couldn't be happier][.|!]",
    '[Quick|Fast] response, fair price, [great|quality|excellent] work.',
    '[Honest|Trustworthy|Reliable] [people|company|roofers] doing quality work.',
    'On time, on budget, [great|excellent|beautiful] work.',
    '[Super|Very|Really] happy with {work}[!|.]',
    '[Excellent|Great|Wonderful] experience [from start to finish|start to finish|all around][.|!]',
    '{tech} was [great|awesome|fantastic]! [Highly recommend.|Thank you!|Would hire again.]',
    "[Best|The best] roofing company [we've|I've] ever [dealt with|worked with|hired][.|!]",
    '[Great|Excellent|Top-notch] [communication|work] and [spotless cleanup|a fair price|a beautiful result][.|!]',
    '[Highly|Very highly] recommend {co} for {svc}[.|!]',
    "[Thanks|Thank you] {tech!}[!|, great job!|, you're the best!]",
    'Five stars[ all the way|, no question|]. {tech} [is|was] the best.',
    '[They|{tech}] {svcdone} [quickly|fast|in no time] and [left no mess|cleaned up perfectly|the price was fair].',
    "[Couldn't be happier|Could not be happier|So happy] with {work}[!|.]",
    '[No complaints at all.|Not a single complaint.|Zero complaints.]',
    '[Great|Awesome] [crew|guys|people]. [Great|Beautiful] roof.',
    '[Prompt|Punctual], [professional|polite], and [priced fairly|fair].',
    '[Love|Loving|We love] {work}[!|. Thank you!|.]',
    "{cosub} {svcdone} {when} and [it looks amazing|we are thrilled|we couldn't be happier][.|!]",
    '[Great|Smooth|Easy] experience with {svc}[. Highly recommend!|, start to finish.|!]',
    '[Called|We called] [them|{coname}] [about|for] {problem} and they [took care of it|handled it] [fast|the same week|right away][.|!]',
    '[Fair price|Honest price|Good price] for {svc} and [beautiful|excellent|quality] work.',
    '[Used|We used|I used] {co} [for {svc}|to {svcdo}]. [Excellent|Outstanding|Great] [work|job|service][.|!]',
  ],
  4: [
    '[Good|Nice|Solid] work on {work}, [just|but] [a little slow|a bit slow to call back|a few nails left in the yard].',
    '[Solid job.|Good job overall.] [It took|Took] a [little|bit] longer than [promised|expected].',
    '[Happy|Pretty happy] with {work}. [Communication could be better.|Cleanup could have been better.|Scheduling was a little slow.]',
    '[Good|Nice|Friendly] [crew|people], fair price.',
    '{tech} did a good job[. A bit pricey.|, though it took a while to get on the schedule.|.]',
    '[Quality|Good] work, [a bit|slightly] [pricey|on the expensive side].',
    '[Good|Decent|Solid] experience overall. Would use again.',
    '[Did|They did] what they said they would[. Not the cheapest.|, a little late.|.]',
    "{cosub} {svcdone} and [it looks good|it's holding up fine|we're happy with it]. [A little slow to start.|Took a bit to schedule.]",
    '[Good|Solid] work on {work}[, fair price|]. [Only|Just] wish [communication was better|they had cleaned up better|it had started sooner].',
    '[Happy|Satisfied] with {work}, [though|but] [scheduling|getting a call back] [took a while|was slow].',
  ],
  3: [
    '[Okay|Decent|Average] experience. {work} [looks fine|is fine] but [communication was poor|scheduling was a mess|it took forever].',
    '[The|Their] work is [fine|okay], [the|their] communication is not.',
    '[Mixed feelings.|Mixed bag.] [Good|Decent] [crew|work] but [poor|lousy|slow] follow-up.',
    '[It got done|Job got done|Got the job done] eventually.',
    '[Fine|Okay] work, [way|a bit] overpriced.',
    '{work} is okay. [Took three tries to get it right.|They left a mess.|Had to call several times.]',
    '[Not bad, not great.|Average at best.|Middle of the road.]',
    '{work} [is fine|turned out okay], but [the process was frustrating|it took way too long|I had to chase them for updates].',
    '{cosub} {svcdone}. [Decent work|The work is okay], [poor|slow] [communication|follow-up].',
  ],
  2: [
    '[Slow|Very slow], [poor communication|hard to reach], and [the cleanup was bad|they left nails everywhere].',
    '{work} [leaks again|started leaking again] [already|after a month|after the first storm]. Not happy.',
    '[Overpriced|Way overpriced] for [what we got|the quality|the work].',
    '[Took|It took] [forever|months] and [nobody returned my calls|I had to chase them constantly].',
    '[Disappointing|Very disappointing]. [Expected better.|Expected a lot more.]',
    '[Work|The work] is [so-so|mediocre]. [Customer service is worse.|The cleanup was worse.]',
    "@RPSKFCT [Paid|We paid] for {svc} and [it still leaks|we're still waiting on them to finish|the cleanup was awful].",
    "{cosub} {svcdone}, [eventually|after three reschedules]. [Wouldn't|Would not] use them again.",
  ],
  1: [
    '[Never|Never once] called back. [Avoid.|Do not bother.]',
    'No-show [twice|three times]. [Hired someone else.|Went with another company.]',
    '[Terrible|Horrible|Awful] [experience|company|service]. [Avoid.|Stay away.]',
    'They took our deposit and [disappeared|never showed up].',
    "Still leaking after [three|two|four] [visits|attempts]. [Waste of money.|Don't bother.]",
    '[Rude|Very rude] [office staff|crew] and [sloppy|terrible] work.',
    "[Worst|The worst] contractor [I've|we've] ever [hired|dealt with].",
    '[Zero|0] stars if I could.',
    '[Hired|We hired] {co} [for {svc}|to {svcdo}] and [regret it|it was a disaster|it was a nightmare]. [Avoid.|Never again.]',
    '[Called|We called] about {problem}. [Nobody ever came out.|They never showed up.|No one called back.]',
  ],
};

/** A technician in a mixed, three-star review: neither praise nor blame. */
export const MIXED_PERSON: string[] = [
  "{tech} was [friendly|nice enough|polite], [but|though] [the follow-through wasn't there|the office dropped the ball|the schedule kept slipping].",
  "{tech} [did okay|did fine|was fine], [I guess|for what it's worth].",
  "{tech} [tried|seemed to try], but [things kept falling through the cracks|the crew didn't follow through].",
];

export const CLOSINGS: Record<number, string[]> = {
  5: [
    '[Highly recommend!|Highly recommend.|Highly, highly recommend.|Strongly recommend.]',
    'Would [definitely|absolutely] [hire|use] them again.',
    '[10/10|Five stars], would recommend.',
    'If you need {svc}, call {co}.',
    "{we}'ll be [recommending them to everyone|sending our friends and neighbors their way|using them again].",
    '[Thank you|Thanks], {coname}!',
    "[Can't recommend them enough.|Couldn't be happier.|{we} couldn't be happier.]",
    '[These are the people you want on your roof.|This is the roofer you want.]',
    "[Don't bother getting other quotes, just call them.|Save yourself the time and call them first.]",
    '[Thanks again to|Thank you to] {tech} and the whole team!',
    'If you need {svc}, [give {coname} a call|call {coname}|{coname} is the company to call].',
    "[Already|We've already] recommended them to [two neighbors|our neighbors|friends] who need {svc}.",
  ],
  4: [
    "[Would|I'd|We'd] [still|] recommend them.",
    'Overall a [good|solid|positive] experience.',
    "[Minor|Small] [hiccups|issues], but {we}'d use them again.",
    'Four stars [only|just] because of {label}.',
    "[Would hire again|I'd hire them again], with [clear expectations|a written schedule] up front.",
    '[Good company|Good people] overall.',
  ],
  3: [
    '[Mixed|Mixed feelings|A mixed bag] overall.',
    "[Decent|Okay] work, but {we}'re not sure {we}'d [hire|use] them again.",
    'Three stars because [the work itself is fine|the roof is fine|it did get done].',
    "[Not terrible|It's fine], [just|but] not [great|the experience we hoped for].",
    'Maybe {we} just caught them at a busy time.',
    '[Average|Middle of the road]. [Shop around.|Get a few quotes.]',
  ],
  2: [
    "[Would not|Wouldn't] [hire|use] them again.",
    '[Disappointed.|Very disappointed.|Really disappointed.]',
    "Two stars [only|just] because [the roof isn't leaking|the work itself seems okay|the job is finally done].",
    '[Look elsewhere.|Shop around.]',
    'Expected [much|a lot|far] better [for the price|from a company with their reviews].',
  ],
  1: [
    '[Avoid.|Avoid!|AVOID.]',
    '[Do not|DO NOT] hire this company.',
    '[Stay away.|Stay far away.]',
    '[Save yourself the headache|Save yourself the trouble] and [call someone else|look elsewhere].',
    "[Worst|The worst] contractor experience {we}'ve ever had.",
    '[Zero|0] stars if I could.',
    'Never again.',
  ],
};

/** Ways to join a praised and a criticised aspect: {P} positive clause, {N} negative clause. */
export const CONTRASTS_POS_FIRST: string[] = [
  '{P}, but {N}.',
  '{P}; however, {N}.',
  'While {P}, {N}.',
  '{P}. Unfortunately, {N}.',
  '{P}. The problem is that {N}.',
  'The good: {P}. The bad: {N}.',
  '{P}, [although|though] {N}.',
  'Sure, {P}, but {N}.',
];

/** Four-star reviews: praise first, then a small "but". */
export const CONTRASTS_SOFT: string[] = [
  '{P}, but {N}.',
  '{P}, though {N}.',
  '{P}; the only hiccup was that {N}.',
  '{P}. [Just|Only] {N}.',
];

export const CONTRASTS_NEG_FIRST: string[] = [
  '{N}, [although|though] {P}.',
  '{N}. [That said|To be fair|In fairness], {P}.',
  '{N}, even though {P}.',
  '{N}. [The one positive|The only good thing] [is that|was that] {P}.',
  '{N}. I will say {P}.',
];

/** A small complaint inside a happy review: {N} mild negative clause. */
export const MILD_COMPLAINTS: string[] = [
  '[The only|My only] [complaint|gripe|knock] [is|was] that {N}.',
  '[Only|One] small [thing|issue]: {N}.',
  '[If I had to nitpick|To nitpick], {N}.',
  '[Minor|Small] [thing|issue], but {N}.',
];

/** Phrases for services, by id. Each must contain a label or alias of that service (tested). */
export interface ServicePhrases {
  kind: string;
  /** With a determiner: "a new roof". */
  noun: string[];
  /** Past tense verb phrase: "replaced our roof". */
  done: string[];
  /** Infinitive verb phrase: "put on a new roof". */
  do: string[];
  /** The finished work, singular, definite (need not name the service). */
  work: string[];
  problems: string[];
}

export const SERVICE_PHRASES: Record<string, ServicePhrases> = {
  'roof-replacement': {
    kind: 'R',
    noun: [
      'a new roof',
      'a roof replacement',
      'a full replacement',
      'a reroof',
      'a re-roof',
      'a full tear-off and new roof',
    ],
    done: [
      'replaced our roof',
      'replaced the roof',
      'put on a new roof',
      'did our new roof',
      'did a full tear-off',
      'did our roof replacement',
    ],
    do: [
      'put on a new roof',
      'do a full replacement',
      'do a tear-off and new roof',
      'do our roof replacement',
      'reroof the house',
    ],
    work: ['the new roof', 'our new roof', 'the roof', 'the new roof'],
    problems: [
      'an old roof that was falling apart',
      'curling, cracked shingles',
      'a roof at the end of its life',
      'shingles blowing off every windstorm',
      'an old roof with rotted decking',
      'granules all over the driveway',
      'missing shingles and a couple of leaks',
    ],
  },
  'roof-repair': {
    kind: 'P',
    noun: ['a leak repair', 'a roof repair', 'a quick patch job', 'a shingle repair', 'a small roof repair'],
    done: ['fixed the leak', 'fixed our leak', 'repaired the roof', 'patched the roof', 'fixed the leak over {room}'],
    do: [
      'fix the leak',
      'do a roof repair',
      'fix the leak over {room}',
      'do a shingle repair',
      'take a look and fix the leak',
    ],
    work: ['the roof repair', 'the leak repair', 'the repair', 'the roof repair'],
    problems: [
      'a leak over {room}',
      'a slow leak in {room}',
      'a few missing shingles',
      'water stains on the ceiling in {room}',
      'a drip in {room} every time it rained',
      'a cracked pipe boot that let water into the attic',
      'a leak that two other roofers could not find',
    ],
  },
  'storm-damage': {
    kind: 'S',
    noun: ['hail damage repairs', 'storm damage repairs', 'storm damage restoration', 'a storm damage repair'],
    done: [
      'fixed all the hail damage',
      'repaired the storm damage',
      'took care of the hail damage',
      'replaced our roof after the hail',
    ],
    do: [
      'take care of the hail damage',
      'fix the storm damage',
      'repair the hail damage',
      'deal with the storm damage',
    ],
    work: ['the new roof', 'the roof', 'the hail damage repair', 'the storm damage repair'],
    problems: [
      'hail damage',
      'serious hail damage',
      'hail damage from a big storm',
      'dented vents and bruised shingles from the hail',
      'wind damage from a big storm',
      'missing shingles and wind damage',
    ],
  },
  'roof-inspection': {
    kind: 'I',
    noun: ['a roof inspection', 'a free inspection', 'a roof certification', 'an inspection', 'a roof check'],
    done: [
      'inspected our roof',
      'inspected the roof',
      'did a free inspection',
      'did a roof certification for our sale',
    ],
    do: ['do an inspection', 'do a roof certification', 'do a free inspection', 'do a roof check'],
    work: ['the inspection report', 'the inspection', 'the report'],
    problems: [
      'a house we were about to sell',
      'a house purchase that needed a roof certification',
      'an insurance renewal that required an inspection',
      'a roof we were worried about after a storm',
      'a few shingles in the yard after a windy night',
    ],
  },
  gutters: {
    kind: 'G',
    noun: ['new gutters', 'seamless gutters', 'gutter guards', 'new gutters and downspouts', 'a gutter replacement'],
    done: [
      'replaced our gutters',
      'installed new gutters',
      'put up gutter guards',
      'fixed our sagging gutters',
      'replaced the gutters and downspouts',
    ],
    do: ['replace the gutters', 'install gutter guards', 'put in new gutters', 'fix the gutters'],
    work: ['the gutter job', 'the new gutter system', 'the gutter install'],
    problems: [
      'clogged gutters',
      'gutters overflowing every time it rained',
      'sagging gutters pulling away from the house',
      'downspouts dumping water by the foundation',
      'clogged gutters and a wet basement',
    ],
  },
  skylights: {
    kind: 'K',
    noun: ['a skylight replacement', 'a new skylight', 'a sun tunnel', 'two new skylights'],
    done: [
      'replaced two skylights',
      'fixed our leaking skylight',
      'installed a sun tunnel in the hallway',
      'replaced the skylight',
    ],
    do: ['replace a leaking skylight', 'install a sun tunnel', 'replace the skylight', 'fix the skylight'],
    work: ['the new skylight', 'the skylight'],
    problems: [
      'a leaking skylight',
      'a skylight leak in {room}',
      'a fogged-up old skylight',
      'water dripping around the skylight',
    ],
  },
  'emergency-tarping': {
    kind: 'T',
    noun: ['emergency tarping', 'an emergency repair', 'a tarp over the hole'],
    done: ['tarped the roof', 'tarped our roof the same day', 'did an emergency repair', 'got a tarp on the roof'],
    do: ['tarp the roof', 'do an emergency repair', 'get a tarp on the roof'],
    work: ['the tarp job', 'the emergency repair'],
    problems: [
      'a tree limb through the roof',
      'a big section of shingles torn off in a windstorm',
      'a sudden leak in the middle of a storm',
      'water pouring into {room}',
    ],
  },
  'attic-ventilation': {
    kind: 'V',
    noun: ['a ridge vent', 'an attic fan', 'better attic ventilation', 'new insulation', 'a ventilation upgrade'],
    done: [
      'installed a ridge vent',
      'added an attic fan and insulation',
      'fixed our attic ventilation',
      'blew in new insulation',
    ],
    do: ['install a ridge vent', 'add insulation', 'fix the ventilation', 'put in an attic fan'],
    work: ['the ridge vent', 'the ventilation work', 'the attic work'],
    problems: [
      'ice dams every winter',
      'huge ice dams along the eaves',
      'an attic that was like an oven',
      'frost on the attic nails',
      'ice dams and a hot upstairs',
    ],
  },
  'flat-roofing': {
    kind: 'F',
    noun: ['a new flat roof', 'a TPO roof', 'an EPDM roof', 'a new low-slope roof', 'a flat roof replacement'],
    done: [
      'replaced our flat roof',
      'redid the flat roof on our addition',
      'put a TPO membrane on the porch roof',
      'replaced the flat roof over the garage',
    ],
    do: ['replace the flat roof', 'redo the low-slope section', 'put on a new flat roof'],
    work: ['the new flat roof', 'the membrane'],
    problems: [
      'ponding water on our flat roof',
      'a leaking flat roof over the garage',
      'a blistered, cracked membrane on the flat roof',
    ],
  },
  'chimney-flashing': {
    kind: 'C',
    noun: ['chimney flashing', 'a flashing repair', 'a new chimney cap', 'new step flashing'],
    done: [
      'redid the flashing around our chimney',
      'replaced the chimney cap',
      'rebuilt the step flashing',
      'fixed the flashing',
    ],
    do: ['fix the flashing around the chimney', 'replace the chimney cap', 'redo the step flashing'],
    work: ['the new flashing', 'the flashing work', 'the chimney work'],
    problems: [
      'a leak around the chimney',
      'water stains next to the chimney',
      'a rusted-out chimney cap',
      'failed flashing around the chimney',
    ],
  },
};

export const ROOMS = [
  'the kitchen',
  'the living room',
  'the master bedroom',
  'the garage',
  'the upstairs bathroom',
  'the stairwell',
  "my daughter's room",
  'the dining room',
  'our bedroom',
  'the back porch',
  'the laundry room',
  'the family room',
];

export const HOUSES = [
  'house',
  'home',
  'place',
  '1970s ranch',
  'two-story',
  'townhome',
  'rental',
  'old bungalow',
  'split-level',
];

export const INTENSIFIERS = ['very', 'extremely', 'really', 'super', 'incredibly', 'truly', 'exceptionally'];

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** How long the job took, by kind. */
export const DURATIONS: Record<string, string[]> = {
  R: ['one day', 'two days', 'a day and a half', 'three days', 'a single day'],
  S: ['one day', 'two days', 'a day and a half', 'three days'],
  F: ['two days', 'three days', 'a day and a half'],
  P: ['about two hours', 'an afternoon', 'a couple of hours', 'under an hour', 'a morning'],
  G: ['one day', 'half a day', 'a single morning'],
  K: ['a morning', 'half a day', 'a few hours'],
  T: ['an hour', 'under an hour', 'about ninety minutes'],
  V: ['one day', 'half a day', 'a morning'],
  C: ['a morning', 'a few hours', 'an afternoon'],
  I: ['about an hour', 'forty-five minutes', 'an hour'],
  X: ['one day', 'a few hours', 'half a day'],
};

/** Job length as an adjective ("a two-day job"), by kind. */
export const DURATION_ADJ: Record<string, string[]> = {
  R: ['two-day', 'one-day', 'three-day'],
  S: ['two-day', 'one-day', 'three-day'],
  F: ['two-day', 'three-day'],
  P: ['two-hour', 'half-day', 'one-morning'],
  G: ['one-day', 'half-day'],
  K: ['half-day', 'one-morning'],
  T: ['one-hour', 'same-day'],
  V: ['one-day', 'half-day'],
  C: ['half-day', 'one-morning'],
  I: ['one-hour'],
  X: ['one-day', 'half-day'],
};

export const YEARS_SINCE = [
  'a year',
  'two years',
  'eight months',
  'over a year',
  'three years',
  'six months',
  'almost two years',
];

export const DEDUCTIBLES = ['$1,000', '$1,500', '$2,000', '$2,500', '$500', '$1,000'];

/** Price range in dollars by kind (used for {price}, {extra}). */
export const PRICES: Record<string, [number, number]> = {
  R: [11500, 34000],
  S: [9000, 31000],
  F: [3500, 14000],
  P: [250, 1400],
  G: [1400, 4800],
  K: [900, 3400],
  T: [250, 900],
  V: [600, 3500],
  C: [350, 1800],
  I: [150, 350],
  X: [500, 5000],
};

/** Generic stand-ins for a technician the review does not name. */
export const GENERIC_PEOPLE: Record<'field' | 'office', Record<'big' | 'small', string[]>> = {
  field: {
    big: ['the crew lead', 'the foreman', 'the crew lead', 'the project lead'],
    small: ['the tech', 'the repair guy', 'the technician', 'the roofer'],
  },
  office: {
    big: ['the project manager', 'the estimator', 'our rep', 'the office', 'the sales rep'],
    small: ['the estimator', 'the office', 'the tech', 'the roofer'],
  },
};

/** Stand-ins for {who}: the person or the team on the roof. */
export const GENERIC_WHO: Record<'big' | 'small', string[]> = {
  big: ['the crew', 'the foreman', 'the crew lead', 'the whole team'],
  small: ['the tech', 'the repair guy', 'the technician', 'the roofer'],
};

export const CREW_PLURAL = ['the guys', 'the roofers', 'the installers', 'the workers', 'the crew members'];

/** Owner replies. {name} first name of the reviewer (may be empty: the generator picks a greeting that fits). */
export const REPLY = {
  greetings: ['Hi {name},', '{name},', 'Thank you, {name}!', 'Hello {name},', 'Dear {name},', 'Hi {name}!'],
  greetingsNoName: ['Hi there,', 'Hello,', 'Thank you!', ''],
  thanks: [
    'Thank you so much for taking the time to write this review.',
    'Thanks for the kind words and for choosing us.',
    'We really appreciate you trusting us with your home.',
    'Thank you for the wonderful review!',
    'We are so glad to hear you are happy with the work.',
    "Reviews like this make our whole crew's day.",
    'It was a pleasure working with you.',
  ],
  specific: [
    "We'll be sure to pass your kind words along to {techfirst}.",
    '{techfirst} will be thrilled to read this.',
    "We've shared this with {techfirst} and the crew.",
    "@RSFGKV Enjoy {work}, and don't hesitate to call if you ever need anything.",
    'Glad we could take care of {svc} for you.',
    'Good luck with the rest of the house projects!',
    '@RSFPKCT We hope {work} keeps you dry for many years.',
  ],
  mixedAck: [
    'Thank you for the honest feedback.',
    'We appreciate you taking the time to share both the good and the bad.',
    'Thanks for being straightforward with us.',
  ],
  issue: [
    "You're right that {label} should have been better, and we've talked with the team about it.",
    "We're sorry about {label}; that's not the experience we want anyone to have.",
    "We hear you on {label}, and we're working on it.",
    "{label} is something we take seriously, and we've already made changes.",
  ],
  apology: [
    "I'm truly sorry to hear about your experience.",
    "We're very sorry we let you down.",
    'This is not the standard we hold ourselves to, and I apologize.',
    "I'm sorry; you deserved better from us.",
    'We sincerely apologize for the frustration this caused.',
  ],
  makeRight: [
    'Please call me directly at {phone} so we can make this right.',
    'We would like the chance to come back out, take another look and make it right at no charge.',
    "I've asked our project manager to reach out to you this week to set up a time to fix this.",
    'Please email us at {email} with your address and we will get someone out right away.',
    'We stand behind our work, and we want to make this right. Please give the office a call at {phone}.',
  ],
  noRecord: [
    "We couldn't find a job under this name in our records. Please call us at {phone} so we can look into it.",
  ],
  ratingOnlyPos: [
    'Thanks for the five stars[, {name}|]!',
    'Thank you for the great rating[, {name}|]!',
    'We appreciate the rating, thank you!',
    'Thanks so much[, {name}|]!',
  ],
  ratingOnlyMid: ['Thank you for the rating. If there is anything we could have done better, please let us know.'],
  ratingOnlyNeg: [
    "We're sorry to see this rating and would like to understand what happened. Please call us at {phone}.",
    "We're sorry your experience was not what you expected. Please reach out to {email} so we can make it right.",
  ],
  signoffs: ['- The {short} team', '- {short}', 'Best, the {short} crew', '', '', ''],
};
