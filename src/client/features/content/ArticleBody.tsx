// The article itself (title, date and category, sanitised CMS HTML): the article pages, the club's
// rules and /w/ content pages show it. Its own module, so a content page loads none of the others.
import type { ArticleFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../domain';
import { messages } from '../../messages';
import { Badge } from '../../ui/Badge';

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
