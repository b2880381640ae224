import { type RefObject, useLayoutEffect } from 'react';

/** The custom property calculator.css keeps the page's scroll padding with: the sticky header's height, in px. */
export const HEADER_HEIGHT_PROPERTY = '--preparation-header-height';

/**
 * Keeps `--preparation-header-height` on the document equal to the sticky header's height while it is shown, so that
 * whatever the page scrolls to or focuses (the error summary, a field named in it, the worksheet's heading) lands
 * below the header, never under it (WCAG 2.4.11). The header wraps to more lines on a phone: it is measured, not
 * guessed. Without ResizeObserver (an old browser) the stylesheet's fallback padding stands.
 */
export function useStickyHeaderHeight(header: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = header.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const measure = () => root.setProperty(HEADER_HEIGHT_PROPERTY, `${String(element.offsetHeight)}px`);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
