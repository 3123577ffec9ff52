// Route-loader work of the content pages (articles, news, showrooms, club, content /w/ pages,
// home): warm the Apollo cache, return the variables the page reads with cache-first hooks.
// Imported by routes.tsx (entry chunk): documents and small helpers only.
import {
  ArticleDocument,
  ArticlesDocument,
  BannersDocument,
  CataloguePageDocument,
  ClubRewardsDocument,
  type ClubRewardsQuery,
  ContentPageDocument,
  ShowroomDocument,
  ShowroomsDocument,
  TaxonomySubTreeDocument,
  type ArticleQuery,
  type ArticleQueryVariables,
  type ArticlesInput,
  type ArticlesQuery,
  type ArticlesQueryVariables,
  type BannersQuery,
  type CatalogueInput,
  type CataloguePageQuery,
  type CataloguePageQueryVariables,
  type ContentPageQuery,
  type ContentPageQueryVariables,
  type ShowroomQuery,
  type ShowroomQueryVariables,
  type ShowroomsQuery,
  type TaxonomySubTreeQuery,
  type TaxonomySubTreeQueryVariables,
} from '../../../generated/graphql';
import { DEFAULT_ARTICLE_SORT, DEFAULT_CATALOGUE_HASH, isArticleSort, taxonomyHash, type ArticleKind, type ArticleSort } from '../../domain';
import { TAXONOMY_DEPTH, notFound, type RouteReader } from '../../route-data';

// --- Article lists ------------------------------------------------------------------------------

export const ARTICLE_PAGE_SIZE = 9;
/** Query parameters of article lists: ?kategorie=…&razeni=DATE_ASC&strana=2. */
export const LIST_PARAMS = { category: 'kategorie', sort: 'razeni', page: 'strana' } as const;

export interface ArticleListData {
  type: ArticleKind;
  input: ArticlesInput;
  sort: ArticleSort;
  category: string | null;
  page: number;
}

export function articleListInput(type: ArticleKind, search: URLSearchParams): ArticleListData {
  const sortParam = search.get(LIST_PARAMS.sort);
  const sort: ArticleSort = sortParam && isArticleSort(sortParam) ? sortParam : DEFAULT_ARTICLE_SORT;
  const category = search.get(LIST_PARAMS.category)?.trim() || null;
  const pageNumber = Number.parseInt(search.get(LIST_PARAMS.page) ?? '1', 10);
  const page = Number.isFinite(pageNumber) && pageNumber > 0 ? pageNumber : 1;
  const input: ArticlesInput = { type, sort, page, pageSize: ARTICLE_PAGE_SIZE };
  if (category) input.category = category;
  return { type, input, sort, category, page };
}

export async function loadArticleList(read: RouteReader, type: ArticleKind, request: Request): Promise<ArticleListData> {
  const data = articleListInput(type, new URL(request.url).searchParams);
  await read<ArticlesQuery, ArticlesQueryVariables>('content', ArticlesDocument, { input: data.input });
  return data;
}

// --- Article detail -----------------------------------------------------------------------------

export interface ArticleData {
  type: ArticleKind;
  alias: string;
}

export async function loadArticle(read: RouteReader, type: ArticleKind, alias: string | undefined): Promise<ArticleData> {
  if (!alias) throw notFound();
  const { data } = await read<ArticleQuery, ArticleQueryVariables>('content', ArticleDocument, { type, alias });
  if (!data.article) throw notFound();
  return { type, alias };
}

// --- Content /w/ pages ----------------------------------------------------------------------------

export async function loadContentPage(read: RouteReader, hash: string): Promise<void> {
  const { data } = await read<ContentPageQuery, ContentPageQueryVariables>('content', ContentPageDocument, { hash });
  if (!data.contentPage) throw notFound();
}

// --- Club --------------------------------------------------------------------------------------

/** /klub/odmeny: the gifts, server-rendered; a failure leaves the page with its texts (logged). */
export async function loadClubRewards(read: RouteReader): Promise<null> {
  await read<ClubRewardsQuery, Record<string, never>>('content', ClubRewardsDocument, {}).catch((error: unknown) => {
    console.error('Club rewards failed to load', error);
  });
  return null;
}

// --- Showrooms ------------------------------------------------------------------------------------

export async function loadShowrooms(read: RouteReader): Promise<null> {
  await read<ShowroomsQuery, Record<string, never>>('content', ShowroomsDocument, {});
  return null;
}

export interface ShowroomData {
  id: string;
}

export async function loadShowroom(read: RouteReader, alias: string | undefined): Promise<ShowroomData> {
  if (!alias) throw notFound();
  const { data } = await read<ShowroomQuery, ShowroomQueryVariables>('content', ShowroomDocument, { id: alias });
  if (!data.showroom) throw notFound();
  return { id: alias };
}

// --- Home ----------------------------------------------------------------------------------------

/**
 * The five preview listings of the home page (spec section 2: sale, news, promotions,
 * second-hand, and one more), addressed by the taxonomy paths the catalogue uses for them.
 */
export const HOME_PREVIEW_PATHS = ['/preview/vyprodej', '/preview/novinky', '/preview/akce', '/preview/second-hand', '/preview/doporucujeme'] as const;
/** A home row: five cards fill a desktop row; phones and tablets scroll the row sideways. */
export const HOME_PREVIEW_SIZE = 5;
export const HOME_ARTICLES_SIZE = 3;

export interface HomeContentData {
  rootHash: string;
  previews: { hash: string; input: CatalogueInput }[];
  articles: ArticlesInput[];
}

export async function loadHome(read: RouteReader): Promise<HomeContentData> {
  const rootHash = DEFAULT_CATALOGUE_HASH;
  const previews = HOME_PREVIEW_PATHS.map((path) => {
    const hash = taxonomyHash(path);
    return { hash, input: { hash, first: HOME_PREVIEW_SIZE } };
  });
  const articles: ArticlesInput[] = (['advisor', 'blog'] as const).map((type) => ({
    type,
    sort: 'DATE_DESC',
    page: 1,
    pageSize: HOME_ARTICLES_SIZE,
  }));
  // Each block is optional: a failing one is logged and simply not shown.
  const soft = (promise: Promise<unknown>) =>
    promise.catch((error: unknown) => {
      console.error('Home block failed to load', error);
    });
  await Promise.all([
    read<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>('taxonomy', TaxonomySubTreeDocument, { hash: rootHash, depth: TAXONOMY_DEPTH }),
    soft(read<BannersQuery, Record<string, never>>('content', BannersDocument, {})),
    ...previews.flatMap((p) => [
      soft(read<TaxonomySubTreeQuery, TaxonomySubTreeQueryVariables>('taxonomy', TaxonomySubTreeDocument, { hash: p.hash, depth: 0 })),
      soft(read<CataloguePageQuery, CataloguePageQueryVariables>('catalogue', CataloguePageDocument, { input: p.input })),
    ]),
    ...articles.map((input) => soft(read<ArticlesQuery, ArticlesQueryVariables>('content', ArticlesDocument, { input }))),
  ]);
  return { rootHash, previews, articles };
}
