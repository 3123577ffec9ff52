// The shop's places as schema.org data (issue 15, item 8): opening hours and Czech addresses, for
// the Organization of the home page and the LocalBusiness of each showroom. Apart from seo.ts so
// product and category pages do not load them.

import { DEFAULT_COUNTRY } from './constants.js';
import { splitAddress } from './lists.js';

// --- Opening hours -------------------------------------------------------------------------------

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type SchemaDay = (typeof DAYS)[number];
/** Czech day abbreviations as the shop writes them, folded (no diacritics, lower case). */
const CZECH_DAYS = ['po', 'ut', 'st', 'ct', 'pa', 'so', 'ne'] as const;

export interface OpeningHoursSpecification {
  dayOfWeek: SchemaDay[];
  opens: string;
  closes: string;
}

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function dayIndex(text: string): number {
  return (CZECH_DAYS as readonly string[]).indexOf(fold(text).slice(0, 2));
}

function clock(hours: string, minutes: string | undefined): string | null {
  const h = Number(hours);
  const m = minutes === undefined ? 0 : Number(minutes);
  if (h > 24 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

const DAY = '(po|út|ut|st|čt|ct|pá|pa|so|ne)[a-zěščřžýáíéůú]*\\.?';
const TIME = '(\\d{1,2})(?:[:.](\\d{2}))?';
const DASH = '\\s*[-–—]\\s*';
const PART = new RegExp(`^${DAY}(?:${DASH}${DAY})?\\s*:?\\s*${TIME}${DASH}${TIME}$`, 'i');

/**
 * schema.org openingHoursSpecification of the shop's opening-hours text: "Po - Pá 8:00 - 16:30",
 * "Po–Pá 8.00–17.00, So 9–12" (parts separated by a comma or semicolon; a day range or one
 * day, then the hours). Null when any part is not in that form (the text stays shown as written).
 */
export function openingHoursSpecification(text: string): OpeningHoursSpecification[] | null {
  const parts = text
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const result: OpeningHoursSpecification[] = [];
  for (const part of parts) {
    const m = PART.exec(part);
    if (!m) return null;
    const from = dayIndex(m[1] ?? '');
    const to = m[2] ? dayIndex(m[2]) : from;
    const opens = clock(m[3] ?? '', m[4]);
    const closes = clock(m[5] ?? '', m[6]);
    if (from < 0 || to < from || !opens || !closes || closes <= opens) return null;
    result.push({ dayOfWeek: DAYS.slice(from, to + 1), opens, closes });
  }
  return result;
}

// --- Addresses ---------------------------------------------------------------------------------

export interface SchemaPostalAddress {
  streetAddress: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry: string;
}

/**
 * A Czech address as the shop writes it, "Na Příkopě 12, 110 00 Praha 1", as schema.org
 * PostalAddress parts: the street before the first comma, then the postal code (3 + 2 digits) and
 * the town. Without a postal code the rest is the town.
 */
export function postalAddress(text: string): SchemaPostalAddress {
  const { line1, line2 } = splitAddress(text);
  const address: SchemaPostalAddress = { streetAddress: line1, addressCountry: DEFAULT_COUNTRY };
  const m = /^(\d{3})\s?(\d{2})\s+(.+)$/.exec(line2);
  if (m) {
    address.postalCode = `${m[1]} ${m[2]}`;
    address.addressLocality = (m[3] ?? '').trim();
  } else if (line2) {
    address.addressLocality = line2;
  }
  return address;
}
