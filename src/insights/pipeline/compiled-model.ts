import type { FeatureSink } from './features.ts';
import type { LinearModel } from './logistic.ts';

/**
 * Several linear models side by side, for analysing many texts: one row of weights per feature (every output in it),
 * in one typed array. Analysis used to build each feature's name and look it up in a Map by string, which took about
 * a sixth of the analysis time (docs/benchmarks.md, "Analysis without feature names"); here a word is looked up once
 * per list, and its features are found by numbers.
 *
 * A feature name splits at its last ":" into a kind and a rest, and the rest at "_" into one word or a pair; the kind
 * and each word get a number. features.ts names word features `${kind}:${word}` and pair features
 * `${kind}:${first}_${second}` with words that hold neither ":" nor "_", so both sides find the same row.
 */
export class CompiledModels {
  readonly outputs: number;
  readonly bias: Float64Array;
  /** Row r's weights are weights[r * outputs] to weights[r * outputs + outputs - 1]. */
  readonly weights: Float64Array;
  private readonly kinds: Map<string, number>;
  private readonly wordIds: Map<string, number>;
  /** Features of any other shape (e.g. "rule-score"), by name. */
  private readonly plain: Map<string, number>;
  private readonly table: RowTable;
  /** Rows of the named features analysis gives ("rule:workmanship", "rating:5"), found once. */
  private readonly byName = new Map<string, number>();
  /** The list each row last counted in (see RowList). */
  readonly seen: Int32Array;
  private lists = 0;

  /** Compiles some models, or takes models compiled elsewhere (`parts` of another instance, e.g. another thread's). */
  constructor(source: readonly LinearModel[] | CompiledModelsParts) {
    const parts = isParts(source) ? source : compile(source);
    this.outputs = parts.outputs;
    this.bias = parts.bias;
    this.weights = parts.weights;
    this.kinds = parts.kinds;
    this.wordIds = parts.wordIds;
    this.plain = parts.plain;
    this.table = new RowTable(parts.table);
    this.seen = new Int32Array(parts.weights.length / parts.outputs);
  }

  /**
   * What another instance needs to score as this one does, as plain data a thread can post (structured clone): the
   * build compiles the model in one analysis worker and hands it to the other (src/build/background-work.ts).
   */
  get parts(): CompiledModelsParts {
    const { outputs, bias, weights, kinds, wordIds, plain } = this;
    return { outputs, bias, weights, kinds, wordIds, plain, table: this.table.parts };
  }

  /** The number of a kind or a word, or -1 when no feature of the model has it. */
  kindId = (kind: string) => this.kinds.get(kind) ?? -1;
  wordId = (word: string) => this.wordIds.get(word) ?? -1;

  /** The row of a word feature (second NO_WORD) or a pair feature, by numbers; -1 when the model has none. */
  rowOf(kind: number, first: number, second: number): number {
    return kind < 0 || first < 0 || (second < 0 && second !== NO_WORD) ? -1 : this.table.get(kind, first, second);
  }

  /** The row of any feature by its full name, or -1. */
  row(name: string): number {
    let row = this.byName.get(name);
    if (row === undefined) {
      const parts = parse(name);
      row = !parts
        ? (this.plain.get(name) ?? -1)
        : this.rowOf(
            this.kindId(parts[0]),
            this.wordId(parts[1]),
            parts[2] === undefined ? NO_WORD : this.wordId(parts[2]),
          );
      if (this.byName.size >= NAMES_KEPT) this.byName.clear();
      this.byName.set(name, row);
    }
    return row;
  }

  /** A new list of this model's features (one at a time: lists of one model must not be filled side by side). */
  list(): RowList {
    // A list's number marks the rows it has counted; numbers start again long before an Int32Array's last one.
    if (this.lists >= 2 ** 30) {
      this.seen.fill(0);
      this.lists = 0;
    }
    this.lists += 1;
    return new RowList(this, this.lists);
  }
}

/** The compiled form of some models, as plain data (see CompiledModels.parts). */
export interface CompiledModelsParts {
  outputs: number;
  bias: Float64Array;
  weights: Float64Array;
  kinds: Map<string, number>;
  wordIds: Map<string, number>;
  plain: Map<string, number>;
  table: RowTableParts;
}

const isParts = (source: readonly LinearModel[] | CompiledModelsParts): source is CompiledModelsParts =>
  !Array.isArray(source);

/**
 * One row of weights per feature (every output in it), and each feature's row by numbers: its kind, its word, its
 * second word (a pair) or NO_WORD.
 */
function compile(models: readonly LinearModel[]): CompiledModelsParts {
  const outputs = models.reduce((n, m) => n + m.bias.length, 0);
  // Keys and lookups, not Object.entries: the model file's ~1M weight lists as [name, weights] pairs took about
  // 1.1 s of the 2 s compiling took (docs/benchmarks.md, "The model compiled once per build").
  const firstSeen = new Map<string, number>();
  for (const m of models)
    for (const f of Object.keys(m.weights)) if (!firstSeen.has(f)) firstSeen.set(f, firstSeen.size);
  const names = [...firstSeen.keys()];
  const n = names.length;
  const kinds = new Map<string, number>();
  const wordIds = new Map<string, number>();
  const plain = new Map<string, number>();
  // Each feature's numbers, in the order first seen: kind (-1 for a name of another shape), word, second word.
  const kindOf = new Int32Array(n);
  const firstOf = new Int32Array(n);
  const secondOf = new Int32Array(n);
  names.forEach((name, f) => {
    const named = parse(name);
    kindOf[f] = named ? intern(kinds, named[0]) : -1;
    firstOf[f] = named ? intern(wordIds, named[1]) : 0;
    secondOf[f] = named?.[2] === undefined ? NO_WORD : intern(wordIds, named[2]);
  });
  // The rows of one word side by side ("w:leak", "o:leak", "s:cleanup:leak"): a text's rare word then costs one
  // stretch of memory instead of a cache miss per feature (docs/benchmarks.md, "The model's memory").
  const order = Array.from({ length: n }, (_, k) => k).sort(
    (a, b) =>
      Number(kindOf[a]! < 0) - Number(kindOf[b]! < 0) ||
      firstOf[a]! - firstOf[b]! ||
      kindOf[a]! - kindOf[b]! ||
      secondOf[a]! - secondOf[b]! ||
      a - b,
  );
  const rowOf = new Int32Array(n);
  order.forEach((k, row) => (rowOf[k] = row));
  const weights = new Float64Array(sharedBuffer(n * outputs * Float64Array.BYTES_PER_ELEMENT));
  let offset = 0;
  for (const m of models) {
    for (const name of Object.keys(m.weights)) {
      const ws = m.weights[name]!;
      const base = rowOf[firstSeen.get(name)!]! * outputs + offset;
      for (let k = 0; k < ws.length; k += 1) weights[base + k] = ws[k]!;
    }
    offset += m.bias.length;
  }
  const parts: CompiledModelsParts = {
    outputs,
    bias: new Float64Array(models.flatMap((m) => m.bias)),
    weights,
    kinds,
    wordIds,
    plain,
    table: emptyTable(n),
  };
  const table = new RowTable(parts.table);
  names.forEach((name, f) => {
    if (kindOf[f]! < 0) plain.set(name, rowOf[f]!);
    else table.set(kindOf[f]!, firstOf[f]!, secondOf[f]!, rowOf[f]!);
  });
  return parts;
}

/** The second word of a word feature (which has one word). */
const NO_WORD = -2;
/** Named features whose rows are remembered; analysis gives a few dozen distinct ones. */
const NAMES_KEPT = 10_000;

/** A name as kind and one word or a pair, or null for any other shape ("rule-score"): those are looked up whole. */
function parse(name: string): [string, string, string | undefined] | null {
  const colon = name.lastIndexOf(':');
  if (colon < 0) return null;
  const words = name.slice(colon + 1).split('_');
  if (words.length > 2 || words.some((w) => !w)) return null;
  return [name.slice(0, colon), words[0]!, words[1]];
}

const intern = (ids: Map<string, number>, key: string) => {
  let id = ids.get(key);
  if (id === undefined) ids.set(key, (id = ids.size));
  return id;
};

/** The features of one text (or judgment) a model has rows for, in the order given; word and pair features once. */
export class RowList implements FeatureSink {
  readonly rows: number[] = [];
  readonly values: number[] = [];
  /** For each row, the word of a word feature (else ""): analysis names the strongest word of some evidence. */
  readonly words: string[] = [];

  private readonly model: CompiledModels;
  private readonly id: number;

  constructor(model: CompiledModels, id: number) {
    this.model = model;
    this.id = id;
  }

  bag(tokens: readonly string[], wordKind: string, pairKind: string) {
    const m = this.model;
    const ids = this.idsOf(tokens);
    const wk = m.kindId(wordKind);
    const pk = m.kindId(pairKind);
    for (let i = 0; i < ids.length; i += 1) {
      this.once(m.rowOf(wk, ids[i]!, NO_WORD), tokens[i]!);
      if (i + 1 < ids.length) this.once(m.rowOf(pk, ids[i]!, ids[i + 1]!), '');
    }
  }
  each(tokens: readonly string[], kind: string) {
    const m = this.model;
    const ids = this.idsOf(tokens);
    const k = m.kindId(kind);
    for (let i = 0; i < ids.length; i += 1) this.once(m.rowOf(k, ids[i]!, NO_WORD), tokens[i]!);
  }
  /** Word numbers of some tokens, found once for the same list (a sentence's words serve each of its aspects). */
  private idsOf(tokens: readonly string[]): number[] {
    if (tokens !== this.lastTokens) {
      this.lastTokens = tokens;
      this.lastIds = tokens.map(this.model.wordId);
    }
    return this.lastIds;
  }
  private lastTokens: readonly string[] | undefined;
  private lastIds: number[] = [];
  named(name: string, value: number) {
    const row = this.model.row(name);
    if (row < 0) return;
    this.rows.push(row);
    this.values.push(value);
    this.words.push('');
  }
  private once(row: number, word: string) {
    if (row < 0 || this.model.seen[row] === this.id) return;
    this.model.seen[row] = this.id;
    this.rows.push(row);
    this.values.push(1);
    this.words.push(word);
  }

  /** The raw linear score of every output: bias plus weight times value, added in the features' order. */
  scores(): Float64Array {
    const { outputs, weights } = this.model;
    const z = this.model.bias.slice();
    for (let i = 0; i < this.rows.length; i += 1) {
      const base = this.rows[i]! * outputs;
      const v = this.values[i]!;
      for (let k = 0; k < outputs; k += 1) z[k] += weights[base + k]! * v;
    }
    return z;
  }
}

/** A RowTable's array, as plain data. */
interface RowTableParts {
  mask: number;
  /**
   * Four numbers per slot: kind + 1 (0 marks an empty slot), first word, second word or -1, and the row. The row sits
   * beside its key: a lookup reads one cache line, where keys and rows in two arrays of megabytes cost two misses.
   */
  slots: Int32Array;
}

/** A table with room for `entries` rows, at most half full. */
function emptyTable(entries: number): RowTableParts {
  let size = 16;
  while (size < entries * 2) size *= 2;
  return { mask: size - 1, slots: new Int32Array(sharedBuffer(size * 4 * Int32Array.BYTES_PER_ELEMENT)) };
}

/**
 * Memory other threads share when handed the compiled model, rather than copy: the build's two analysis workers then
 * read one copy of the 22 MB of weights and tables, which the processor's shared cache holds once instead of twice.
 * Nothing writes to it after compiling.
 */
const sharedBuffer = (bytes: number) => new SharedArrayBuffer(bytes);

/** Rows by (kind, word, word or -1), open addressing in a typed array: no string is built or hashed per lookup. */
class RowTable {
  private readonly mask: number;
  private readonly slots: Int32Array;

  constructor(parts: RowTableParts) {
    this.mask = parts.mask;
    this.slots = parts.slots;
  }

  get parts(): RowTableParts {
    return { mask: this.mask, slots: this.slots };
  }

  /** The offset of the slot that holds the key, or of the empty slot where it would go. */
  private slot(kind: number, a: number, b: number): number {
    let h = Math.imul(kind + 1, 0x9e3779b1) ^ Math.imul(a + 1, 0x85ebca6b) ^ Math.imul(b + 2, 0xc2b2ae35);
    h ^= h >>> 15;
    let s = h & this.mask;
    for (;;) {
      const o = s * 4;
      const k = this.slots[o]!;
      if (k === 0 || (k === kind + 1 && this.slots[o + 1] === a && this.slots[o + 2] === b)) return o;
      s = (s + 1) & this.mask;
    }
  }

  set(kind: number, a: number, b: number, row: number) {
    const o = this.slot(kind, a, b);
    this.slots[o] = kind + 1;
    this.slots[o + 1] = a;
    this.slots[o + 2] = b;
    this.slots[o + 3] = row;
  }

  get(kind: number, a: number, b: number): number {
    const o = this.slot(kind, a, b);
    return this.slots[o] === 0 ? -1 : this.slots[o + 3]!;
  }
}
