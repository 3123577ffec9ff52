// One page of an article list with its categories and page count (warmed by the route loader).
import { useArticlesQuery, type ArticlesQuery, type ArticlesQueryVariables } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type ArticleList = NonNullable<ArticlesQuery['articles']>;

export function useArticles(input: ArticlesQueryVariables['input']): { list: ArticleList | null } {
  const { data } = useArticlesQuery({ variables: { input }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { list: data?.articles ?? null };
}
