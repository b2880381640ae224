import { expect, type Page } from '@playwright/test';

/** The moments after the drawn page's first paint at which the early-press tests press (issue 30). */
export const PRESS_DELAYS_MS = [0, 100, 300, 600] as const;

/**
 * Holds every script of the portal until `release` is called, so that a press made meanwhile is certainly made on the
 * drawn page before its code has run (the slowest download there is). Answers whether any script had arrived yet.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void; arrived: () => number }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let arrived = 0;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    arrived += 1;
    await route.continue();
  });
  return { release, arrived: () => arrived };
}

/**
 * Opens a drawn page without waiting for its load event (its scripts are held), waits for its first contentful paint,
 * and answers the time of that paint, in the page's clock.
 */
export async function openDrawnPage(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const painted = await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  );
  return (await painted.jsonValue()) ?? 0;
}

/** Waits until `delay` ms after `paintedAt` in the page's clock (at once if that moment has passed). */
export async function waitUntilAfterPaint(page: Page, paintedAt: number, delay: number): Promise<void> {
  const now = await page.evaluate(() => performance.now());
  const left = paintedAt + delay - now;
  // The moment to press at is the scenario under test, not a wait for something to happen.
  if (left > 0) await page.waitForTimeout(left);
}

/** The drawn page says it holds a press for its code (lib/early-presses.ts). */
export async function expectPressHeld(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-press-pending', '');
}
