// Range filters (price, numeric parameters) as a shopper types them.

export type Range = { from?: number | null; to?: number | null };

/**
 * A range with its bounds in order: "od 500 do 100" means 100–500, so an inverted range is
 * corrected rather than answered with an empty listing. Missing bounds stay missing.
 */
export function orderedRange<T extends Range>(range: T): T {
  const { from, to } = range;
  if (from == null || to == null || from <= to) return range;
  return { ...range, from: to, to: from };
}
