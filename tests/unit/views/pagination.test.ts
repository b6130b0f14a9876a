import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../../src/views/pagination.ts';

describe('pageWindow', () => {
  it('shows every page when there are few', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last, current and neighbours, with gaps between', () => {
    expect(pageWindow(12, 23)).toEqual([1, 'gap', 11, 12, 13, 'gap', 23]);
    expect(pageWindow(1, 23)).toEqual([1, 2, 'gap', 23]);
    expect(pageWindow(23, 23)).toEqual([1, 'gap', 22, 23]);
  });

  it('shows a single left-out page instead of a gap', () => {
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
  });
});
