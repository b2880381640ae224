import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Location, NavigationType, useLocation, useNavigationType } from 'react-router';

/**
 * Where the person left a screen: how far down it was scrolled, the link in it they last had focus on, and the address
 * it was at (a page loaded afresh has no history state, and React Router gives every such entry the key "default").
 */
type Place = { y: number; link?: string | undefined; path: string };

const STORAGE_KEY = 'hcp-portal-places';
/** History entries remembered: enough for any Back a person makes, small enough for session storage. */
const MAX_PLACES = 100;

/** Each history entry's place, by the entry's key; kept in session storage so a reload finds it too. */
const places = new Map<string, Place>();
let placesLoaded = false;

function loadPlaces(): void {
  if (placesLoaded) return;
  placesLoaded = true;
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(stored)) return;
    for (const entry of stored as unknown[]) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string') continue;
      const place = entry[1] as Partial<Place> | null;
      if (typeof place?.y === 'number' && typeof place.path === 'string')
        places.set(entry[0], { y: place.y, link: place.link, path: place.path });
    }
  } catch {
    // Unreadable or unavailable storage: Back still works within this page's life.
  }
}

function savePlaces(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...places].slice(-MAX_PLACES)));
  } catch {
    // Storage full or refused: the places stay in memory.
  }
}

const pathOf = (location: Location) => `${location.pathname}${location.search}`;

function remember(location: Location, place: Omit<Place, 'path'>): void {
  places.delete(location.key);
  places.set(location.key, { ...place, path: pathOf(location) });
  if (places.size > MAX_PLACES) places.delete(places.keys().next().value ?? '');
}

/** How the document itself was loaded: a link or a typed address ("navigate"), a reload, or Back/Forward. */
function documentNavigation(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry && 'type' in entry ? String(entry.type) : 'navigate';
}

/**
 * The place to go back to on a Back, Forward or reload: only one left at this very address, and never, on the first
 * screen of a document opened afresh (a link in an email, a typed address), the place another page left under its key.
 */
function placeFor(location: Location, firstScreen: boolean): Place | undefined {
  const place = places.get(location.key);
  if (place?.path !== pathOf(location)) return undefined;
  if (firstScreen && documentNavigation() === 'navigate') return undefined;
  return place;
}

/** The screen's heading: its h1 (the screen's own, or the failure screen standing in for it). */
const screenHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1');

/** Nobody has put the focus anywhere in particular: on the page itself, or on main, where a navigation left it. */
function focusIsUnclaimed(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active === document.getElementById('main');
}

/** Moves the focus to an element that is not focusable by itself (a heading), without scrolling to it. */
function focusElement(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** The link the person followed, found again on the screen they came back to. */
function linkTo(href: string): HTMLElement | null {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
    if (link.getAttribute('href') === href) return link;
  }
  return null;
}

/**
 * Scrolls back to where the person left the screen and puts the focus back on the link they followed, as soon as the
 * screen is tall enough and the link is there (a list whose answer is no longer cached arrives later). Gives up when
 * the person scrolls, clicks or types first. Returns the way to stop waiting.
 */
function restorePlace(place: Place | undefined): () => void {
  const y = place?.y ?? 0;
  let scrolled = false;
  let focused = place?.link === undefined;
  const attempt = (): boolean => {
    if (!scrolled) {
      window.scrollTo(0, y);
      scrolled = Math.abs(window.scrollY - y) < 2;
    }
    if (!focused && place?.link !== undefined && (focusIsUnclaimed() || document.activeElement === screenHeading())) {
      const link = linkTo(place.link);
      if (link) {
        link.focus({ preventScroll: true });
        focused = true;
      }
    }
    return scrolled && focused;
  };
  if (attempt() || typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => {
    if (attempt()) stop();
  });
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    for (const type of events) window.removeEventListener(type, stop, true);
  };
  observer.observe(document.body);
  for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}

/**
 * One mechanism for the whole portal (WCAG 2.4.3, issue 29), used by the layout:
 *
 * - a new screen (another path, by a link, a redirect or a form's answer) starts at the top, with the focus on its h1;
 *   a screen whose h1 arrives with its data gets the focus when the h1 appears, unless the person has put the focus
 *   somewhere themselves meanwhile (typing in the search box, say);
 * - Back and Forward go back to where the person left the screen, with the focus on the link they followed;
 * - a change of the query alone (a search, a filter, the next page) is the same screen: scroll and focus stay.
 *
 * After the first navigation, or once the person has focused anything, an h1 that appears while the focus is
 * unclaimed takes it: the screen that Retry brought back, whose button went with the failure.
 */
export function useScreenArrival(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const current = useRef<Location | null>(null);
  const stopRestoring = useRef<() => void>(() => undefined);
  /** A new screen's focus is due: the passive effect below places it, after the commit's other effects. */
  const focusPending = useRef(false);
  /** The new screen had no h1 yet: main holds the focus, and the h1 takes it when it appears. */
  const awaitingHeading = useRef(false);

  // Follows the scroll position and the focused link of the entry on screen, and an h1 arriving after its screen.
  useEffect(() => {
    loadPlaces();
    const { history } = window;
    const before = history.scrollRestoration;
    history.scrollRestoration = 'manual';
    let armed = false;
    const onScroll = () => {
      const location = current.current;
      if (location) remember(location, { ...places.get(location.key), y: window.scrollY });
    };
    const onFocusIn = (event: FocusEvent) => {
      armed = true;
      const location = current.current;
      const target = event.target;
      if (!location || !(target instanceof HTMLAnchorElement) || !target.closest('main')) return;
      remember(location, { y: window.scrollY, link: target.getAttribute('href') ?? undefined });
    };
    let heading = screenHeading();
    const observer = new MutationObserver(() => {
      const next = screenHeading();
      if (next === heading) return;
      heading = next;
      if (focusPending.current) return;
      if (next && (armed || awaitingHeading.current) && focusIsUnclaimed()) focusElement(next);
      if (next) awaitingHeading.current = false;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('pagehide', savePlaces);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('pagehide', savePlaces);
      history.scrollRestoration = before;
    };
  }, []);

  // Before the screen is painted: its scroll position.
  useLayoutEffect(() => {
    const previous = current.current;
    current.current = location;
    if (previous?.key === location.key) return;
    stopRestoring.current();
    stopRestoring.current = () => undefined;
    loadPlaces();
    if (navigationType === NavigationType.Pop) {
      // A reload or a deep link has no place yet: the browser's own start, at the top.
      const place = placeFor(location, previous === null);
      if (previous !== null || place !== undefined) stopRestoring.current = restorePlace(place);
      return;
    }
    if (previous === null || previous.pathname === location.pathname) return;
    window.scrollTo(0, 0);
    remember(location, { y: 0 });
    focusPending.current = true;
  }, [location, navigationType]);

  // After every other effect of the commit (the mobile menu handing the focus back to its button, say): the focus.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    const heading = screenHeading();
    if (heading) {
      focusElement(heading);
      return;
    }
    // The h1 comes with the screen's data: main holds the focus until then (the observer above moves it on).
    awaitingHeading.current = true;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key]);
}
