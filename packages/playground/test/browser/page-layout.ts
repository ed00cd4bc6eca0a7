/**
 * The page itself: the board and its controls on a desktop and a phone screen, a 360 px screen with
 * every control named, and the built page's CSP, download type and server (issue 45, items 6 and 8).
 *
 * @module
 */
import { expect, it } from 'vitest';
import { GAMES, type PlaygroundSession } from './session.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EAGER_COMPILE_HINT } from '../../vite-plugin/compile-hints.js';

/** The layout's and the built page's tests. */
export function pageLayoutTests(s: PlaygroundSession): void {
  const { open, poll, solvedSample, boardShows, shot } = s;
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`item 6: at ${width}×${height} the board and its controls show without scrolling far`, async () => {
      const { page, errors } = await open('#game=sokobond', width, height);
      await solvedSample(page);
      await boardShows(page);
      // A step's picture may be swapped in as the sample finishes: read the one that settles.
      await poll(async () => (await page.locator('#board img').boundingBox()) !== null, { timeout: 10_000 }).toBe(true);
      const board = await page.locator('#board img').boundingBox();
      const slider = await page.locator('#slider').boundingBox();
      expect(board).not.toBeNull();
      // The board starts in the first screen; the step slider is on it (desktop) or right under it (phone).
      expect(board?.y ?? Infinity).toBeLessThan(height * 0.4);
      expect((slider?.y ?? Infinity) + (slider?.height ?? 0)).toBeLessThan(width > 600 ? height : height * 1.25);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `sokobond-${width}x${height}`);
      await page.locator('#play-yourself').click();
      await shot(page, `sokobond-play-${width}x${height}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('item 8: the built page carries a CSP, the download is not renderable here, the server survives a bad URL', async () => {
    const { page, errors } = await open('#game=sokobond');
    const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(csp).toMatch(/^default-src 'self'; script-src 'self'; worker-src 'self';/);
    await solvedSample(page);
    await poll(() => page.locator('#animation').isVisible()).toBe(true);
    const type = await page.evaluate(() =>
      fetch(document.querySelector<HTMLAnchorElement>('#animation-link')?.href ?? '').then((r) => r.headers.get('content-type')),
    );
    expect(type).toBe('application/octet-stream');
    const bad = await fetch(`${s.url}%E0%A4%A`);
    expect(bad.status).toBe(400);
    // The page's script (with its level editor) is compiled as it loads, not on the first keystroke; the workers' are not.
    const scriptOf = (code: string, name: string): string | undefined => new RegExp(`(${name}-[\\w-]+\\.js)`).exec(code)?.[1];
    const entry = scriptOf(readFileSync(join(s.site, 'index.html'), 'utf8'), 'index');
    expect(entry).toBeDefined();
    const entryCode = readFileSync(join(s.site, 'assets', entry ?? ''), 'utf8');
    expect(entryCode.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
    const worker = scriptOf(entryCode, 'board-worker');
    expect(worker).toBeDefined();
    expect(readFileSync(join(s.site, 'assets', worker ?? ''), 'utf8')).not.toContain(EAGER_COMPILE_HINT);
    expect((await fetch(s.url)).status).toBe(200);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('fits a 360 px wide screen, and every control has a name', async () => {
    const { page, errors } = await open(`#game=${GAMES[0] ?? ''}`, 360, 800);
    await solvedSample(page);
    await page.locator('#play-yourself').click();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const unnamed = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('button, select, input, textarea')]
        .filter((el) => {
          const labelled = ((el as HTMLInputElement).labels?.length ?? 0) > 0;
          return !labelled && !el.getAttribute('aria-label') && (el.textContent ?? '').trim() === '';
        })
        .map((el) => el.id || el.outerHTML),
    );
    expect(unnamed).toEqual([]);
    await shot(page, `narrow-${GAMES[0] ?? ''}`, { fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
}
