// Whether the page is scrolled further than `threshold` pixels: one passive scroll listener,
// read once per animation frame, state changed only when the answer changes. The server render
// and the first client render say false, so a page loaded at the top shifts nothing.
import { useEffect, useState } from 'react';

/** How far the page scrolls before the desktop header drops its top strip and nav row. */
export const HEADER_COLLAPSE_AFTER_PX = 120;

export function useScrolledPast(threshold: number = HEADER_COLLAPSE_AFTER_PX): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
