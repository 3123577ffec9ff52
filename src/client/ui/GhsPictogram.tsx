// GHS hazard pictograms (CLP Annex V) drawn inline: a red-bordered diamond on white with a black
// symbol, no external asset. The symbols are simplified but keep each pictogram's recognisable
// shape; the accessible name is the Czech name from the data ("Výstražný symbol: Žíravost").
import type { ReactNode } from 'react';
import { CLP_TEXTS } from '../domain';
import { cx } from './cx';

const SYMBOLS: Record<string, ReactNode> = {
  // Exploding bomb: a ball with flying fragments.
  GHS01: (
    <>
      <circle cx="46" cy="58" r="11" />
      <path d="M55 44l7-9M60 52l10-3M58 62l9 5M36 44l-5-8M33 56l-9-1M46 40v-9" stroke="#000" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  // Flame over a base line.
  GHS02: (
    <>
      <path d="M50 26c7 11 15 17 12 31-2 8-7 12-12 12s-11-3-12-11c-1-8 5-12 7-20 2 6 4 8 5 10 2-6 1-13 0-22z" />
      <rect x="33" y="71" width="34" height="4" />
    </>
  ),
  // Flame over a circle (oxidiser).
  GHS03: (
    <>
      <circle cx="50" cy="60" r="9" fill="none" stroke="#000" strokeWidth="4" />
      <path d="M50 27c5 7 10 11 8 20-1 3-3 5-4 6 0-4-2-6-4-8-2 2-4 4-4 8-2-2-4-4-4-7 0-6 5-9 6-14 1 2 2 3 2 5 1-3 1-6 0-10z" />
      <rect x="34" y="72" width="32" height="4" />
    </>
  ),
  // Gas cylinder lying at an angle.
  GHS04: (
    <g transform="rotate(-35 50 55)">
      <rect x="41" y="36" width="18" height="38" rx="8" />
      <rect x="46" y="30" width="8" height="7" rx="1" />
    </g>
  ),
  // Corrosion: two tubes dripping onto a hand and onto a surface.
  GHS05: (
    <>
      <path d="M30 30l10 6-6 10-10-6zM60 30l10-6 6 10-10 6z" />
      <path d="M35 50v6M67 46v8" stroke="#000" strokeWidth="3" strokeLinecap="round" />
      <path d="M27 66c2-3 5-4 8-3l5 2 4-1c2 0 3 2 2 4l-4 2h-13c-2 0-3-2-2-4z" />
      <rect x="56" y="62" width="20" height="6" />
      <rect x="58" y="58" width="3" height="4" />
      <rect x="66" y="57" width="3" height="5" />
    </>
  ),
  // Skull and crossbones.
  GHS06: (
    <>
      <path d="M32 70l36-18M32 52l36 18" stroke="#000" strokeWidth="5" strokeLinecap="round" />
      <circle cx="50" cy="42" r="12" />
      <rect x="44" y="49" width="12" height="8" rx="2" />
      <circle cx="45.5" cy="41" r="3" fill="#fff" />
      <circle cx="54.5" cy="41" r="3" fill="#fff" />
    </>
  ),
  // Exclamation mark.
  GHS07: (
    <>
      <path d="M45 27h10l-2 31h-6z" />
      <circle cx="50" cy="67" r="5" />
    </>
  ),
  // Health hazard: a bust with a star on the chest.
  GHS08: (
    <>
      <circle cx="50" cy="32" r="7" />
      <path d="M33 74c0-16 7-31 17-31s17 15 17 31z" />
      <path d="M50 50l2.6 6.4 6.9.5-5.3 4.4 1.7 6.7L50 64.4l-5.9 3.6 1.7-6.7-5.3-4.4 6.9-.5z" fill="#fff" />
    </>
  ),
  // Environment: a dead tree and a dead fish.
  GHS09: (
    <>
      <path d="M36 72V44M36 52l-8-8M36 48l7-9M36 58l8-5" stroke="#000" strokeWidth="3.5" strokeLinecap="round" />
      <rect x="28" y="72" width="44" height="3" />
      <path d="M48 63c6-6 14-6 18 0-4 6-12 6-18 0zM66 63l6-5v10z" />
      <circle cx="53" cy="62" r="1.5" fill="#fff" />
    </>
  ),
};

export interface GhsPictogramProps {
  /** GHS01 … GHS09 */
  code: string;
  /** The Czech name from the data, e.g. "Žíravost". */
  name: string;
  /** Rendered width and height in CSS pixels. */
  size?: number;
  className?: string;
  /** Decorative copies (a badge that names the hazard in text) hide from assistive technology. */
  decorative?: boolean;
}

export function GhsPictogram({ code, name, size = 48, className, decorative = false }: GhsPictogramProps) {
  const label = CLP_TEXTS.pictogramLabel(name);
  return (
    <svg
      className={cx('ghs-pictogram', className)}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      data-ghs={code}
      {...(decorative ? { 'aria-hidden': true, focusable: false } : { role: 'img', 'aria-label': label })}
    >
      {decorative ? null : <title>{label}</title>}
      <path d="M50 4L96 50 50 96 4 50z" fill="#fff" stroke="#e0001b" strokeWidth="7" strokeLinejoin="round" />
      <g fill="#000">{SYMBOLS[code] ?? null}</g>
    </svg>
  );
}
