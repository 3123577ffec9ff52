// Formatting for the back office (Czech, Prague time).
export { formatCzk } from '../domain/money';

const DATE_TIME = new Intl.DateTimeFormat('cs-CZ', { timeZone: 'Europe/Prague', dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** "2026-07-03" → "3. 7. 2026". */
export function formatDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return `${d}. ${m}. ${y}`;
}

/** The first error message of a failed Apollo call, or the generic Czech one. */
export function errorText(error: { message: string } | undefined | null): string | null {
  if (!error) return null;
  return error.message || 'Něco se nepovedlo. Zkuste to prosím znovu.';
}
