import { useLoaderData } from 'react-router-dom';
import type { ArticleFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../domain';
import { messages } from '../../messages';
import { Badge } from '../../ui/Badge';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { useAppContext } from '../../app-context';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { breadcrumbList, StructuredData } from '../../ui/StructuredData';
import { articleStructuredData } from './structuredData';
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
  const { publicUrl, shopName } = useAppContext();
  if (!article) return null;
  const crumbs: Crumb[] = [{ label: messages.content.home, to: '/' }];
  if (type !== 'article') crumbs.push({ label: LIST_TITLES[type].title, to: LIST_TITLES[type].path });
  crumbs.push({ label: article.title });
  const trail = [
    ...(type !== 'article' ? [{ name: LIST_TITLES[type].title, url: LIST_TITLES[type].path }] : []),
    { name: article.title, url: article.url },
  ];
  return (
    <section className="page article-page">
      <PageTitle name={article.title} />
      <PageMeta canonical={article.url} description={article.teaserText} image={article.teaserImage} type="article" />
      {type !== 'article' ? <StructuredData items={[articleStructuredData(article, publicUrl, shopName), breadcrumbList(publicUrl, trail)]} /> : null}
      <Breadcrumbs items={crumbs} />
      <ArticleBody article={article} showMeta={type !== 'article'} />
    </section>
  );
}
