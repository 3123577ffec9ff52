// The newest three articles of (up to) two article lists, for the home page (warmed by the route loader).
import { useArticlesQuery, type ArticlesInput, type ArticlesQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type LatestArticle = NonNullable<ArticlesQuery['articles']>['items'][number];

const LATEST_COUNT = 3;

export function useLatestArticles(inputs: readonly ArticlesInput[]): { articles: LatestArticle[] } {
  const first = useArticlesQuery({ variables: { input: inputs[0] ?? {} }, fetchPolicy: COMPONENT_FETCH_POLICY, skip: !inputs[0] });
  const second = useArticlesQuery({ variables: { input: inputs[1] ?? {} }, fetchPolicy: COMPONENT_FETCH_POLICY, skip: !inputs[1] });
  const articles = [...(first.data?.articles?.items ?? []), ...(second.data?.articles?.items ?? [])]
    .sort((a, b) => b.date.localeCompare(a.date))
    .slice(0, LATEST_COUNT);
  return { articles };
}
