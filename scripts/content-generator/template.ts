import type { Rng } from './random.ts';

/**
 * A tiny template language for sentence banks:
 *   [a|b|c]   one of the alternatives (may be empty, may nest)
 *   {slot}    a value supplied by the generator (a technician's name, the service, "we" or "I" ...)
 *   @RSF text  (prefix) only for jobs of these kinds, see JobKind in bank.ts
 */
type Node = string | { alt: Node[][] } | { slot: string };

export interface Template {
  source: string;
  kinds: string | null;
  nodes: Node[];
  slots: ReadonlySet<string>;
}

export type SlotFiller = (name: string) => string;

export function compile(source: string): Template {
  let body = source;
  let kinds: string | null = null;
  const prefix = /^@([A-Z]+) /.exec(source);
  if (prefix) {
    kinds = prefix[1]!;
    body = source.slice(prefix[0].length);
  }
  const slots = new Set<string>();
  let pos = 0;
  const parseSeq = (inAlt: boolean): Node[] => {
    const nodes: Node[] = [];
    let text = '';
    const flush = () => {
      if (text) nodes.push(text);
      text = '';
    };
    while (pos < body.length) {
      const c = body[pos]!;
      if (inAlt && (c === '|' || c === ']')) break;
      if (c === '[') {
        flush();
        pos++;
        const alt: Node[][] = [parseSeq(true)];
        while (body[pos] === '|') {
          pos++;
          alt.push(parseSeq(true));
        }
        if (body[pos] !== ']') throw new Error(`unclosed [ in template: ${source}`);
        pos++;
        nodes.push({ alt });
      } else if (c === '{') {
        flush();
        const end = body.indexOf('}', pos);
        if (end < 0) throw new Error(`unclosed { in template: ${source}`);
        const slot = body.slice(pos + 1, end);
        slots.add(slot);
        nodes.push({ slot });
        pos = end + 1;
      } else if (c === ']' || c === '|' || c === '}') {
        throw new Error(`stray "${c}" in template: ${source}`);
      } else {
        text += c;
        pos++;
      }
    }
    flush();
    return nodes;
  };
  const nodes = parseSeq(false);
  if (pos !== body.length) throw new Error(`cannot parse template: ${source}`);
  return { source, kinds, nodes, slots };
}

export function compileAll(sources: readonly string[]): Template[] {
  return sources.map(compile);
}

export function expand(template: Template, rng: Rng, fill: SlotFiller): string {
  const run = (nodes: Node[]): string => {
    let out = '';
    for (const node of nodes) {
      if (typeof node === 'string') out += node;
      else if ('slot' in node) out += fill(node.slot);
      else out += run(rng.pick(node.alt));
    }
    return out;
  };
  return run(template.nodes);
}
