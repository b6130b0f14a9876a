/**
 * node scripts/extract-lexicon-sentiment.ts: writes src/insights/model-data/lexicon-sentiment.json, the polarity wink
 * gives each lower-case word of its lexicon (those not 0), which the analysis looks up instead of reading each word
 * with wink (src/insights/lexicon-sentiment.ts). Run it after upgrading wink-nlp or its model; a unit test says when it is due.
 */
import { writeFileSync } from 'node:fs';
import { extractLexiconSentiment, LEXICON_SENTIMENT_FILE } from '../src/insights/lexicon-sentiment.ts';

writeFileSync(LEXICON_SENTIMENT_FILE, `${JSON.stringify(extractLexiconSentiment(), null, 1)}\n`);
console.log(`Wrote ${LEXICON_SENTIMENT_FILE.pathname}`);
