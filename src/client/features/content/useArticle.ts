// One article by type and alias (warmed by the route loader).
import { useArticleQuery, type ArticleFieldsFragment } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export function useArticle(type: string, alias: string): { article: ArticleFieldsFragment | null } {
  const { data } = useArticleQuery({ variables: { type, alias }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { article: data?.article ?? null };
}
