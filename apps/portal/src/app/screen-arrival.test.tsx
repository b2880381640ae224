import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Outlet, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useScreenArrival } from './screen-arrival';

/** jsdom lays nothing out: the window's scroll position is what the page last scrolled to, and the page is tall. */
let scrollY = 0;
function scrollWindowTo(_x: number, y: number) {
  scrollY = y;
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollY = 0;
  Object.defineProperty(window, 'scrollY', { configurable: true, get: () => scrollY });
  window.scrollTo = scrollWindowTo as typeof window.scrollTo;
  window.sessionStorage.clear();
});

afterEach(() => {
  window.scrollTo = () => undefined;
});

/** The hook under test; a test of a document's first screen takes a fresh copy, as a newly loaded page has. */
let useArrival = useScreenArrival;

function Layout() {
  useArrival();
  return (
    <>
      <input aria-label="Search the portal" />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function List() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <h1>Stability</h1>
      <label>
        Search by name
        <input value={params.get('q') ?? ''} onChange={(event) => setParams({ q: event.target.value })} />
      </label>
      <Link to="/stability/vanclorin-1-g">Vanclorin 1 g</Link>
      <Link to="/stability/vanclorin-500-mg">Vanclorin 500 mg</Link>
    </>
  );
}

const NAMES: Record<string, string> = { 'vanclorin-1-g': 'Vanclorin 1 g', 'vanclorin-500-mg': 'Vanclorin 500 mg' };

/**
 * A product whose h1 arrives with its data, as a screen drawn through QueryView does: the next product's address
 * never shows the last one's h1 (the never-stale rule).
 */
let deliver: () => void = () => undefined;
function Product() {
  const { slug = '' } = useParams();
  const [loaded, setLoaded] = useState<string>();
  useEffect(() => {
    deliver = () => setLoaded(slug);
  });
  return (
    <>
      {loaded === slug ? <h1>{NAMES[slug]}</h1> : <p role="status">Loading the stability product…</p>}
      <Link to="/stability">All stability products</Link>
    </>
  );
}

/** The browser's Back button, which takes no focus in the page. */
let goBack: () => void = () => undefined;
function BrowserBack() {
  const navigate = useNavigate();
  useEffect(() => {
    goBack = () => void navigate(-1);
  });
  return null;
}

function renderPortal() {
  return render(
    <MemoryRouter initialEntries={['/stability']}>
      <BrowserBack />
      <Routes>
        <Route element={<Layout />}>
          <Route path="/stability" element={<List />} />
          <Route path="/stability/:slug" element={<Product />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

/** One step, then what it set off: React's work and the page's observers (a microtask later). */
async function settle(step: () => void) {
  await act(async () => {
    step();
    await Promise.resolve();
  });
}

describe('useScreenArrival', () => {
  it('starts a new screen at the top, with the focus on its h1 once the h1 arrives with the data', async () => {
    const user = userEvent.setup();
    renderPortal();
    act(() => window.scrollTo(0, 1800));
    await user.click(screen.getByRole('link', { name: 'Vanclorin 1 g' }));

    expect(scrollY).toBe(0);
    // Loading: the focus waits on main, not on the link that went away.
    expect(document.activeElement).toBe(screen.getByRole('main'));
    await settle(() => deliver());
    expect(screen.getByRole('heading', { level: 1, name: 'Vanclorin 1 g' })).toHaveFocus();
  });

  it('leaves the focus where the person put it while the screen loaded', async () => {
    const user = userEvent.setup();
    renderPortal();
    await user.click(screen.getByRole('link', { name: 'Vanclorin 1 g' }));
    await user.click(screen.getByRole('textbox', { name: 'Search the portal' }));
    await user.keyboard('heparin');
    await settle(() => deliver());

    expect(screen.getByRole('textbox', { name: 'Search the portal' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Search the portal' })).toHaveValue('heparin');
  });

  it('focuses an h1 that is already there at once, and moves the next product to the top too', async () => {
    const user = userEvent.setup();
    renderPortal();
    await user.click(screen.getByRole('link', { name: 'Vanclorin 1 g' }));
    await settle(() => deliver());
    act(() => window.scrollTo(0, 900));
    await user.click(screen.getByRole('link', { name: 'All stability products' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Stability' })).toHaveFocus();
    expect(scrollY).toBe(0);
    act(() => window.scrollTo(0, 600));
    await user.click(screen.getByRole('link', { name: 'Vanclorin 500 mg' }));
    expect(scrollY).toBe(0);
    await settle(() => deliver());
    expect(screen.getByRole('heading', { level: 1, name: 'Vanclorin 500 mg' })).toHaveFocus();
  });

  it('keeps the scroll and the focus when only the query changes (typing a search)', async () => {
    const user = userEvent.setup();
    renderPortal();
    act(() => window.scrollTo(0, 300));
    await user.type(screen.getByRole('textbox', { name: 'Search by name' }), 'van');

    expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Search by name' })).toHaveValue('van');
    expect(scrollY).toBe(300);
  });

  it('goes Back to where the person left the list, with the focus on the link they followed', async () => {
    const user = userEvent.setup();
    renderPortal();
    act(() => window.scrollTo(0, 2400));
    await user.click(screen.getByRole('link', { name: 'Vanclorin 500 mg' }));
    await settle(() => deliver());
    expect(scrollY).toBe(0);

    await settle(() => goBack());
    expect(scrollY).toBe(2400);
    expect(screen.getByRole('link', { name: 'Vanclorin 500 mg' })).toHaveFocus();
  });

  describe('the first screen of a document', () => {
    /** How the browser says the document was loaded, and the place an earlier document of the tab left for "default". */
    function loadedBy(type: string, place: { y: number; path: string }) {
      vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
      window.sessionStorage.setItem('hcp-portal-places', JSON.stringify([['default', place]]));
    }
    beforeEach(async () => {
      vi.resetModules();
      useArrival = (await import('./screen-arrival')).useScreenArrival;
    });
    afterEach(() => {
      vi.restoreAllMocks();
      useArrival = useScreenArrival;
    });

    it('starts at the top when opened afresh (a link in an email), whatever an earlier page left', () => {
      loadedBy('navigate', { y: 1800, path: '/stability' });
      renderPortal();
      expect(scrollY).toBe(0);
    });

    it('goes back to where it was on a reload of the same address', () => {
      loadedBy('reload', { y: 1800, path: '/stability' });
      renderPortal();
      expect(scrollY).toBe(1800);
    });

    it('never takes the place another address left under the same key', () => {
      loadedBy('reload', { y: 1800, path: '/register' });
      renderPortal();
      expect(scrollY).toBe(0);
    });
  });
});
