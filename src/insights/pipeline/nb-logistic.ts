import { roundWeight, train, type Example, type LinearModel, type TrainOptions } from './logistic.ts';

/**
 * Naive-Bayes-weighted logistic regression for a binary decision over binary features ("NBSVM" with a logistic loss,
 * Wang and Manning 2012, "Baselines and Bigrams"): each feature is scaled by its naive-Bayes log-count ratio before
 * the regression is trained, so a word that tells the classes apart starts with a large value and the regression
 * only has to correct it. On short texts with a few thousand examples this generalises better than the plain
 * regression. The scale is folded back into the weights, so the model is used exactly like a plain one.
 */

/** Smoothing of the ratios: the count every feature gets in both classes. */
export const NB_ALPHA = 1;

/** log((p_f / |p|) / (q_f / |q|)) per feature, p and q its smoothed counts in positive and negative examples. */
export function logCountRatios(
  examples: readonly Example[],
  labels: readonly number[],
  alpha = NB_ALPHA,
): Map<string, number> {
  const positive = new Map<string, number>();
  const negative = new Map<string, number>();
  let positiveTotal = 0;
  let negativeTotal = 0;
  examples.forEach((example, i) => {
    const counts = labels[i] ? positive : negative;
    for (const [f] of example.features) counts.set(f, (counts.get(f) ?? 0) + 1);
    if (labels[i]) positiveTotal += example.features.length;
    else negativeTotal += example.features.length;
  });
  const names = [...new Set([...positive.keys(), ...negative.keys()])].sort();
  const p = positiveTotal + alpha * names.length;
  const q = negativeTotal + alpha * names.length;
  return new Map(
    names.map((f) => [
      f,
      Math.log(((positive.get(f) ?? 0) + alpha) / p) - Math.log(((negative.get(f) ?? 0) + alpha) / q),
    ]),
  );
}

/** Trains on features scaled by their ratios; the returned weights already hold the scale (inputs stay 0/1). */
export function trainNbLogistic(
  examples: readonly Example[],
  labels: readonly number[],
  options: TrainOptions,
  alpha = NB_ALPHA,
): LinearModel {
  const ratios = logCountRatios(examples, labels, alpha);
  const scaled = examples.map((e) => ({ features: e.features.map(([f, v]) => [f, v * ratios.get(f)!] as const) }));
  const model = train(scaled, labels, 1, options);
  const weights: Record<string, number[]> = {};
  for (const [f, [w]] of Object.entries(model.weights)) {
    const folded = roundWeight(w! * ratios.get(f)!);
    if (folded !== 0) weights[f] = [folded];
  }
  return { bias: model.bias, weights };
}
