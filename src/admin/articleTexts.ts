// Czech names of the article kinds (src/domain/urls.ts ARTICLE_BASE_PATHS) in the back office.
import type { ArticleKind } from '../domain/urls';

export const ARTICLE_KIND_LABELS: Record<ArticleKind, string> = {
  advisor: 'Poradna',
  blog: 'Blog',
  news: 'Aktuality',
  article: 'Stránka',
};
