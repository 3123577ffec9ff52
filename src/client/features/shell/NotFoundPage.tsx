import { Link } from 'react-router-dom';
import { SHOP_OPENING_HOURS } from '../../domain';
import { messages } from '../../messages';
import { PageTitle } from '../../ui/PageTitle';

export function NotFoundPage() {
  return (
    <section className="page not-found">
      <PageTitle name={messages.notFound.title} />
      <h1>{messages.notFound.heading}</h1>
      <ul className="not-found__links">
        <li>
          <Link to="/">{messages.notFound.home}</Link>
        </li>
        <li>
          <Link to="/stranky/kontakty">{messages.notFound.contacts}</Link>
        </li>
      </ul>
      <p className="not-found__hours">{SHOP_OPENING_HOURS}</p>
    </section>
  );
}
