// Unsupported-browser detection (spec section 1). bowser, a maintained user-agent parser, names
// the browser; its names map onto the spec's ids, and browsers bowser does not name are found
// by their user-agent token. Runs in the server render, so a browser that cannot run the
// shop's JavaScript (IE) still sees the notice.
import Bowser from 'bowser';
import { isUnsupportedBrowser } from './lists';

const BOWSER_TO_SPEC: Readonly<Record<string, string>> = {
  'Internet Explorer': 'ie',
  'Yandex Browser': 'yandex',
  'Amazon Silk': 'silk',
  Miui: 'miui',
  'MIUI Browser': 'miui',
  BlackBerry: 'bb10',
};

/** Browsers that wrap another engine: their own token wins over the engine's name (AOL says MSIE too). */
const WRAPPER_TOKENS: readonly [RegExp, string][] = [
  [/\bAOL\b|America Online Browser|AOLBuild/i, 'aol'],
  [/KAKAOTALK/i, 'kakaotalk'],
  [/BeakerBrowser/i, 'beaker'],
  [/Pocket Internet Explorer|\bPIE\b/i, 'pie'],
  [/NetFront/i, 'netfront'],
  [/BB10|BlackBerry/i, 'bb10'],
];
const IE_TOKEN = /MSIE |Trident\//;

/** The spec id of an unsupported browser, or null for a supported (or unknown) one. */
export function unsupportedBrowserId(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  for (const [pattern, id] of WRAPPER_TOKENS) if (pattern.test(userAgent) && isUnsupportedBrowser(id)) return id;
  const fromBowser = BOWSER_TO_SPEC[Bowser.getParser(userAgent).getBrowserName()];
  if (fromBowser && isUnsupportedBrowser(fromBowser)) return fromBowser;
  return IE_TOKEN.test(userAgent) ? 'ie' : null;
}

const HUMAN_PLATFORMS = new Set(['desktop', 'mobile', 'tablet', 'tv']);

/**
 * A person's browser (not a crawler, not a script such as curl): the server render gives such a
 * visitor a session at once, so the page knows its checkout and never has to create one after
 * hydration; crawlers and scripts stay sessionless and cost no database write.
 */
export function isHumanBrowser(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false;
  const parser = Bowser.getParser(userAgent);
  return HUMAN_PLATFORMS.has(parser.getPlatformType(true)) && parser.getBrowserName() !== '';
}
