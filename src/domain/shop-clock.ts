// The shop's wall clock (Europe/Prague) without Intl: a browser's first Intl.DateTimeFormat with a
// time zone loads the zone data, ~30 ms of one task on this machine's Chromium (×4 on a throttled
// phone), and dates (articles, reviews, expected stock) are written while a page hydrates.
//
// Prague keeps the EU's rule since 1996: CET (UTC+1), and CEST (UTC+2) from 01:00 UTC on the last
// Sunday of March to 01:00 UTC on the last Sunday of October. Instants outside the years the rule
// is known to hold return null and the caller asks Intl (tests/domain/czech-formatting.test.ts holds
// this to Intl hour by hour).

export interface ShopClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;
const FIRST_YEAR = 1996;
const LAST_YEAR = 2099;

/** 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/** Prague's wall clock at `instant`, or null outside 1996–2099 (and for an invalid date). */
export function shopClock(instant: Date): ShopClock | null {
  const time = instant.getTime();
  if (Number.isNaN(time)) return null;
  const year = instant.getUTCFullYear();
  if (year < FIRST_YEAR || year > LAST_YEAR) return null;
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  const local = new Date(time + (summer ? 2 : 1) * HOUR_MS);
  if (local.getUTCFullYear() > LAST_YEAR) return null;
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}
