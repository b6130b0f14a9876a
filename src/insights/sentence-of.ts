/**
 * The whole sentence of an analysis that holds a phrase (a judgment's clause), or the phrase itself: the learned stage
 * reads the sentence around a clause, and the FAQ quotes sentences, not clause fragments ("and the crew was great").
 * No language model here: the build's assembly uses it too.
 */
export const sentenceOf = (analysis: { sentences: ReadonlyArray<{ text: string }> }, phrase: string): string =>
  analysis.sentences.find((s) => s.text.includes(phrase))?.text ?? phrase;
