import { describe, expect, it } from 'vitest';
import { formatPercent } from '../../../src/views/format.ts';

describe('formatPercent', () => {
  it('writes whole percents, and never rounds a non-zero share to 0% or a partial one to 100%', () => {
    expect(formatPercent(87.46)).toBe('87%');
    expect(formatPercent(87.5)).toBe('88%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(0.2)).toBe('<1%');
    expect(formatPercent(99.8)).toBe('>99%');
  });
});
