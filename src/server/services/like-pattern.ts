// LIKE / ILIKE patterns from what a person typed: its wildcards (% _) and the escape character are
// taken literally.

/** `text` with LIKE's wildcards and backslash escaped. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A pattern matching `text` anywhere. */
export function containsPattern(text: string): string {
  return `%${escapeLike(text)}%`;
}
