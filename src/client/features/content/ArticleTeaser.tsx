import { Link } from 'react-router-dom';
import type { ArticleTeaserFieldsFragment } from '../../../generated/graphql';
import { formatDate } from '../../domain';
import { messages } from '../../messages';
import { Badge } from '../../ui/Badge';
import { Card } from '../../ui/Card';

export function ArticleTeaserCard({ article, headingLevel = 2 }: { article: ArticleTeaserFieldsFragment; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card as="article" interactive className="teaser">
      {article.teaserImage ? <img className="teaser__image" src={article.teaserImage} alt="" width={400} height={225} loading="lazy" /> : null}
      <div className="teaser__meta">
        <time dateTime={article.date}>{formatDate(article.date)}</time>
        {article.category ? <Badge tone="brand">{article.category}</Badge> : null}
      </div>
      <Heading className="teaser__title">
        <Link to={article.url}>{article.title}</Link>
      </Heading>
      <p className="teaser__text">{article.teaserText}</p>
      <span className="teaser__more" aria-hidden="true">
        {messages.content.readMore} →
      </span>
    </Card>
  );
}

export function ArticleGrid({ articles, headingLevel }: { articles: readonly ArticleTeaserFieldsFragment[]; headingLevel?: 2 | 3 }) {
  return (
    <ul className="teaser-grid">
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleTeaserCard article={article} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
