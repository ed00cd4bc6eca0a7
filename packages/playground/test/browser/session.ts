/**
 * The browser side of the playground's tests: one Chromium, one static server of the built site and
 * one browser context for every page of a run, and the ways a test drives and reads a page.
 *
 * @module
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { gameEntries, workspacePackages } from '../../vite-plugin/workspace.js';
import { CHROMIUM_ARGS, copyBuiltSite, findChromium, PLAYGROUND_DIR, serveStatic } from '../../scripts/static-site.mjs';

/** Debian's Chromium, or undefined (the browser tests are then skipped, loudly). */
export const CHROMIUM: string | undefined = findChromium();

// The same game list as the site's: the CLI's game dependencies.
const packagesDir = join(PLAYGROUND_DIR, '..');
/** The games of the site, by id. */
export const GAMES: readonly string[] = gameEntries(join(packagesDir, 'cli', 'package.json'), workspacePackages(packagesDir)).map(
  (g) => g.id,
);

/** A level that keeps a solver busy for long (fixtures/long-levels.json). */
export interface LongLevel {
  readonly algorithm: string;
  readonly lines: readonly string[];
}
/** The long levels, by game. */
export const LONG_LEVELS: Readonly<Record<string, LongLevel>> = JSON.parse(
  readFileSync(join(PLAYGROUND_DIR, 'fixtures', 'long-levels.json'), 'utf8'),
) as Record<string, LongLevel>;

const SCREENSHOTS = join(PLAYGROUND_DIR, 'test', 'screenshots');
/**
 * Screenshots are pictures for people, asserting nothing, and about a fifth of the browser tests'
 * CPU: they are taken when asked (`npx pnpm --filter playground screenshots` sets this).
 */
const TAKE_SCREENSHOTS = process.env['PLAYGROUND_SCREENSHOTS'] === '1';

/** A page opened by a test, with its console errors and the scripts it requested. */
export interface OpenedPage {
  readonly page: Page;
  readonly errors: string[];
  readonly scripts: string[];
}

type Matchers<T> = Pick<
  ReturnType<typeof expect<T>>,
  'toBe' | 'toEqual' | 'toMatch' | 'toContain' | 'toBeGreaterThan' | 'toBeGreaterThanOrEqual'
>;
/** The matchers of {@link PlaygroundSession.poll}: each waits until it passes. */
export type Polled<T> = { [K in keyof Matchers<T>]: (...args: Parameters<Matchers<T>[K]>) => Promise<void> };

/** What a test of the playground works with; valid once the describe's `beforeAll` has run. */
export interface PlaygroundSession {
  /** The static server's address (ends with `/`). */
  readonly url: string;
  /** The folder of the built site the server serves (a copy, removed after the run). */
  readonly site: string;
  /** A fresh page at `hash`, with its console errors and script requests recorded. */
  readonly open: (hash: string, width?: number, height?: number) => Promise<OpenedPage>;
  /**
   * Polls `value` until the matcher passes, like `expect.poll`, with a wait that suits pages
   * running side by side on a loaded machine (what is asserted is the same; only how long the
   * page may take to get there is longer than the 1 s default). Written here because
   * `expect.poll` needs to know the running test, which tests run side by side do not tell it.
   */
  readonly poll: <T>(value: () => T | Promise<T>, options?: { timeout?: number }) => Polled<T>;
  /** The text a player sees in `selector`, as rendered. */
  readonly text: (page: Page, selector: string) => Promise<string>;
  /** The states counter of the solve panel. */
  readonly states: (page: Page) => Promise<number>;
  /** Waits for the solve status to say the level is solvable. */
  readonly solvedSample: (page: Page) => Promise<void>;
  /** The level box's text. */
  readonly levelText: (page: Page) => Promise<string>;
  /** The level's length, read in the page (a megabyte level is not copied out on each poll). */
  readonly levelLength: (page: Page) => Promise<number>;
  /** Replaces the level box's text as typing would. */
  readonly fillLevel: (page: Page, value: string) => Promise<void>;
  /** Waits for a picture (or text board) on the board. */
  readonly boardShows: (page: Page) => Promise<void>;
  /** The SVG of the picture shown on the board ('' when none). */
  readonly svgOf: (page: Page) => Promise<string>;
  /** Saves what `page` shows as `test/screenshots/<name>.png`, when screenshots are asked for. */
  readonly shot: (page: Page, name: string, options?: { fullPage?: boolean }) => Promise<void>;
  /** What a player sees at 1280×800 and on a 390×844 phone, when screenshots are asked for (the page is left at 1280×800). */
  readonly screenshots: (page: Page, name: string) => Promise<void>;
  /** Taps the board where the shown picture has `(x, y)` in its own units. */
  readonly tap: (page: Page, x: number, y: number) => Promise<void>;
}

/**
 * Starts Chromium and the site's server before the tests of the calling `describe`, and stops them
 * after. One context for every page: they share the HTTP cache (the site's hashed assets are cached).
 */
export function playgroundSession(): PlaygroundSession {
  let site: string | undefined;
  let server: Awaited<ReturnType<typeof serveStatic>> | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    site = copyBuiltSite();
    server = await serveStatic(site);
    browser = await chromium.launch({ executablePath: CHROMIUM as string, args: CHROMIUM_ARGS });
    context = await browser.newContext();
    if (TAKE_SCREENSHOTS) mkdirSync(SCREENSHOTS, { recursive: true });
    else console.log('playground screenshots: not taken (npx pnpm --filter playground screenshots takes them)');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (site !== undefined) rmSync(site, { recursive: true, force: true });
  });

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the playground session is used before its beforeAll ran');
    return value;
  };

  async function open(hash: string, width = 1280, height = 800): Promise<OpenedPage> {
    const page = await started(context).newPage();
    await page.setViewportSize({ width, height });
    const errors: string[] = [];
    const scripts: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      if (r.url().endsWith('.js')) scripts.push(r.url());
    });
    await page.goto(`${started(server).url}${hash}`);
    return { page, errors, scripts };
  }

  const poll = <T>(value: () => T | Promise<T>, options: { timeout?: number } = {}): Polled<T> => {
    const timeout = options.timeout ?? 15_000;
    return new Proxy({} as Polled<T>, {
      get:
        (_, name: string) =>
        async (...args: unknown[]): Promise<void> => {
          const until = Date.now() + timeout;
          for (;;) {
            try {
              const seen = await value();
              (expect(seen) as unknown as Record<string, (...a: unknown[]) => void>)[name]?.(...args);
              return;
            } catch (e) {
              if (Date.now() > until) throw e;
            }
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
        },
    });
  };
  // biome-ignore lint/performance/useDomNodeTextContent: the text a player sees, as rendered
  const text = (page: Page, selector: string): Promise<string> => page.locator(selector).innerText();
  const svgOf = (page: Page): Promise<string> =>
    page.evaluate(() =>
      fetch(document.querySelector<HTMLImageElement>('#board img')?.src ?? '')
        .then((r) => r.text())
        .catch(() => ''),
    );
  const shot = async (page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> => {
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), ...options });
  };

  return {
    get url() {
      return started(server).url;
    },
    get site() {
      return started(site);
    },
    open,
    poll,
    text,
    states: async (page) => Number((await text(page, '#states')).replace(/,/g, '')),
    solvedSample: async (page) => {
      await poll(() => text(page, '#solve-status'), { timeout: 30_000 }).toMatch(/^Solvable/);
    },
    levelText: (page) => page.locator('#level').evaluate((e) => (e as unknown as { levelText: string }).levelText),
    levelLength: (page) => page.locator('#level').evaluate((e) => (e as unknown as { levelText: string }).levelText.length),
    fillLevel: (page, value) => page.locator('#level .cm-content').fill(value),
    boardShows: async (page) => {
      await poll(() => page.locator('#board img, #board pre').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    },
    svgOf,
    shot,
    screenshots: async (page, name) => {
      if (!TAKE_SCREENSHOTS) return;
      await shot(page, `${name}-1280x800`);
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, `${name}-390x844`);
      await page.setViewportSize({ width: 1280, height: 800 });
    },
    tap: async (page, x, y) => {
      const box = await page.locator('#board img').boundingBox();
      const [w, h] = (/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(await svgOf(page)) ?? []).slice(1).map(Number);
      if (box === null || w === undefined || h === undefined) throw new Error('no picture');
      const scale = Math.min(box.width / w, box.height / h);
      await page.mouse.click(box.x + (box.width - w * scale) / 2 + x * scale, box.y + (box.height - h * scale) / 2 + y * scale);
    },
  };
}
