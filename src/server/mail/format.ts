// Formatting helpers shared by the mail templates. Money and Czech plurals come from
// src/domain, so an amount or "5 minut" reads the same in the e-mail as on the page.

export { formatCzk } from '../../domain/money';
export { czechPlural, formatDate, formatDateTime } from '../../domain/czech';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Only web, mail and phone links go into an e-mail: a `javascript:` or `data:` URL that slipped
 * in through props would otherwise become a clickable link in the customer's mail client.
 */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return SAFE_PROTOCOLS.has(parsed.protocol) ? parsed.toString() : '#';
  } catch {
    return '#';
  }
}

/**
 * Text a visitor typed (a name, a message, a complaint), made unclickable before it goes into an
 * e-mail under the shop's name (issue 11: the share-cart form as a phishing relay). React already
 * escapes it and no template wraps it in a link, but mail clients (Gmail, Outlook, Apple Mail)
 * turn anything that looks like a URL, host name or address into a link by themselves — in the
 * HTML part and the plain-text part alike. So the text is "defanged" the way security advisories
 * quote malicious links: a scheme's "://" becomes "[:]//" and a dot before a host-name label
 * becomes "[.]" ("evil.example/login" → "evil[.]example/login"). Abbreviations such as "s.r.o."
 * (single letters between dots) and numbers ("3.5 l") stay as typed.
 */
export function defangLinks(text: string): string {
  return text
    .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
        // A dot between a character and a label of 2+ ASCII letters/digits/hyphens (with a letter)
    // that ends there: the shape of a host name.
    .replace(/([\p{L}\p{N}_-])\.(?=[a-z0-9-]{2,}(?![\p{L}\p{N}_]))(?=[a-z0-9-]*[a-z])/giu, '$1[.]');
}

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Plain-text alternative derived from the rendered HTML. The HTML comes from our own templates
 * (React output: well-formed, no comments, no scripts), so a tag-level pass is enough; links
 * keep their target in parentheses so the text part is still usable (e.g. the reset link).
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<head[\s\S]*?<\/head>/gi, '')
    .replace(/<a\b[^>]*?href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, content: string) => {
      const inner = content.replace(/<[^>]+>/g, '').trim();
      const target = decodeEntities(href);
      if (inner === '') return href;
      // A bare URL, or "mailto:x" behind the text x, needs no repetition in the text part.
      const label = decodeEntities(inner);
      if (label === target || target === `mailto:${label}`) return inner;
      return `${inner} (${href})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<(ul|ol)\b[^>]*>/gi, '\n')
    .replace(/<li\b[^>]*>/gi, '- ')
    // The footer reads like a signature in the text part.
    .replace(/<footer\b[^>]*>/gi, '\n--\n')
    .replace(/<hr\b[^>]*>/gi, '\n----\n')
    .replace(/<\/li>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|ul|ol|header|footer|main|section|blockquote)>/gi, '\n\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n(\s*\n){2,}/g, '\n\n')
    .trim();
}
