import { describe, expect, it } from 'vitest';
import { newestArticles } from '../../src/client/features/home/useLatestArticles';

describe('the home page\'s latest articles', () => {
  it('takes the newest by instant across both lists, whatever the offset the dates are written with', () => {
    const articles = [
      { id: 'a', date: '2026-03-01T10:00:00+01:00' },
      { id: 'b', date: '2026-03-01T09:30:00Z' },
      { id: 'c', date: '2026-02-28' },
      { id: 'd', date: '2026-03-02T00:00:00+02:00' },
      { id: 'e', date: 'not a date' },
    ];
    expect(newestArticles(articles, 3).map((a) => a.id)).toEqual(['d', 'b', 'a']);
    expect(newestArticles(articles, 10).at(-1)?.id).toBe('e');
  });
});
