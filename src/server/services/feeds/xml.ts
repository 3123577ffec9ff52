// XML text for the feeds and sitemaps, written by hand because the documents are streamed item by
// item (a DOM builder would hold the whole document). Everything that is not markup goes through
// xmlText: the five predefined entities, and characters XML 1.0 does not allow at all removed
// (control characters, lone surrogates, U+FFFE/U+FFFF), so any text in the database gives a
// well-formed document.

// XML 1.0 § 2.2 Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] | [#x10000-#x10FFFF].
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe inside an element or a quoted attribute value. */
export function xmlText(value: string | number): string {
  return String(value)
    .replace(NOT_XML_CHAR, '')
    .replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** `<name>text</name>`, or '' when the value is null, undefined or empty (optional elements are left out). */
export function element(name: string, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return `<${name}>${xmlText(value)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
