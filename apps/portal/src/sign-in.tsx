import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

/**
 * The sign-in page's entry (login.html). The server sends the page drawn already (sign-in-start.tsx tells how), so the
 * browser has everything to paint it once the stylesheets are in. Its code (React, the page's components, about
 * 95 KiB) is asked for only after that first frame: fetched earlier, a slow device runs it before it paints, and the
 * visitor waits for a script to see a page that needs none (issue 16). Until it runs, the fields take input and the
 * Sign in button is disabled.
 */
requestAnimationFrame(() => {
  setTimeout(() => {
    void import('./sign-in-start').then(({ start }) => start(container));
  }, 0);
});
