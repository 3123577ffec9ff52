import { Link } from 'react-router-dom';
import { SHOP_OPENING_HOURS } from '../../domain';
import { messages } from '../../messages';
import { ButtonLink } from '../../ui/Button';
import { PageTitle } from '../../ui/PageTitle';
import { useShopSettings } from './shell-data';

/** Spec section 2: status 404 (set by the server render), links home and to contacts, phone, hours and e-mail from settings. */
export function NotFoundPage() {
  const settings = useShopSettings();
  const phone = settings?.phone ?? '';
  const email = settings?.email ?? '';
  return (
    <section className="page not-found">
      <PageTitle name={messages.notFound.title} />
      <meta name="robots" content="noindex" />
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{messages.notFound.heading}</h1>
      <ul className="not-found__links">
        <li>
          <ButtonLink to="/" variant="primary">
            {messages.notFound.home}
          </ButtonLink>
        </li>
        <li>
          <ButtonLink to="/stranky/kontakty">{messages.notFound.contacts}</ButtonLink>
        </li>
      </ul>
      <dl className="facts not-found__contact">
        {phone ? (
          <>
            <dt>{messages.content.showroomPhone}</dt>
            <dd>
              <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
            </dd>
          </>
        ) : null}
        <dt>{messages.content.showroomHours}</dt>
        <dd className="not-found__hours">{settings?.openingHours || SHOP_OPENING_HOURS}</dd>
        {email ? (
          <>
            <dt>{messages.content.showroomEmail}</dt>
            <dd>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          </>
        ) : null}
      </dl>
      <p>
        <Link to="/showrooms">{messages.pages.showrooms}</Link>
      </p>
    </section>
  );
}
