// A /{path*}/w/{hash} content page: the content node's name and description, and the page
// article attached to it when there is one.
import { useLocation } from 'react-router-dom';
import { messages } from '../../messages';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { ArticleBody } from './ArticleBody';
import { useContentPage } from './useContentPage';

export function ContentPageView({ hash }: { hash: string }) {
  const { page } = useContentPage(hash);
  const { pathname } = useLocation();
  if (!page) return null;
  return (
    <section className="page content-page">
      <PageTitle name={page.name} />
      {/* The article's own address (/stranky/…) is canonical; this section page shows the same text. */}
      <PageMeta
        canonical={page.article ? page.article.url : pathname}
        description={page.article?.teaserText ?? page.description}
        image={page.article?.teaserImage}
      />
      <Breadcrumbs items={[{ label: messages.content.home, to: '/' }, { label: page.name }]} />
      {page.article ? (
        <ArticleBody article={page.article} showMeta={false} />
      ) : (
        <>
          <h1>{page.name}</h1>
          {page.description ? <p className="lead">{page.description}</p> : null}
        </>
      )}
    </section>
  );
}
