// Article lists (/poradna, /blog, /aktuality): category chips, sort (DATE_ASC/DESC,
// ORDER_ASC/DESC), teasers and pagination. Every control is a link or a GET form, so the
// list works without JavaScript and each state has its own address.
import { Form, Link, useLoaderData, useSubmit } from 'react-router-dom';
import { ARTICLE_SORTS, DEFAULT_ARTICLE_SORT } from '../../domain';
import { messages } from '../../messages';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Select } from '../../ui/Field';
import { PageMeta } from '../../ui/PageMeta';
import { PageTitle } from '../../ui/PageTitle';
import { Pagination } from '../../ui/Pagination';
import { cx } from '../../ui/cx';
import { ArticleGrid } from './ArticleTeaser';
import { LIST_TITLES } from './listTitles';
import { LIST_PARAMS, type ArticleListData } from './loaders';
import { useArticles } from './useArticles';


function listHref(base: string, params: { category: string | null; sort: string; page: number }): string {
  const query = new URLSearchParams();
  if (params.category) query.set(LIST_PARAMS.category, params.category);
  if (params.sort !== DEFAULT_ARTICLE_SORT) query.set(LIST_PARAMS.sort, params.sort);
  if (params.page > 1) query.set(LIST_PARAMS.page, String(params.page));
  const search = query.toString();
  return search ? `${base}?${search}` : base;
}

export function ArticleListPage() {
  const { type, input, sort, category, page } = useLoaderData<ArticleListData>();
  const { list } = useArticles(input);
  const submit = useSubmit();
  const { title, path } = LIST_TITLES[type];
  return (
    <section className="page article-list-page">
      <PageTitle name={page > 1 ? `${title} – ${messages.content.pageNumber} ${page}` : title} />
      <PageMeta canonical={listHref(path, { category, sort: DEFAULT_ARTICLE_SORT, page })} description={messages.content.listDescriptions[type]} />
      <Breadcrumbs items={[{ label: messages.content.home, to: '/' }, { label: title }]} />
      <h1>{title}</h1>
      <div className="article-list__controls">
        {list && list.categories.length > 0 ? (
          <nav aria-label={messages.content.categories}>
            <ul className="chips">
              <li>
                <Link className={cx('chip', !category && 'chip--active')} aria-current={!category ? 'page' : undefined} to={listHref(path, { category: null, sort, page: 1 })}>
                  {messages.content.allCategories}
                </Link>
              </li>
              {list.categories.map((c) => (
                <li key={c}>
                  <Link className={cx('chip', c === category && 'chip--active')} aria-current={c === category ? 'page' : undefined} to={listHref(path, { category: c, sort, page: 1 })}>
                    {c}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <Form method="get" action={path} className="sort-form" onChange={(e) => void submit(e.currentTarget)}>
          {category ? <input type="hidden" name={LIST_PARAMS.category} value={category} /> : null}
          <Select
            label={messages.content.sort}
            name={LIST_PARAMS.sort}
            defaultValue={sort}
            options={ARTICLE_SORTS.map((value) => ({ value, label: messages.content.sorts[value] }))}
          />
          <noscript>
            <Button type="submit" size="sm">
              {messages.content.sort}
            </Button>
          </noscript>
        </Form>
      </div>
      {list && list.items.length > 0 ? (
        <ArticleGrid articles={list.items} />
      ) : (
        <EmptyState title={messages.content.noArticles} />
      )}
      {list ? <Pagination page={list.page} pageCount={list.pageCount} hrefFor={(page) => listHref(path, { category, sort, page })} /> : null}
    </section>
  );
}
