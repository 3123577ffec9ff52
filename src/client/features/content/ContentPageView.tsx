// A /{path*}/w/{hash} content page: the content node's name and description, and the page
// article attached to it when there is one.
import { useContentPageQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';
import { messages } from '../../messages';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { PageTitle } from '../../ui/PageTitle';
import { ArticleBody } from './ArticlePage';

export function ContentPageView({ hash }: { hash: string }) {
  const { data } = useContentPageQuery({ variables: { hash }, fetchPolicy: COMPONENT_FETCH_POLICY });
  const page = data?.contentPage;
  if (!page) return null;
  return (
    <section className="page content-page">
      <PageTitle name={page.name} />
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
