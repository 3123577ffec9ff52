import { useLoaderData } from 'react-router-dom';
import { messages } from '../../messages';
import { Breadcrumbs, type Crumb } from '../../ui/Breadcrumbs';
import { useAppContext } from '../../app-context';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { breadcrumbList, StructuredData } from '../../ui/StructuredData';
import { articleStructuredData } from './structuredData';
import { ArticleBody } from './ArticleBody';
import { LIST_TITLES } from './listTitles';
import type { ArticleData } from './loaders';
import { useArticle } from './useArticle';

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
