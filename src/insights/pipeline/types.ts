/** What the analysis of one text produces (the shape every stage of the pipeline works on). */
export type Polarity = 'positive' | 'neutral' | 'negative';

/** One aspect of one text: its polarity and the clause that carries it. */
export interface AspectJudgment {
  aspect: string;
  polarity: Polarity;
  /** -1..1 */
  score: number;
  /** The clause that carries the judgment, as written. */
  phrase: string;
  /** The aspect term found ("cleanup", "on time"). */
  term: string;
}

export interface SentenceAnalysis {
  text: string;
  score: number;
  polarity: Polarity;
  aspects: string[];
}

export interface TextAnalysis {
  sentiment: { score: number; polarity: Polarity };
  /** Both a positive and a negative aspect. */
  mixed: boolean;
  /** At most one judgment per aspect, in taxonomy order; several mentions of one aspect are averaged. */
  aspects: AspectJudgment[];
  /** Problem ids (leaks, hail damage ...) in taxonomy order. */
  problems: string[];
  /** Mentions urgent, same-day or after-hours help. */
  emergency: boolean;
  sentences: SentenceAnalysis[];
}
