import { messages } from '../../messages';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { PageTitle } from '../../ui/PageTitle';
import { Price } from '../../ui/Price';
import { StockBadge } from '../../ui/StockBadge';
import { cx } from '../../ui/cx';
import { Link } from 'react-router-dom';
import { BuyBox } from '../cart';
import { compareRows } from './compareTable';
import { useCompare } from './useCompare';
import { useCompareProducts } from './useCompareProducts';
import './compare.css';

const IMAGE_SIZE = 120;

export function ComparePage() {
  const { products } = useCompareProducts();
  const { remove, clear } = useCompare();
  const rows = compareRows(products);
  const title = messages.pages.comparison;

  return (
    <section className="page compare-page">
      <PageTitle name={title} />
      <h1>{title}</h1>
      {products.length === 0 ? (
        <EmptyState title={messages.compare.empty}>{messages.compare.emptyHint}</EmptyState>
      ) : (
        <>
        <div className="compare-page__actions">
          <Button size="sm" variant="ghost" data-testid="compare-clear" onClick={() => void clear()}>
            {messages.compare.clearAll}
          </Button>
        </div>
        <div className="compare-table__scroll">
          <table className="compare-table" data-testid="compare-table">
            <thead>
              <tr>
                <th scope="col" className="compare-table__corner">
                  <span className="visually-hidden">{messages.compare.parameter}</span>
                </th>
                {products.map((product) => (
                  <th key={product.sku} scope="col" className="compare-table__product" data-sku={product.sku}>
                    <Link to={product.url} className="compare-table__link">
                      {product.image ? <img src={product.image} alt="" width={IMAGE_SIZE} height={IMAGE_SIZE} loading="lazy" /> : null}
                      <span>{product.name}</span>
                    </Link>
                    {product.purchasable ? <BuyBox product={product} compact /> : null}
                    <Button size="sm" variant="ghost" data-testid="compare-remove" onClick={() => void remove(product.sku)}>
                      {messages.compare.remove}
                    </Button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{messages.compare.price}</th>
                {products.map((product) => (
                  <td key={product.sku}>
                    <Price price={product.price} originalAmountWithTax={product.price.originalAmountWithTax} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{messages.compare.availability}</th>
                {products.map((product) => (
                  <td key={product.sku}>
                    <StockBadge availability={product.availability} />
                  </td>
                ))}
              </tr>
              <tr>
                <th scope="row">{messages.compare.manufacturer}</th>
                {products.map((product) => (
                  <td key={product.sku}>{product.manufacturer ? <Link to={product.manufacturer.url}>{product.manufacturer.name}</Link> : '—'}</td>
                ))}
              </tr>
              {rows.map((row) => (
                <tr key={row.code} className={cx(row.different && 'compare-table__row--different')} data-different={row.different || undefined}>
                  <th scope="row">
                    {row.name}
                    {row.different ? <span className="visually-hidden"> ({messages.compare.different})</span> : null}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td key={products[index]?.sku ?? index}>{cell ?? '—'}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        </>
      )}
    </section>
  );
}
