import type { Segment } from './segment.ts';

/** Stage 4 of the rules, attribution: which opinion an aspect mention takes. */

/** The opinion an aspect clause gets: its own, else the nearest opinion in the same clause group. */
export function opinionFor(segments: Segment[], index: number): Segment | undefined {
  const own = segments[index]!;
  if (own.hasOpinion) return own;
  for (let distance = 1; distance < segments.length; distance += 1) {
    for (const j of [index + distance, index - distance]) {
      const other = segments[j];
      if (other && other.group === own.group && other.hasOpinion) return other;
    }
  }
  return undefined;
}
