import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/client/apollo/cache';
import { ProductPage } from '../../src/client/features/catalogue/ProductPage';
import { formatCzk, NOT_PURCHASABLE_TEXTS, stockAvailability } from '../../src/domain';
import {
  ProductDetailDocument,
  RecentlyViewedProductsDocument,
  VisitorListsDocument,
  type ProductDetailQuery,
  type RecentlyViewedProductsQuery,
  type VisitorListsQuery,
} from '../../src/generated/graphql';
import { mopDetail } from '../fixtures/catalogue';
import { listingProduct, pricesMock, recentlyViewedAddMock, reviewsMock, visitorListsData } from '../fixtures/catalogue-listing';
import { renderCatalogue } from './catalogue-render';
import { text } from './render';

type Detail = NonNullable<ProductDetailQuery['productDetail']>;

/** Intl separates groups with no-break spaces; text() reads them as plain spaces. */
const norm = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The cache as the product route's loader leaves it. */
function loadedCache(product: Detail) {
  const cache = createCache();
  cache.writeQuery<ProductDetailQuery>({ query: ProductDetailDocument, variables: { sku: product.sku }, data: { productDetail: product } });
  cache.writeQuery<VisitorListsQuery>({ query: VisitorListsDocument, data: visitorListsData([]) });
  cache.writeQuery<RecentlyViewedProductsQuery>({
    query: RecentlyViewedProductsDocument,
    variables: { first: 20 },
    data: { visitorLists: { ...visitorListsData([]).visitorLists, recentlyViewedProducts: [] } },
  });
  return cache;
}

function renderProduct(product: Detail) {
  const seen = listingProduct(7);
  return renderCatalogue(<ProductPage sku={product.sku} />, {
    path: product.url,
    checkoutId: 'chk-1',
    cache: loadedCache(product),
    mocks: [pricesMock(product.sku), reviewsMock(product.sku), recentlyViewedAddMock(product.sku, [product, seen])],
  });
}

describe('ProductPage', () => {
  it('shows the stock of pieces and of cartons with the domain texts', async () => {
    renderProduct(mopDetail);
    await screen.findByRole('heading', { level: 1, name: mopDetail.name });
    const badges = document.querySelectorAll('.product-page__stock .stock-badge');
    const pieces = stockAvailability({ onSale: true, stock: { state: 'stock', quantity: 24 } });
    expect([...badges].map((b) => text(b))).toEqual([
      `${pieces.text} (${pieces.note})`,
      stockAvailability({ onSale: true, stock: { state: 'stock', quantity: 2 } }, 'carton').text,
    ]);
    // The spec's "Skladem N" note is shown from 3 pieces on (issue 12, finding 3).
    expect(text(badges[0] ?? null)).toBe('Skladem 10+ ks (Skladem 24)');
    expect(text(badges[1] ?? null)).toBe('Skladem 2 karton');
  });

  it('switches pieces to cartons: converted quantity, carton price, per-piece price', async () => {
    const user = userEvent.setup();
    renderProduct(mopDetail);
    const price = await screen.findByTestId('detail-price');
    expect(text(price.querySelector('.price__amount'))).toBe(norm(formatCzk(30_129)));
    const quantity = screen.getByLabelText('Množství');
    await user.clear(quantity);
    await user.type(quantity, '15{Enter}');
    await user.click(screen.getByTestId('pack-carton'));
    // 15 pieces at 10 per carton → 2 cartons (rounded up); one carton costs 10 pieces.
    await waitFor(() => expect(screen.getByTestId('detail-price').dataset.pack).toBe('carton'));
    expect(screen.getByLabelText<HTMLInputElement>('Množství').value).toBe('2');
    // The unit after the quantity follows it: "2 kartony" (issue 12, finding 3).
    expect(document.querySelector('.product-page__unit')?.textContent).toBe('kartony');
    expect(text(screen.getByTestId('detail-price').querySelector('.price__amount'))).toBe(norm(formatCzk(301_290)));
    expect(text(screen.getByTestId('pack-switch'))).toContain('1 karton = 10 ks');
    // Back to pieces: 2 cartons are 20 pieces, and 20 pieces reach the quantity price.
    await user.click(screen.getByTestId('pack-pcs'));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Množství').value).toBe('20'));
    expect(text(screen.getByTestId('detail-price').querySelector('.price__amount'))).toBe(norm(formatCzk(26_620)));
    const tiers = await screen.findByTestId('quantity-prices');
    expect(within(tiers).getByRole('row').getAttribute('aria-current')).toBe('true');
  });

  it('tells why a product cannot be bought and offers no add-to-cart', async () => {
    const withdrawn: Detail = {
      ...mopDetail,
      onSale: false,
      purchasable: false,
      availability: { __typename: 'StockAvailability', ...stockAvailability({ onSale: false }) },
    };
    renderProduct(withdrawn);
    const reasons = await screen.findByTestId('not-purchasable');
    expect(text(reasons)).toBe(NOT_PURCHASABLE_TEXTS['not-on-sale']);
    expect(screen.queryByTestId('add-to-cart')).toBe(null);
    expect(screen.getByTestId('demand-open')).toBeDefined();
  });

  it('offers no add-to-cart for a product shown as "Momentálně nedostupné" although its soldOut flag is false', async () => {
    const stock = { __typename: 'StockInfo' as const, state: 'sold-out', quantity: 0, note: 'Momentálně nedostupné', timing: null };
    const unavailable: Detail = {
      ...mopDetail,
      soldOut: false,
      stock,
      purchasable: false,
      availability: { __typename: 'StockAvailability', ...stockAvailability({ onSale: true, stock }) },
    };
    renderProduct(unavailable);
    const reasons = await screen.findByTestId('not-purchasable');
    expect(text(reasons)).toBe(NOT_PURCHASABLE_TEXTS['sold-out']);
    expect(screen.queryByTestId('add-to-cart')).toBe(null);
    expect(screen.getByTestId('demand-open')).toBeDefined();
  });

  it('lists the EAN among the parameters, and shows the parameters tab for an EAN alone', async () => {
    const { unmount } = renderProduct(mopDetail);
    const table = await screen.findByTestId('parameters');
    const rows = [...table.querySelectorAll('tr')].map((row) => text(row));
    expect(rows).toEqual(['Šířka40 cm', 'EAN8590000001173']);
    unmount();
    renderProduct({ ...mopDetail, parameters: [] });
    expect(text(await screen.findByTestId('parameters'))).toBe('EAN8590000001173');
  });

  it('shows description, parameters and reviews as tabs: arrows and End move, every panel stays in the page', async () => {
    const user = userEvent.setup();
    renderProduct(mopDetail);
    const list = await screen.findByRole('tablist', { name: 'Informace o produktu' });
    const tabs = within(list).getAllByRole('tab');
    expect(tabs.map((t) => text(t))).toEqual(['Popis', 'Parametry', 'Hodnocení zákazníkůHodnocení (2)']);
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    // Every panel is rendered (the server HTML has them all); only the selected one shows.
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(3);
    expect(screen.getByTestId('parameters').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(true);
    expect(tabs[1]!.getAttribute('aria-controls')).toBe(screen.getByTestId('parameters').closest('[role="tabpanel"]')?.id);

    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    // Roving focus: only the selected tab is in the tab order.
    expect(tabs.map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    expect(screen.getByTestId('parameters').closest('[role="tabpanel"]')?.hasAttribute('hidden')).toBe(false);
    expect(text(screen.getByRole('tabpanel'))).toContain('Šířka');

    await user.keyboard('{End}');
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByTestId('reviews')).toBeTruthy();
    // Wraps around from the last tab to the first.
    await user.keyboard('{ArrowRight}');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('publishes schema.org Product, Offer and BreadcrumbList', async () => {
    renderProduct({ ...mopDetail, breadcrumbs: [{ __typename: 'TaxonomyLink', hash: 'h1', name: 'Mopy', url: '/mopy/c/h1' }] });
    await screen.findByRole('heading', { level: 1 });
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s): unknown => JSON.parse(s.textContent ?? ''));
    expect(blocks[0]).toMatchObject({
      '@type': 'Product',
      sku: mopDetail.sku,
      brand: { name: 'Vileda' },
      offers: { '@type': 'Offer', price: '301.29', priceCurrency: 'CZK', availability: 'https://schema.org/InStock' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2 },
    });
    expect(blocks[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Mopy', item: 'http://shop.test/mopy/c/h1' },
        { position: 2, name: mopDetail.name, item: `http://shop.test${mopDetail.url}` },
      ],
    });
  });

  it('records the view and shows the other recently viewed products', async () => {
    renderProduct(mopDetail);
    const strip = await screen.findByTestId('recently-viewed');
    expect(within(strip).getAllByTestId('product-card').map((c) => c.dataset.sku)).toEqual(['P-7']);
  });
});
