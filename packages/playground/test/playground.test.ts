import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameEntries, workspacePackages } from '../vite-plugin/workspace.js';
import { buildSite, CHROMIUM_ARGS, findChromium, NO_CHROMIUM, PLAYGROUND_DIR, serveStatic } from '../scripts/static-site.mjs';

const CHROMIUM = findChromium();
if (CHROMIUM === undefined) {
  console.warn(`\n!!! playground browser tests SKIPPED: ${NO_CHROMIUM}\n`);
}

// The same game list as the site's: the CLI's game dependencies.
const packagesDir = join(PLAYGROUND_DIR, '..');
const GAMES = gameEntries(join(packagesDir, 'cli', 'package.json'), workspacePackages(packagesDir)).map((g) => g.id);

interface LongLevel {
  readonly algorithm: string;
  readonly lines: readonly string[];
}
const LONG_LEVELS = JSON.parse(readFileSync(join(PLAYGROUND_DIR, 'fixtures', 'long-levels.json'), 'utf8')) as Record<string, LongLevel>;

const SCREENSHOTS = join(PLAYGROUND_DIR, 'test', 'screenshots');
const GAME_CHUNK = /\/(game-[a-z0-9-]+)\.[\w-]+\.js$/;

describe.skipIf(CHROMIUM === undefined)('the playground in Chromium', () => {
  let site: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;

  beforeAll(async () => {
    site = await buildSite();
    server = await serveStatic(site);
    browser = await chromium.launch({ executablePath: CHROMIUM as string, args: CHROMIUM_ARGS });
    mkdirSync(SCREENSHOTS, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (site !== undefined) rmSync(site, { recursive: true, force: true });
  });

  /** A fresh page with its console errors and script requests recorded. */
  async function open(hash: string, width = 1000): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await page.goto(`${server.url}${hash}`);
    return { page, errors, scripts };
  }

  // biome-ignore lint/performance/useDomNodeTextContent: the text a player sees, as rendered
  const text = (page: Page, selector: string): Promise<string> => page.locator(selector).innerText();
  const states = async (page: Page): Promise<number> => Number((await text(page, '#states')).replace(/,/g, ''));
  const solvedSample = async (page: Page): Promise<void> => {
    await expect.poll(() => text(page, '#solve-status'), { timeout: 30_000 }).toMatch(/^Solvable/);
  };

  it('finds the games from the CLI list', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(GAMES)('%s', (game) => {
    it('solves the default sample and steps the board to the solved end, loading no other game', async () => {
      const { page, errors, scripts } = await open(`#game=${game}`);
      await solvedSample(page);
      const last = Number(await page.locator('#slider').getAttribute('max'));
      expect(last).toBeGreaterThan(0);
      await page.locator('#step-forward').focus();
      for (let i = 0; i < last; i++) await page.keyboard.press('Enter');
      await expect.poll(() => text(page, '#step-label')).toBe(`Step ${last} of ${last} · solved ✓`);
      await expect(page.locator('#step-forward').isDisabled()).resolves.toBe(true);
      // The keyboard focus moved on to Play, not lost with the disabled button.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('play');
      await page.screenshot({ path: join(SCREENSHOTS, `${game}.png`), fullPage: true });
      // Code split per game: the page and its worker fetched this game's chunk and no other's.
      const loadedGames = new Set(scripts.map((url) => GAME_CHUNK.exec(url)?.[1]).filter((g) => g !== undefined));
      expect([...loadedGames]).toEqual([`game-${game}`]);
      expect(scripts.filter((url) => GAME_CHUNK.exec(url)?.[1] === `game-${game}`).length).toBe(2);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('shows a malformed level’s error at its line and column as it is typed', async () => {
      const { page, errors } = await open(`#game=${game}`);
      await solvedSample(page);
      const sample = await page.locator('#level').inputValue();
      const lines = sample.split('\n');
      const row = lines.findIndex((l, i) => i > 0 && l.length > 2);
      // Type a character no level format accepts into the middle of a line.
      await page.locator('#level').focus();
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.type('¤');
      await expect.poll(() => page.locator('#level-error').isVisible()).toBe(true);
      expect(await text(page, '#level-error')).toMatch(/^\d+:\d+: \S/);
      expect(await page.locator('#level').getAttribute('aria-invalid')).toBe('true');
      expect(await text(page, '#solve-status')).toBe('Fix the level to solve it.');
      await page.screenshot({ path: join(SCREENSHOTS, `${game}-parse-error.png`) });
      // Deleting the character puts things right.
      await page.keyboard.press('Backspace');
      await expect.poll(() => page.locator('#level-error').isVisible()).toBe(false);
      await solvedSample(page);
      expect(errors).toEqual([]);
      await page.close();
    });

    it.skipIf(LONG_LEVELS[game] === undefined)('an edit or Cancel stops a long solve, and the states counter stops', async () => {
      const long = LONG_LEVELS[game] as LongLevel;
      const { page, errors } = await open(`#game=${game}`);
      await solvedSample(page);
      const sample = await page.locator('#level').inputValue();
      await page.locator('#time-limit').fill('120');
      await page.locator('#algorithm').selectOption(long.algorithm);
      const startLongSolve = async (): Promise<void> => {
        await page.locator('#level').fill(long.lines.join('\n'));
        await expect.poll(() => text(page, '#solve-status')).toBe('Solving…');
        await expect.poll(() => states(page), { timeout: 20_000 }).toBeGreaterThan(0);
      };
      // An edit cancels the run in flight and solves the edited level.
      await startLongSolve();
      await page.locator('#level').fill(sample);
      await solvedSample(page);
      await startLongSolve();
      expect(await page.locator('#cancel').isEnabled()).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, `${game}-long-solve.png`) });
      await page.locator('#cancel').click();
      await expect.poll(() => text(page, '#solve-status')).toBe('Cancelled.');
      const stopped = await states(page);
      await page.waitForTimeout(700);
      expect(await states(page)).toBe(stopped);
      expect(await page.locator('#cancel').isDisabled()).toBe(true);
      // A solve after the cancel runs in a fresh worker.
      await page.locator('#sample').selectOption('0');
      await solvedSample(page);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('replays a wrong solution and shows the verifier’s reason', async () => {
      const { page, errors } = await open(`#game=${game}`);
      await solvedSample(page);
      const solution = await page.locator('#moves').inputValue();
      const tokens = await page.locator('#move-list > *').allInnerTexts();
      const separator = solution.includes(' ') ? ' ' : '';
      // Backwards, the moves are usually illegal; where they are not, one move short never solves.
      for (const wrong of [[...tokens].reverse().join(separator), tokens.slice(0, -1).join(separator)]) {
        await page.locator('#moves').fill(wrong);
        const check = await text(page, '#moves-check');
        if (check.startsWith('✓')) continue;
        expect(check).toMatch(/^✗ (Move \d+ (\(.+\) )?is not allowed|Does not solve the level): \S/);
        const last = Number(await page.locator('#slider').getAttribute('max'));
        if (last > 0) await page.locator('#slider').fill(String(last));
        if (check.startsWith('✗ Move')) expect(await page.locator('#move-list .illegal').count()).toBe(1);
        expect(await text(page, '#step-label')).toMatch(/ · (the next move is not allowed|not solved): \S/);
        break;
      }
      expect(await text(page, '#moves-check')).toMatch(/^✗/);
      await page.screenshot({ path: join(SCREENSHOTS, `${game}-wrong-moves.png`) });
      // The link holds the view: opening it shows the same wrong moves and reason.
      const link = page.url();
      const again = await open(new URL(link).hash);
      await expect.poll(() => again.page.locator('#moves').inputValue()).toBe(await page.locator('#moves').inputValue());
      expect(await text(again.page, '#moves-check')).toBe(await text(page, '#moves-check'));
      expect([...errors, ...again.errors]).toEqual([]);
      await again.page.close();
      await page.close();
    });
  });

  it('fits a 360 px wide screen, and every control has a name', async () => {
    const { page, errors } = await open(`#game=${GAMES[0] ?? ''}`, 360);
    await solvedSample(page);
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
    await page.screenshot({ path: join(SCREENSHOTS, `narrow-${GAMES[0] ?? ''}.png`), fullPage: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
