// Footer (spec section 2): link sections, showroom (address split at the first comma),
// opening hours, social links, partner logos, © 2009–current year, newsletter block.
// Visibility per path comes from src/domain footerVisibility (/kosik hides the main part and
// the newsletter; /registrace and /klub hide the newsletter). Without footer data (load
// error, logged by the root loader) the sections are simply empty.
import { Link, useLocation } from 'react-router-dom';
import { copyrightYears, footerVisibility, splitAddress } from '../../domain';
import { useAppContext } from '../../app-context';
import { messages } from '../../messages';
import { Newsletter } from './Newsletter';
import { useFooter } from './shell-data';

export function Footer() {
  const { shopName } = useAppContext();
  const footer = useFooter();
  const { pathname } = useLocation();
  const visibility = footerVisibility(pathname);
  const address = footer?.showroom ? splitAddress(footer.showroom.address) : null;
  return (
    <footer className="site-footer" aria-label={messages.footer.label}>
      {visibility.newsletter ? (
        <div className="site-footer__newsletter">
          <Newsletter />
        </div>
      ) : null}
      {visibility.main ? (
        <div className="site-footer__main" data-testid="footer-main">
          <div className="site-footer__sections">
            {(footer?.sections ?? []).map((section) => (
              <section key={section.title} className="footer-section">
                <h2 className="footer-section__title">{section.title}</h2>
                <ul>
                  {section.links.map((link) => (
                    <li key={link.label}>
                      {link.to ? (
                        <Link to={link.to}>{link.label}</Link>
                      ) : (
                        <a href={link.href ?? '#'} rel="noopener">
                          {link.label}
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {footer?.showroom && address ? (
              <section className="footer-section footer-showroom">
                <h2 className="footer-section__title">{messages.footer.showroom}</h2>
                <p className="footer-showroom__name">{footer.showroom.name}</p>
                <address className="footer-showroom__address">
                  <span>{address.line1}</span>
                  {address.line2 ? <span>{address.line2}</span> : null}
                </address>
                <p className="footer-showroom__hours">
                  <span className="visually-hidden">{messages.footer.openingHours}: </span>
                  {footer.showroom.openingHours}
                </p>
              </section>
            ) : null}
          </div>
          {footer && footer.social.length > 0 ? (
            <ul className="footer-social" aria-label={messages.footer.social}>
              {footer.social.map((s) => (
                <li key={s.href}>
                  <a href={s.href} rel="noopener noreferrer" target="_blank" data-network={s.network}>
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {footer && footer.partners.length > 0 ? (
            <ul className="footer-partners" aria-label={messages.footer.partners}>
              {footer.partners.map((p) => (
                <li key={p.href}>
                  <a href={p.href} rel="noopener noreferrer" target="_blank">
                    <img src={p.image} alt={p.name} width={120} height={48} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p className="site-footer__copyright">
        © {copyrightYears()} {shopName}. {messages.footer.rights}
      </p>
    </footer>
  );
}
