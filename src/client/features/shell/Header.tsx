import { Form, Link } from 'react-router-dom';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { CartBadge } from '../cart/CartBadge';

export function Header() {
  const { shopName } = useAppContext();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="logo" aria-label={`${shopName} – ${messages.shop.logoLabel}`}>
          <span aria-hidden="true">{shopName}</span>
        </Link>
        <Form method="get" action="/vyhledavani" role="search" className="search-form">
          <label className="visually-hidden" htmlFor="search-q">
            {messages.header.searchLabel}
          </label>
          <input id="search-q" type="search" name="q" placeholder={messages.header.searchPlaceholder} />
          <button type="submit" className="button">
            {messages.header.searchSubmit}
          </button>
        </Form>
        <CartBadge />
      </div>
    </header>
  );
}
