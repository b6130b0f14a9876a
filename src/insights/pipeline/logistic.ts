/**
 * Logistic regression, binary and multinomial, over sparse named features: small enough to read, deterministic
 * (fixed feature order, fixed number of full-batch gradient steps, no randomness), so the same data always gives
 * the same weights byte for byte.
 */

export type Example = { features: ReadonlyArray<readonly [string, number]> };
export interface TrainOptions {
  epochs: number;
  learningRate: number;
  /** L2 penalty. */
  l2: number;
  /** Features seen in fewer examples than this are left out. */
  minCount: number;
}

/** Weights of each output (one for binary, one per class for multinomial), rounded, zeros left out. */
export interface LinearModel {
  bias: number[];
  weights: Record<string, number[]>;
}

const DIGITS = 1e4;
/** Weights are kept to four decimals, so the model file is short and the same on every machine. */
export const roundWeight = (w: number) => Math.round(w * DIGITS) / DIGITS;

/**
 * Examples as one flat list of their known features (row r is start[r] to start[r + 1] of `id`, an index into
 * `names`, and `value`): full-batch training visits every one of them in every epoch, so typed arrays instead of
 * tuples keep `npm run train` to minutes.
 */
export interface Rows {
  /** The vocabulary, sorted: features seen in at least `minCount` examples. */
  names: string[];
  start: Int32Array;
  id: Int32Array;
  value: Float64Array;
}

/** The rows of examples over the features seen in at least `minCount` of them, each example counting `counts[r]`. */
export function rowsOf(
  examples: readonly Example[],
  minCount: number,
  counts: readonly number[] = examples.map(() => 1),
): Rows {
  const seen = new Map<string, number>();
  examples.forEach((e, r) => {
    for (const [f] of e.features) seen.set(f, (seen.get(f) ?? 0) + counts[r]!);
  });
  const names = [...seen.entries()]
    .filter(([, n]) => n >= minCount)
    .map(([f]) => f)
    .sort();
  const index = new Map(names.map((n, i) => [n, i]));
  const start = new Int32Array(examples.length + 1);
  const ids: number[] = [];
  const values: number[] = [];
  examples.forEach((e, r) => {
    for (const [f, v] of e.features) {
      const i = index.get(f);
      if (i === undefined) continue;
      ids.push(i);
      values.push(v);
    }
    start[r + 1] = ids.length;
  });
  return { names, start, id: Int32Array.from(ids), value: Float64Array.from(values) };
}

/** Trains `outputs` linear scores with softmax (outputs > 1) or sigmoid (outputs = 1); labels are output indexes (binary: 0/1). */
export function train(
  examples: readonly Example[],
  labels: readonly number[],
  outputs: number,
  options: TrainOptions,
): LinearModel {
  return fit(rowsOf(examples, options.minCount), labels, outputs, options);
}

/**
 * `train` over prepared rows. Row r counts `counts[r]` times, exactly as if it were given that many times in a row:
 * its scores are computed once per epoch (the weights only change between epochs) and its gradient added that many
 * times, in the same order, so the weights are the same to the last bit.
 */
export function fit(
  { names, start, id, value }: Rows,
  labels: readonly number[],
  outputs: number,
  options: TrainOptions,
  counts?: readonly number[],
): LinearModel {
  const w = Array.from({ length: outputs }, () => new Float64Array(names.length));
  const gw = Array.from({ length: outputs }, () => new Float64Array(names.length));
  const b = new Float64Array(outputs);
  const gb = new Float64Array(outputs);
  const z: number[] = new Array<number>(outputs);
  const rows = start.length - 1;
  const n = counts ? counts.reduce((a, c) => a + c, 0) : rows;
  for (let epoch = 0; epoch < options.epochs; epoch += 1) {
    for (let k = 0; k < outputs; k += 1) gw[k]!.fill(0);
    gb.fill(0);
    for (let r = 0; r < rows; r += 1) {
      const from = start[r]!;
      const to = start[r + 1]!;
      for (let k = 0; k < outputs; k += 1) {
        const wk = w[k]!;
        let sum = b[k]!;
        for (let j = from; j < to; j += 1) sum += wk[id[j]!]! * value[j]!;
        z[k] = sum;
      }
      const p = softmaxOrSigmoid(z);
      for (let repeat = counts ? counts[r]! : 1; repeat > 0; repeat -= 1) {
        for (let k = 0; k < outputs; k += 1) {
          const target = outputs === 1 ? labels[r]! : labels[r] === k ? 1 : 0;
          const err = p[k]! - target;
          gb[k] += err;
          const gk = gw[k]!;
          for (let j = from; j < to; j += 1) gk[id[j]!] += err * value[j]!;
        }
      }
    }
    for (let k = 0; k < outputs; k += 1) {
      b[k] -= (options.learningRate * gb[k]!) / n;
      const wk = w[k]!;
      const gk = gw[k]!;
      for (let i = 0; i < names.length; i += 1) wk[i] -= options.learningRate * (gk[i]! / n + options.l2 * wk[i]!);
    }
  }
  const weights: Record<string, number[]> = {};
  names.forEach((name, i) => {
    const ws = w.map((wk) => roundWeight(wk[i]!));
    if (ws.some((x) => x !== 0)) weights[name] = ws;
  });
  return { bias: [...b].map(roundWeight), weights };
}

function softmaxOrSigmoid(z: number[]): number[] {
  if (z.length === 1) return [1 / (1 + Math.exp(-z[0]!))];
  const max = Math.max(...z);
  const e = z.map((x) => Math.exp(x - max));
  const sum = e.reduce((a, x) => a + x, 0);
  return e.map((x) => x / sum);
}

/** The model's probabilities for one example: [p] for binary, one per class for multinomial. */
export function predict(model: LinearModel, features: ReadonlyArray<readonly [string, number]>): number[] {
  const z = [...model.bias];
  for (const [f, v] of features) {
    const ws = model.weights[f];
    if (ws) for (let k = 0; k < z.length; k += 1) z[k] += ws[k]! * v;
  }
  return softmaxOrSigmoid(z);
}

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
export { softmaxOrSigmoid as probabilitiesOf };
