/**
 * The signed-in home frame's entry (home.html, which the server sends for / to a browser holding a session, drawn
 * already: header, greeting and the dashboard's heading, with no account data in it; scripts/prerender.mjs). The
 * portal's code (main.tsx) is asked for only after that first frame: fetched with the HTML, a slow device would run it
 * before painting, and the clinician would wait for scripts to see the page's frame (issue 16). The portal then checks
 * the token and draws the real home over the frame, in the same places.
 *
 * The page is already on screen, so its code is run in steps, each in a task of its own (React, the store and its
 * API, the portal's shell, then main.tsx's start), with the browser free to handle input between them: run in one go,
 * it would hold the page still for the whole of it on a slow phone.
 */
const steps = [
  () => import('react-dom/client'),
  () => import('./app/store'),
  () => import('./app/portal'),
  () => import('./main'),
];

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Set while the page reloads after its code failed to load, so that a lasting failure reloads once, not for ever. */
const RELOADED_KEY = 'hcp-portal.home-frame-reloaded';

/** Once reloading did not help: the frame says so in place of its loading state, with the way to try again. */
function showLoadError() {
  const main = document.getElementById('main');
  if (!main) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.textContent = 'The portal could not load. Please check your connection and reload the page.';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button-primary';
  reload.textContent = 'Reload Page';
  reload.addEventListener('click', () => window.location.reload());
  main.replaceChildren(message, reload);
}

async function start() {
  for (const step of steps) {
    await step();
    await nextTask();
  }
}

requestAnimationFrame(() => {
  setTimeout(() => {
    start().then(
      () => sessionStorage.removeItem(RELOADED_KEY),
      (error: unknown) => {
        // The frame alone would wait for ever: a build replaced since the page came (its chunks gone) or a dropped
        // connection. Loading the page again gets the current build, or, offline, the service worker's portal.
        console.error('The portal could not load.', error);
        if (sessionStorage.getItem(RELOADED_KEY) === null) {
          sessionStorage.setItem(RELOADED_KEY, '1');
          window.location.reload();
          return;
        }
        sessionStorage.removeItem(RELOADED_KEY);
        showLoadError();
      },
    );
  }, 0);
});
