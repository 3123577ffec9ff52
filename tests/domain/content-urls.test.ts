import { describe, expect, it } from 'vitest';
import { ARTICLE_BASE_PATHS, articleUrl, isArticleKind, showroomUrl } from '../../src/domain/urls';

describe('content urls', () => {
  it.each([
    ['advisor', 'jak-ridit', '/poradna/jak-ridit'],
    ['blog', 'pet-mytu', '/blog/pet-mytu'],
    ['news', 'akce', '/aktuality/akce'],
    ['article', 'kontakty', '/stranky/kontakty'],
    ['unknown', 'x', '/stranky/x'],
    ['toString', 'y', '/stranky/y'],
  ])('articleUrl(%s, %s) = %s', (type, alias, url) => {
    expect(articleUrl({ type, alias })).toBe(url);
  });

  it('encodes the alias', () => {
    expect(articleUrl({ type: 'blog', alias: 'a b' })).toBe('/blog/a%20b');
  });

  it('knows exactly the four kinds', () => {
    expect(Object.keys(ARTICLE_BASE_PATHS).every(isArticleKind)).toBe(true);
    expect(isArticleKind(1)).toBe(false);
    expect(isArticleKind('constructor')).toBe(false);
  });

  it('showroomUrl', () => {
    expect(showroomUrl({ alias: 'praha' })).toBe('/showrooms/praha');
  });
});
