import { describe, expect, it } from 'vitest';
import { AUTOCOMPLETE_TEXTS, autocompleteNotice, type AutocompleteCounts } from '../../src/domain';

const none: AutocompleteCounts = { topQueries: 0, brands: 0, categories: 0, articles: 0, products: 0 };

describe('autocompleteNotice', () => {
  it('spells the two spec texts exactly', () => {
    expect(AUTOCOMPLETE_TEXTS.nothing('X')).toBe('Na frázi "X" jsme nic nenašli.');
    expect(AUTOCOMPLETE_TEXTS.singleProduct('X')).toBe('Pro frázi "X" jsme našli pouze jediný produkt.');
  });

  const cases: [string, string, Partial<AutocompleteCounts>, string | null][] = [
    ['nothing found', 'xyz', {}, 'Na frázi "xyz" jsme nic nenašli.'],
    ['trims the phrase', '  mop ', {}, 'Na frázi "mop" jsme nic nenašli.'],
    ['one product only', 'mop', { products: 1 }, 'Pro frázi "mop" jsme našli pouze jediný produkt.'],
    ['one product next to categories', 'mop', { products: 1, categories: 2 }, 'Pro frázi "mop" jsme našli pouze jediný produkt.'],
    ['several products', 'mop', { products: 2 }, null],
    ['no product but a brand', 'vileda', { brands: 1 }, null],
    ['no product but a top query', 'ci', { topQueries: 1 }, null],
    ['no product but an article', 'rady', { articles: 3 }, null],
    ['blank phrase', '   ', {}, null],
  ];
  it.each(cases)('%s', (_name, phrase, counts, expected) => {
    expect(autocompleteNotice(phrase, { ...none, ...counts })).toBe(expected);
  });
});
