import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { announcePageReady, earlyPressScript, PRESS_PENDING_ATTRIBUTE } from './early-presses';

/** The drawn page: a sign-in form and a header's Menu button, as the server sends them, with the inline script run. */
function drawPage() {
  document.body.innerHTML = `
    <header><button type="button" data-press="menu">Menu</button><a href="#contact">Contact</a></header>
    <form method="post" data-press="sign-in">
      <input name="username" /><input name="password" type="password" />
      <button type="submit">Sign in</button>
    </form>`;
  // As the browser runs the page's inline script: its own source text, nothing of this module's scope.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the very text the page carries
  (new Function(earlyPressScript()) as () => void)();
}

/** What the page's code does when it takes over: draws its controls, with handlers, in place of the drawn ones. */
function takeOver() {
  const signIns: Record<string, string>[] = [];
  const menuPresses: string[] = [];
  const form = document.querySelector('form');
  form?.addEventListener('submit', (event) => {
    event.preventDefault();
    signIns.push(Object.fromEntries(new FormData(form) as unknown as Iterable<[string, string]>));
  });
  // The header is drawn again by the code: a new element with the same name.
  const menu = document.createElement('button');
  menu.dataset.press = 'menu';
  menu.addEventListener('click', () => menuPresses.push('menu'));
  document.querySelector('[data-press="menu"]')?.replaceWith(menu);
  return { signIns, menuPresses };
}

const fill = (name: string, value: string) => {
  const field = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (field) field.value = value;
};

describe('presses made on a drawn page before its code runs', () => {
  let submitsReachingThePage: number;
  const countSubmits = (event: Event) => {
    submitsReachingThePage += 1;
    event.preventDefault();
  };
  beforeEach(() => {
    submitsReachingThePage = 0;
    window.history.replaceState(null, '', '/login');
    drawPage();
    // A listener on the window stands for the browser's own submission: a held press must never reach it.
    window.addEventListener('submit', countSubmits);
  });
  afterEach(() => {
    window.removeEventListener('submit', countSubmits);
    // Each test's script listens until its page is ready; this one takes it off.
    announcePageReady();
    document.body.innerHTML = '';
  });

  it('keeps a sign-in submitted before the code runs and sends it, with what was typed, once the page is ready', () => {
    fill('username', 'clinician@example.com');
    fill('password', 'secret-password');
    document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click();
    expect(submitsReachingThePage).toBe(0);
    expect(document.documentElement.hasAttribute(PRESS_PENDING_ATTRIBUTE)).toBe(true);

    const { signIns } = takeOver();
    announcePageReady();

    expect(signIns).toEqual([{ username: 'clinician@example.com', password: 'secret-password' }]);
    expect(document.documentElement.hasAttribute(PRESS_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('sends a form pressed twice while waiting once, and clicks a marked control drawn again by the code', () => {
    document.querySelector('form')?.requestSubmit();
    document.querySelector('form')?.requestSubmit();
    document.querySelector<HTMLButtonElement>('[data-press="menu"]')?.click();

    const { signIns, menuPresses } = takeOver();
    announcePageReady();

    expect(signIns).toHaveLength(1);
    expect(menuPresses).toEqual(['menu']);
  });

  it('lets presses through untouched once the page is ready, and replays nothing twice', () => {
    const { signIns, menuPresses } = takeOver();
    announcePageReady();
    document.querySelector('form')?.requestSubmit();
    document.querySelector<HTMLButtonElement>('[data-press="menu"]')?.click();
    announcePageReady();

    expect(signIns).toHaveLength(1);
    expect(menuPresses).toEqual(['menu']);
  });

  it('holds no press on an unmarked control: a link or a field works as the browser makes it', () => {
    const link = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('a')?.addEventListener('click', link);
    document.querySelector('a')?.click();
    document.querySelector<HTMLInputElement>('input[name="username"]')?.click();
    expect(link).toHaveBeenCalledOnce();
    expect(document.documentElement.hasAttribute(PRESS_PENDING_ATTRIBUTE)).toBe(false);
  });

  it('drops a press when the code has taken the page to another path (a dead session sent elsewhere)', () => {
    document.querySelector<HTMLButtonElement>('[data-press="menu"]')?.click();
    const { menuPresses } = takeOver();
    window.history.replaceState(null, '', '/');
    announcePageReady();
    expect(menuPresses).toEqual([]);
  });
});
