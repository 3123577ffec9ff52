import { useLoaderData } from 'react-router-dom';
import type { ArticleFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../domain';
import { messages } from '../../messages';
import { Badge } from '../../ui/Badge';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { CanonicalLink } from '../../ui/CanonicalLink';
import { PageTitle } from '../../ui/PageTitle';
import { LIST_TITLES } from './ArticleListPage';
import type { ArticleData } from './loaders';
import { useArticle } from './useArticle';

/** The article itself; also used inside club and /w/ content pages. */
export function ArticleBody({ article, showMeta = true }: { article: ArticleFieldsFragment; showMeta?: boolean }) {
  return (
    <article className="article">
      <h1>{article.title}</h1>
      {showMeta ? (
        <p className="article__meta">
          <span className="visually-hidden">{messages.content.published}: </span>
          <time dateTime={article.date}>{formatDate(article.date)}</time>
          {article.category ? <Badge tone="brand">{article.category}</Badge> : null}
        </p>
      ) : null}
      {/* CMS HTML, sanitised by the server with sanitize-html before it is served. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: article.body }} />
    </article>
  );
}

export function ArticlePage() {
  const { type, alias } = useLoaderData<ArticleData>();
  const { article } = useArticle(type, alias);
  if (!article) return null;
  const crumbs: Crumb[] = [{ label: messages.content.home, to: '/' }];
  if (type !== 'article') crumbs.push({ label: LIST_TITLES[type].title, to: LIST_TITLES[type].path });
  crumbs.push({ label: article.title });
  return (
    <section className="page article-page">
      <PageTitle name={article.title} />
      <CanonicalLink path={article.url} />
      <Breadcrumbs items={crumbs} />
      <ArticleBody article={article} showMeta={type !== 'article'} />
    </section>
  );
}
