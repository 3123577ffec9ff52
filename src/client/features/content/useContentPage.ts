// A /w/ content node with its page article, if any (warmed by the route loader).
import { useContentPageQuery, type ContentPageQuery } from '../../../generated/graphql';
import { COMPONENT_FETCH_POLICY } from '../../apollo/cache-policies';

export type ContentPageData = NonNullable<ContentPageQuery['contentPage']>;

export function useContentPage(hash: string): { page: ContentPageData | null } {
  const { data } = useContentPageQuery({ variables: { hash }, fetchPolicy: COMPONENT_FETCH_POLICY });
  return { page: data?.contentPage ?? null };
}
