/**
 * Classes of wording that change what a clause's words seem to say (lexicon data of the learned polarity stage; see
 * docs/insights.md). Each class is a principle, not a sentence: its patterns are general wording that the development
 * material (tests/eval/aspect-sentiment.json, realistic-dev.json) shows, and the classifier learns how much each
 * class weighs.
 */
export const POLARITY_CUE_CLASSES: Record<string, RegExp[]> = {
  /** Flat or hedged verdicts: neutral rather than praise. */
  hedge: [
    /\b(ok|okay|fine|decent|average|adequate|acceptable|alright|so-so|meh|mediocre|passable)\b/,
    /\b(i guess|i suppose|nothing special|nothing to write home about|not bad|not great|middle of the road|kind of a wash|wash overall|could be better|could have been better|no complaints but)\b/,
  ],
  /** Irony: praise in scare quotes, or praise of something that failed "again". */
  irony: [
    /["“'‘](new|great|professional|fixed|repaired|quick|fast|done|finished|expert)["”'’]/,
    /\b(wonderful|great|awesome|fantastic|perfect|lovely|nice|thanks)\b[^.!?]*\bagain\b/,
    /\b(yeah right|real professional|so much for)\b/,
  ],
  /** Amounts compared: a quote against a bill, a promised time against the real one. */
  comparison: [
    /(\$|<num>)[^.!?]*\b(but|then|billed|charged|invoice|final|came|showed|ended|turned)\b[^.!?]*(\$|<num>)/,
    /\b(quoted|estimated|promised|said|window)\b[^.!?]*(\$|<num>)[^.!?]*(\$|<num>)/,
  ],
  /** Effort that got nothing back: calls, emails, messages, nobody coming. */
  unanswered: [
    /\b(called|emailed|texted|messaged|voicemails?|messages|calls|emails|texts)\b[^.!?]*\b(no|never|nothing|nobody|no one|zero|crickets|radio silence|no response|no answer|ignored|ghosted)\b/,
    /\b(nobody|no one|never) (came|showed|called|answered|responded|returned|got back)\b/,
    /\b(still waiting|never heard back|never got back|no call back|no callback|like talking to a wall)\b/,
  ],
  /** A concession that ends on the good side: "pricey but worth it", "cheapest quote but no regrets". */
  concession: [
    /\b(but|though|although|still)\b[^.!?]*\b(worth it|worth every|no regrets|glad we|would do it again|money well spent|paid off)\b/,
    /\b(not (the )?cheap(est)?|pricey|expensive|cost more|more expensive)\b[^.!?]*\b(worth|glad|no regrets|quality)\b/,
  ],
  /** Failure idioms: the outcome went wrong without a negative word. */
  failure: [
    /\b(another story|different story|rolled over|dropped the ball|fell through|went south|left us hanging|left hanging|back to square one|pulling teeth|nightmare|runaround|run around)\b/,
  ],
  /** Praise by a word that looks negative: cheapest, only charged, no surprises. */
  reassurance: [
    /\b(cheapest|lowest|only charged|didn't charge|did not charge|no charge|free of charge|no surprises?|no hidden|no extra|nothing extra|no upsell|never pushed|no pressure)\b/,
  ],
  /** A later development that decides the final stance. */
  update: [/\b(update|edit|edited|follow ?up|revised)\b\s*[:-]/],
};

/** The classes whose patterns occur in a text (lower-cased, numbers as "<num>" like the features see them). */
export function polarityCueClasses(text: string): string[] {
  const folded = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\d[\d,.:]*/g, '<num>');
  return Object.entries(POLARITY_CUE_CLASSES)
    .filter(([, patterns]) => patterns.some((p) => p.test(folded)))
    .map(([name]) => name);
}
