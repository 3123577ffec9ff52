// Closing a status bar (spec sections 2 and 4): its id goes into the closedStatusBars cookie for
// a year (the server leaves closed bars out of its answer, so they stay hidden after a reload),
// and the bar is evicted from the Apollo cache at once, so every view drops it now.
import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client';
import { CLOSED_STATUS_BARS_COOKIE, CLOSED_STATUS_BARS_COOKIE_DAYS, closeStatusBar, parseClosedStatusBars, serializeClosedStatusBars } from '../../domain';
import type { StatusBarsQuery } from '../../../generated/graphql';

export type StatusBar = NonNullable<StatusBarsQuery['statusBars']>[number];

function readCookie(name: string): string | null {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const trimmed = part.trim();
    if (trimmed.startsWith(prefix)) {
      try {
        return decodeURIComponent(trimmed.slice(prefix.length));
      } catch {
        return null;
      }
    }
  }
  return null;
}

export function rememberClosedStatusBar(id: string): void {
  const ids = closeStatusBar(parseClosedStatusBars(readCookie(CLOSED_STATUS_BARS_COOKIE)), id);
  const maxAge = CLOSED_STATUS_BARS_COOKIE_DAYS * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CLOSED_STATUS_BARS_COOKIE}=${encodeURIComponent(serializeClosedStatusBars(ids))}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}

/** Closes a bar: remembered in the cookie and gone from the cache (and so from every view). */
export function useCloseStatusBar(): (bar: StatusBar) => void {
  const client = useApolloClient();
  return useCallback(
    (bar: StatusBar) => {
      rememberClosedStatusBar(bar.statusBarId);
      client.cache.evict({ id: client.cache.identify(bar) });
      client.cache.gc();
    },
    [client],
  );
}
