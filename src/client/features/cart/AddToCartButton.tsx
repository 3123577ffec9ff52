import { useState } from 'react';
import { messages } from '../../messages';
import { useAddToCart } from './useAddToCart';

export function AddToCartButton({ sku, quantity = 1, className }: { sku: string; quantity?: number; className?: string }) {
  const { addToCart, adding, error } = useAddToCart();
  const [added, setAdded] = useState(false);
  return (
    <div className={className ? `add-to-cart ${className}` : 'add-to-cart'}>
      <button
        type="button"
        className="button button--primary"
        data-testid="add-to-cart"
        disabled={adding}
        onClick={() => {
          setAdded(false);
          void addToCart(sku, quantity).then((result) => setAdded(result.ok));
        }}
      >
        {adding ? messages.product.adding : messages.product.addToCart}
      </button>
      {error ? (
        <p role="alert" className="add-to-cart__error">
          {error}
        </p>
      ) : added ? (
        <p role="status" className="add-to-cart__done">
          {messages.product.added}
        </p>
      ) : null}
    </div>
  );
}
