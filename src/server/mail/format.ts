// Formatting helpers shared by the mail templates. Money and Czech plurals come from
// src/domain, so an amount or "5 minut" reads the same in the e-mail as on the page.

export { formatCzk } from '../../domain/money';
export { czechPlural, formatDate } from '../../domain/czech';

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
