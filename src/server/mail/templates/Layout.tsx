// The frame every e-mail shares. Mail clients ignore <style> blocks and external CSS
// unevenly, so everything is inline; one centred column (no tables) renders acceptably in
// the clients that matter and degrades to plain stacked text everywhere else.

import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';
import { defangLinks, safeUrl } from '../format';

/** Who is sending: shown in the header and footer of every e-mail. */
export type MailShop = {
  name: string;
  /** Public address of the storefront, e.g. https://cisto.cz */
  url: string;
  email?: string;
  phone?: string;
};

export const DEFAULT_SHOP: MailShop = { name: 'Čisto', url: 'http://localhost:3000' };

// Context rather than a prop on every template: the templates' props stay exactly their
// business data (what renderMail's type map enforces), and the shop comes from the mailer.
const ShopContext = createContext<MailShop>(DEFAULT_SHOP);
export const ShopProvider = ShopContext.Provider;
export function useShop(): MailShop {
  return useContext(ShopContext);
}

const colors = { text: '#1f2933', muted: '#616e7c', accent: '#0b7a75', border: '#d9e2ec', bg: '#f5f7fa' };

export const styles = {
  body: { margin: 0, padding: '24px 12px', backgroundColor: colors.bg, color: colors.text, fontFamily: 'Arial, Helvetica, sans-serif', fontSize: '15px', lineHeight: 1.5 },
  column: { maxWidth: '600px', margin: '0 auto', backgroundColor: '#ffffff', border: `1px solid ${colors.border}`, borderRadius: '6px' },
  header: { padding: '16px 24px', borderBottom: `3px solid ${colors.accent}` },
  brand: { color: colors.accent, fontSize: '22px', fontWeight: 'bold', textDecoration: 'none' },
  main: { padding: '8px 24px 16px' },
  footer: { padding: '16px 24px', borderTop: `1px solid ${colors.border}`, color: colors.muted, fontSize: '13px' },
  h1: { fontSize: '20px', margin: '16px 0 8px' },
  p: { margin: '0 0 12px' },
  button: { display: 'inline-block', padding: '10px 18px', backgroundColor: colors.accent, color: '#ffffff', borderRadius: '4px', textDecoration: 'none', fontWeight: 'bold' },
  muted: { color: colors.muted, fontSize: '13px' },
  list: { margin: '0 0 12px', paddingLeft: '20px' },
  quote: { margin: '0 0 12px', padding: '8px 12px', borderLeft: `3px solid ${colors.border}`, whiteSpace: 'pre-wrap' },
  label: { fontWeight: 'bold' },
} satisfies Record<string, CSSProperties>;

export function Heading({ children }: { children: ReactNode }) {
  return <h1 style={styles.h1}>{children}</h1>;
}

export function P({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <p style={muted ? { ...styles.p, ...styles.muted } : styles.p}>{children}</p>;
}

/** A call-to-action link; the URL is checked so props can never inject a javascript: link. */
export function Button({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={styles.p}>
      <a href={safeUrl(href)} style={styles.button}>
        {children}
      </a>
    </p>
  );
}

export function Link({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={safeUrl(href)} style={{ color: colors.accent }}>
      {children}
    </a>
  );
}

/** Free text a person typed (a message, a complaint): shown verbatim, line breaks kept. */
export function Quote({ children }: { children: ReactNode }) {
  return <blockquote style={styles.quote}>{children}</blockquote>;
}

/**
 * Text a visitor typed, as text only: escaped by React, never inside a link, and defanged so the
 * mail client does not turn a URL or host name in it into a link (see defangLinks).
 */
export function UserText({ text }: { text: string }) {
  return <>{defangLinks(text)}</>;
}

/** A visitor's free text (a message, a complaint) as a quote: line breaks kept, links defanged. */
export function UserQuote({ text }: { text: string }) {
  return (
    <Quote>
      <UserText text={text} />
    </Quote>
  );
}

/** "Label: value" rows, e.g. the contact details of a product demand. */
export function Details({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <ul style={styles.list}>
      {rows.map(([label, value]) => (
        <li key={label}>
          <span style={styles.label}>{label}:</span> {value}
        </li>
      ))}
    </ul>
  );
}

export function Layout({ title, children }: { title: string; children: ReactNode }) {
  const shop = useShop();
  return (
    <html lang="cs">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.column}>
          <header style={styles.header}>
            <a href={safeUrl(shop.url)} style={styles.brand}>
              {shop.name}
            </a>
          </header>
          <main style={styles.main}>{children}</main>
          <footer style={styles.footer}>
            <div>
              {shop.name} · <Link href={shop.url}>{shop.url.replace(/^https?:\/\//, '')}</Link>
            </div>
            {shop.email || shop.phone ? (
              <div>
                {shop.email ? (
                  <>
                    E-mail: <Link href={`mailto:${shop.email}`}>{shop.email}</Link>
                  </>
                ) : null}
                {shop.email && shop.phone ? ' · ' : null}
                {shop.phone ? <>Telefon: {shop.phone}</> : null}
              </div>
            ) : null}
          </footer>
        </div>
      </body>
    </html>
  );
}
