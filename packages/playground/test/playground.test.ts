import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../vite-plugin/compile-hints.js';
import { gameEntries, workspacePackages } from '../vite-plugin/workspace.js';
import { CHROMIUM_ARGS, copyBuiltSite, findChromium, NO_CHROMIUM, PLAYGROUND_DIR, serveStatic } from '../scripts/static-site.mjs';
import { anytimeBallSort, bigKeyMaze, deadEndOf, golfFirstKeys, golfFirstMove, keyMazeWalk } from './fixtures.js';

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
/**
 * Screenshots are pictures for people, asserting nothing, and about a fifth of this file's CPU: they
 * are taken when asked (`npx pnpm --filter playground screenshots` sets this).
 */
const TAKE_SCREENSHOTS = process.env['PLAYGROUND_SCREENSHOTS'] === '1';
const GAME_CHUNK = /\/(game-[a-z0-9-]+)\.[\w-]+\.js$/;

/** A move per game that is legal from its default sample's start (played by a key). */
const FIRST_KEY: Readonly<Record<string, string[]>> = {
  sokobond: ['ArrowRight'],
  'cosmic-express': ['ArrowRight'],
  'ball-sort': ['1', '4'],
  'golf-peaks': golfFirstKeys(),
  'key-maze': ['a'],
};

describe.skipIf(CHROMIUM === undefined)('the playground in Chromium', () => {
  let site: string;
  let server: Awaited<ReturnType<typeof serveStatic>>;
  let browser: Browser;
  /** One context for every page: they share the HTTP cache (the site's hashed assets are cached). */
  let context: BrowserContext;

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

  /** A fresh page with its console errors and script requests recorded. */
  async function open(hash: string, width = 1280, height = 800): Promise<{ page: Page; errors: string[]; scripts: string[] }> {
    const page = await context.newPage();
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
    await page.goto(`${server.url}${hash}`);
    return { page, errors, scripts };
  }

  /**
   * Polls `value` until the matcher passes, like `expect.poll`, with a wait that suits pages
   * running side by side on a loaded machine (what is asserted is the same; only how long the
   * page may take to get there is longer than the 1 s default). Written here because
   * `expect.poll` needs to know the running test, which tests run side by side do not tell it.
   */
  const poll = <T>(value: () => T | Promise<T>, options: { timeout?: number } = {}) => {
    const timeout = options.timeout ?? 15_000;
    type Matchers = Pick<
      ReturnType<typeof expect<T>>,
      'toBe' | 'toEqual' | 'toMatch' | 'toContain' | 'toBeGreaterThan' | 'toBeGreaterThanOrEqual'
    >;
    return new Proxy({} as { [K in keyof Matchers]: (...args: Parameters<Matchers[K]>) => Promise<void> }, {
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
  const states = async (page: Page): Promise<number> => Number((await text(page, '#states')).replace(/,/g, ''));
  const solvedSample = async (page: Page): Promise<void> => {
    await poll(() => text(page, '#solve-status'), { timeout: 30_000 }).toMatch(/^Solvable/);
  };
  const levelText = (page: Page): Promise<string> =>
    page.locator('#level').evaluate((e) => (e as unknown as { levelText: string }).levelText);
  /** The level's length, read in the page (a megabyte level is not copied out on each poll). */
  const levelLength = (page: Page): Promise<number> =>
    page.locator('#level').evaluate((e) => (e as unknown as { levelText: string }).levelText.length);
  const fillLevel = (page: Page, value: string): Promise<void> => page.locator('#level .cm-content').fill(value);
  const boardShows = async (page: Page): Promise<void> => {
    await poll(() => page.locator('#board img, #board pre').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  };
  /** The SVG of the picture shown on the board ('' when none). */
  const svgOf = (page: Page): Promise<string> =>
    page.evaluate(() =>
      fetch(document.querySelector<HTMLImageElement>('#board img')?.src ?? '')
        .then((r) => r.text())
        .catch(() => ''),
    );

  /** Saves what `page` shows as `test/screenshots/<name>.png`, when screenshots are asked for. */
  const shot = async (page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> => {
    if (TAKE_SCREENSHOTS) await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), ...options });
  };
  /** What a player sees at 1280×800 and on a 390×844 phone, when screenshots are asked for (the page is left at 1280×800). */
  const screenshots = async (page: Page, name: string): Promise<void> => {
    if (!TAKE_SCREENSHOTS) return;
    await shot(page, `${name}-1280x800`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, `${name}-390x844`);
    await page.setViewportSize({ width: 1280, height: 800 });
  };

  /** Taps the board where the shown picture has `(x, y)` in its own units. */
  const tap = async (page: Page, x: number, y: number): Promise<void> => {
    const box = await page.locator('#board img').boundingBox();
    const [w, h] = (/viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(await svgOf(page)) ?? []).slice(1).map(Number);
    if (box === null || w === undefined || h === undefined) throw new Error('no picture');
    const scale = Math.min(box.width / w, box.height / h);
    await page.mouse.click(box.x + (box.width - w * scale) / 2 + x * scale, box.y + (box.height - h * scale) / 2 + y * scale);
  };

  /** Wrong moves get the verifier's reason on the check and the step label; the link reopens them. */
  async function wrongMovesAndLink(page: Page, game: string): Promise<void> {
    const solution = await page.locator('#moves').inputValue();
    const tokens = await page.locator('#move-list > *').allInnerTexts();
    const separator = solution.includes(' ') ? ' ' : '';
    for (const wrong of [[...tokens].reverse(), tokens.slice(0, -1)]) {
      await page.locator('#moves').fill(wrong.join(separator));
      await poll(() => page.locator('#move-list > *').allInnerTexts()).toEqual(wrong);
      const check = await text(page, '#moves-check');
      if (check.startsWith('✓')) continue;
      expect(check).toMatch(/^✗ (Move \d+ (\(.+\) )?is not allowed|Does not solve the level): \S/);
      await page.locator('#board').focus();
      await page.keyboard.press('End');
      if (check.startsWith('✗ Move')) await poll(() => page.locator('#move-list .illegal').count()).toBeGreaterThanOrEqual(1);
      await poll(() => text(page, '#step-label')).toMatch(/ · (the next move \(.+\) is not allowed: \S|not solved)/);
      break;
    }
    expect(await text(page, '#moves-check')).toMatch(/^✗/);
    await shot(page, `${game}-wrong-moves`);
    const moves = await page.locator('#moves').inputValue();
    await poll(() => new URLSearchParams(new URL(page.url()).hash.slice(1)).get('moves')).toBe(moves);
    const again = await open(new URL(page.url()).hash);
    await poll(() => again.page.locator('#moves').inputValue()).toBe(moves);
    await poll(() => text(again.page, '#moves-check')).toBe(await text(page, '#moves-check'));
    expect(again.errors).toEqual([]);
    await again.page.close();
  }

  /** A character no format accepts, typed into the level: the error at its line and column; a click on it selects it. */
  async function malformedLevel(page: Page): Promise<void> {
    const sample = await levelText(page);
    const lines = sample.split('\n');
    const row = lines.findIndex((l, i) => i > 0 && l.length > 2);
    await page.locator('#level .cm-content').focus();
    await page.keyboard.press('Control+Home');
    for (let i = 0; i < row; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('¤');
    await poll(() => page.locator('#level-error').isVisible()).toBe(true);
    const error = await text(page, '#level-error');
    expect(error).toMatch(/^\d+:\d+: \S/);
    expect(await page.locator('#level .cm-content').getAttribute('aria-invalid')).toBe('true');
    expect(await text(page, '#solve-status')).toBe('Fix the level to solve it.');
    // The download no longer offers the previous level's animation.
    expect(await page.locator('#animation').isVisible()).toBe(false);
    const [line, column] = (/^(\d+):(\d+)/.exec(error) ?? []).slice(1).map(Number) as [number, number];
    await page.keyboard.press('Control+End');
    await page.locator('#level-error a').click();
    const at = await page.locator('#level').evaluate((e) => (e as unknown as { levelSelection: number }).levelSelection);
    const before = (await levelText(page)).slice(0, at).split('\n');
    expect([before.length, (before[before.length - 1]?.length ?? 0) + 1]).toEqual([line, column]);
    await fillLevel(page, sample);
    await poll(() => page.locator('#level-error').isVisible()).toBe(false);
    await solvedSample(page);
  }

  /** From a dead end found by the BFS oracle, Hint says how many moves to undo; undoing them gives a hint again. */
  async function deadEndHint(page: Page, game: string): Promise<void> {
    const dead = deadEndOf(game);
    if (dead === undefined) {
      // Every state reached from the start of a solvable key maze is solvable: a hint from mid-game.
      expect(game).toBe('key-maze');
      await page.goto(`${server.url}#game=${game}&moves=a`);
      await poll(() => text(page, '#move-list')).toBe('a');
      await page.locator('#hint').click();
      await poll(() => text(page, '#hint-text'), { timeout: 30_000 }).toMatch(
        /^Hint: play \S+ next \(a shortest solution from here has \d+ moves?\)/,
      );
      return;
    }
    await page.goto(`${server.url}#${new URLSearchParams({ game, level: dead.level, moves: dead.moves }).toString()}`);
    await poll(() => page.locator('#moves').inputValue()).toBe(dead.moves);
    await poll(() => text(page, '#step-label')).toMatch(/^Step/);
    if ((await page.locator('#play-yourself').getAttribute('aria-pressed')) !== 'true') await page.locator('#play-yourself').click();
    await page.locator('#board').focus();
    await page.keyboard.press('End');
    // Two undos of the link's moves in one go, then two redos: each one goes on from where the one
    // before it left the board, though the board worker has not replayed it yet.
    const tokens = await page.locator('#move-list > *').allInnerTexts();
    const keys = async (key: string, shiftKey: boolean): Promise<void> => {
      await page.evaluate(
        ([key, shiftKey]) => {
          const board = document.querySelector('#board');
          for (let i = 0; i < 2; i++)
            board?.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }));
        },
        [key, shiftKey] as const,
      );
    };
    await keys('Backspace', false);
    await poll(() => page.locator('#move-list > *').allInnerTexts()).toEqual(tokens.slice(0, Math.max(0, tokens.length - 2)));
    await keys('Backspace', true);
    await poll(() => page.locator('#move-list > *').allInnerTexts()).toEqual(tokens);
    await page.locator('#hint').click();
    const words = `No solution from here: undo ${dead.undo} move${dead.undo === 1 ? '' : 's'}.`;
    await poll(() => text(page, '#hint-text'), { timeout: 30_000 }).toMatch(new RegExp(`^${words.replace(/[.]/g, '\\.')}`));
    await shot(page, `${game}-dead-end`);
    // Undo and Hint in one go, as a quick player may: the hint solves from the step after the undo,
    // which the board worker has not replayed yet when Hint is clicked.
    await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('#hint-text button')?.click();
      document.querySelector<HTMLButtonElement>('#hint')?.click();
    });
    await poll(() => text(page, '#hint-text'), { timeout: 30_000 }).toMatch(/^Hint: play /);
  }

  // Each test drives its own page: they run side by side, so that one test's waits (the level's
  // parse delay, a solve, a step of the replay) overlap another's work. The keystroke latency
  // test runs alone afterwards, on a page with nothing beside it.
  describe.concurrent('pages side by side', { timeout: 120_000 }, () => {
    it('finds the games from the CLI list', () => {
      expect(GAMES.length).toBeGreaterThanOrEqual(5);
    });

    describe.each(GAMES)('%s', (game) => {
      it('solves the sample, steps it by keyboard, names wrong moves, reopens the link, and places a level error', async () => {
        const { page, errors, scripts } = await open(`#game=${game}`);
        await solvedSample(page);
        const last = Number(await page.locator('#slider').getAttribute('max'));
        expect(last).toBeGreaterThan(0);
        // The board takes the arrow keys without the slider having the focus.
        await page.locator('#board').focus();
        for (let i = 0; i < last; i++) await page.keyboard.press('ArrowRight');
        await poll(() => text(page, '#step-label')).toBe(`Step ${last} of ${last} · solved ✓`);
        expect(await text(page, '#moves-check')).toMatch(/^✓ Solves the level/);
        await page.keyboard.press('Home');
        await poll(() => text(page, '#step-label')).toMatch(/^Step 0 of/);
        // Space plays the moves to the end.
        await page.locator('#speed').selectOption('4');
        await page.locator('#board').focus();
        await page.keyboard.press(' ');
        await poll(() => text(page, '#step-label'), { timeout: 20_000 }).toBe(`Step ${last} of ${last} · solved ✓`);
        await screenshots(page, `${game}-solved`);
        await wrongMovesAndLink(page, game);
        await malformedLevel(page);
        // Code split per game: the page and its two workers fetched this game's chunk and no other's.
        const loadedGames = new Set(scripts.map((url) => GAME_CHUNK.exec(url)?.[1]).filter((g) => g !== undefined));
        expect([...loadedGames]).toEqual([`game-${game}`]);
        expect(errors).toEqual([]);
        await page.close();
      });

      it('plays with keys and the pad, undoes, redoes, takes hints to the end, and is told how far back a dead end goes', async () => {
        const { page, errors } = await open(`#game=${game}`);
        await solvedSample(page);
        await page.locator('#moves').fill('');
        await boardShows(page);
        // The moves box is replayed once typing pauses: the board shows the start before play.
        await poll(() => text(page, '#step-label')).toMatch(/^The start/);
        await page.locator('#play-yourself').click();
        await poll(() => page.locator('#pad button').count()).toBeGreaterThan(0);
        for (const key of FIRST_KEY[game] ?? []) await page.keyboard.press(key);
        await poll(() => text(page, '#step-label')).toBe('Step 1 of 1');
        const one = await page.locator('#moves').inputValue();
        expect(one).not.toBe('');
        await page.keyboard.press('Backspace');
        await poll(() => page.locator('#moves').inputValue()).toBe('');
        await page.locator('#redo').click();
        await poll(() => page.locator('#moves').inputValue()).toBe(one);
        await poll(() => page.locator('#undo').isEnabled()).toBe(true);
        // Undo and the first key again in one go, as a quick player may: a move is played from the
        // step after the undo, which the board worker has not replayed yet when the key comes.
        const [firstKey = '', ...otherKeys] = FIRST_KEY[game] ?? [];
        await page.evaluate((key) => {
          document.querySelector<HTMLButtonElement>('#undo')?.click();
          document.querySelector('#board')?.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
        }, firstKey);
        await page.locator('#board').focus();
        for (const key of otherKeys) await page.keyboard.press(key);
        await poll(() => text(page, '#step-label')).toBe('Step 1 of 1');
        expect(await page.locator('#moves').inputValue()).toBe(one);
        // From the start again (the first move may lead nowhere): hints all the way.
        await page.locator('#undo').click();
        await poll(() => page.locator('#moves').inputValue()).toBe('');
        // The hint solves from here; playing it and every hint after it finishes the level.
        for (let i = 0; i < 40; i++) {
          await page.locator('#hint').click();
          await poll(() => text(page, '#hint-text'), { timeout: 30_000 }).toMatch(/^Hint: play |^The level is solved here/);
          if ((await text(page, '#hint-text')).startsWith('The level is solved')) break;
          await page.locator('#hint-text button').first().click();
          await poll(() => text(page, '#hint-text')).toBe('');
          if ((await text(page, '#step-label')).endsWith('solved ✓')) break;
        }
        await poll(() => text(page, '#moves-check')).toMatch(/^✓ Solves the level/);
        await screenshots(page, `${game}-played`);
        await deadEndHint(page, game);
        expect(errors).toEqual([]);
        await page.close();
      });
    });

    it('an edit or Cancel stops a long solve, and the states counter stops (ball sort, 9 colours)', async () => {
      const long = LONG_LEVELS['ball-sort'] as LongLevel;
      const { page, errors } = await open('#game=ball-sort');
      await solvedSample(page);
      const sample = await levelText(page);
      await page.locator('#time-limit').fill('120');
      await page.locator('#algorithm').selectOption(long.algorithm);
      const startLongSolve = async (): Promise<void> => {
        await fillLevel(page, long.lines.join('\n'));
        await poll(() => text(page, '#solve-status'), { timeout: 10_000 }).toBe('Solving…');
        await poll(() => states(page), { timeout: 20_000 }).toBeGreaterThan(0);
      };
      await startLongSolve();
      await fillLevel(page, sample);
      await solvedSample(page);
      await startLongSolve();
      await page.locator('#cancel').click();
      await poll(() => text(page, '#solve-status')).toBe('Cancelled.');
      const stopped = await states(page);
      await page.waitForTimeout(500);
      expect(await states(page)).toBe(stopped);
      expect(await page.locator('#cancel').isDisabled()).toBe(true);
      await page.locator('#sample').selectOption('0');
      await solvedSample(page);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('play by taps on the board: ball sort tube then tube, Sokobond beside the atom, key maze on a key, Golf Peaks a card then beside the ball, Cosmic Express beside the engine; a level file dropped', async () => {
      const start = async (game: string): Promise<Page> => {
        const { page } = await open(`#game=${game}`);
        await solvedSample(page);
        await page.locator('#play-yourself').click();
        await page.locator('#moves').fill('');
        await poll(() => text(page, '#step-label')).toBe('The start (no moves)');
        return page;
      };
      // Ball sort: the first tube, then the fourth (empty).
      const ball = await start('ball-sort');
      const tubeAt = async (n: number): Promise<[number, number]> => {
        const m = new RegExp(`data-tube="${n}" d="M([\\d.]+) ([\\d.]+)V([\\d.]+)`).exec(await svgOf(ball));
        return [Number(m?.[1]) + 21, (Number(m?.[2]) + Number(m?.[3])) / 2];
      };
      await tap(ball, ...(await tubeAt(1)));
      await tap(ball, ...(await tubeAt(4)));
      await poll(() => ball.locator('#moves').inputValue()).toBe('1>4');
      await ball.close();
      // Sokobond: a tap to the right of the player's atom moves it right.
      const soko = await start('sokobond');
      const atom = /class="atom element-\w player" cx="([\d.]+)" cy="([\d.]+)"/.exec(await svgOf(soko));
      await tap(soko, Number(atom?.[1]) + 40, Number(atom?.[2]));
      await poll(() => soko.locator('#moves').inputValue()).toBe('D');
      await soko.close();
      // Key maze: a tap on key a walks the robot there.
      const maze = await start('key-maze');
      const key = /<g class="key key-a"><circle class="key-ring" cx="([\d.]+)" cy="([\d.]+)"/.exec(await svgOf(maze));
      await tap(maze, Number(key?.[1]) + 4, Number(key?.[2]));
      await poll(() => maze.locator('#moves').inputValue()).toBe('a');
      // A level file dropped on the level box replaces the level (not inserted at the drop point).
      const dropped = bigKeyMaze(21);
      const dataTransfer = await maze.evaluateHandle((text) => {
        const files = new DataTransfer();
        files.items.add(new File([text], 'dropped-maze.txt', { type: 'text/plain' }));
        return files;
      }, dropped);
      await maze.dispatchEvent('#level', 'drop', { dataTransfer });
      await poll(() => levelText(maze)).toBe(dropped);
      await poll(() => text(maze, '#solve-status'), { timeout: 30_000 }).toMatch(/^Solvable/);
      await maze.close();
      // Golf Peaks: a tap on card 1, then a tap beside the ball on the side of the move (the course is drawn turned).
      const golf = await start('golf-peaks');
      const card = /<rect class="card-face" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"/.exec(await svgOf(golf));
      await tap(golf, Number(card?.[1]) + Number(card?.[3]) / 2, Number(card?.[2]) + Number(card?.[4]) / 2);
      const golfBall = /<circle class="ball" cx="([\d.]+)" cy="([\d.]+)"/.exec(await svgOf(golf));
      const side: Readonly<Record<string, [number, number]>> = {
        ArrowUp: [20, -20],
        ArrowRight: [20, 20],
        ArrowDown: [-20, 20],
        ArrowLeft: [-20, -20],
      };
      const [dx, dy] = side[golfFirstKeys()[1] ?? ''] ?? [0, 0];
      await tap(golf, Number(golfBall?.[1]) + dx, Number(golfBall?.[2]) + dy);
      await poll(() => golf.locator('#moves').inputValue()).toBe(golfFirstMove());
      await golf.close();
      // Cosmic Express: a tap on the cell right of the engine lays the track there.
      const cosmic = await start('cosmic-express');
      const engine = /<g class="engine" transform="rotate\(-?[\d.]+ ([\d.]+) ([\d.]+)\)"/.exec(await svgOf(cosmic));
      await tap(cosmic, Number(engine?.[1]) + 40, Number(engine?.[2]));
      await poll(() => cosmic.locator('#moves').inputValue()).toBe('R');
      await cosmic.close();
    });

    it('item 1: Sokobond WWADD: one replay behind check, slider and board; the blocked move is named', async () => {
      const { page, errors } = await open('#game=sokobond&moves=WWADD');
      await poll(() => text(page, '#moves-check')).toBe(
        '✓ Solves the level: 5 moves, cost 4. Note: move 2 (W) did nothing: an atom would enter a wall.',
      );
      expect(await page.locator('#slider').getAttribute('max')).toBe('5');
      await page.locator('#board').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await poll(() => text(page, '#step-label')).toBe('Step 2 of 5 · move 2 (W) did nothing: an atom would enter a wall');
      await page.keyboard.press('End');
      await poll(() => text(page, '#step-label')).toBe('Step 5 of 5 · solved ✓');
      expect(await page.locator('#move-list .blocked').allInnerTexts()).toEqual(['W']);
      // DDDD: the third D bumps the wall, and the moves do not solve.
      await page.locator('#moves').fill('DDDD');
      await poll(() => text(page, '#moves-check')).toMatch(
        /^✗ Does not solve the level: .*move 3 \(D\) did nothing: an atom would enter a wall/,
      );
      expect(await page.locator('#slider').getAttribute('max')).toBe('4');
      // Moves after the goal are said to be not played.
      await page.locator('#moves').fill('WADDSS');
      await poll(() => text(page, '#moves-check')).toMatch(
        /The level is solved after move \d+: the \d+ moves? after it (is|are) not played/,
      );
      expect(await page.locator('#move-list .after-goal').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('item 2: the step view rings the ball that moved, draws the route and the keys held', async () => {
      const ball = await open('#game=ball-sort&moves=1>4');
      await boardShows(ball.page);
      await ball.page.locator('#board').focus();
      await ball.page.keyboard.press('End');
      await poll(() =>
        ball.page.evaluate(() => fetch(document.querySelector<HTMLImageElement>('#board img')?.src ?? '').then((r) => r.text())),
      ).toMatch(/class="ball [^"]*moved"/);
      await ball.page.close();
      const maze = await open('#game=key-maze&moves=a');
      await boardShows(maze.page);
      await maze.page.locator('#board').focus();
      await maze.page.keyboard.press('End');
      await poll(() => svgOf(maze.page)).toMatch(/ps-frame\[data-step="1"\]\{visibility:visible!important\}/);
      const svg = await svgOf(maze.page);
      expect(svg).toContain('class="route"');
      expect(svg).toContain('keys held: a');
      expect([...ball.errors, ...maze.errors]).toEqual([]);
      await maze.page.close();
    });

    it('item 2: Cosmic Express: before the first move the engine faces into the level from an entrance on the right', async () => {
      // The entrance (A) on the right border: the engine must face west (180°), not east, at step 0.
      const level = '#####\n#Z..A\n#####';
      const { page, errors } = await open(`#${new URLSearchParams({ game: 'cosmic-express', level, moves: 'LLL' }).toString()}`);
      await poll(() => text(page, '#moves-check')).toMatch(/^✓ Solves the level/);
      await page.locator('#board').focus();
      await page.keyboard.press('Home');
      await poll(() => svgOf(page)).toMatch(/ps-frame\[data-step="0"\]\{visibility:visible!important\}/);
      const frame0 = (await svgOf(page)).split('<g class="ps-frame" data-step="0"')[1]?.split('<g class="ps-frame"')[0] ?? '';
      expect(frame0).toMatch(/class="engine" transform="rotate\(180 /);
      // With no moves at all (the still picture, not the animation): the same.
      await page.locator('#play-yourself').click();
      await page.locator('#moves').fill('');
      await poll(() => text(page, '#step-label')).toBe('The start (no moves)');
      await poll(() => svgOf(page)).toMatch(/class="engine" transform="rotate\(180 /);
      await shot(page, 'cosmic-express-entrance-right');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('#43 §4: each better solution shows as it arrives with its gap, the board takes it, Cancel keeps it; a bound without a solution', async () => {
      const level = anytimeBallSort();
      const { page, errors } = await open('#game=ball-sort');
      await solvedSample(page);
      // The default algorithm (A*) carries its bound too: the status says its answer is proven optimal.
      expect(await text(page, '#solve-status')).toMatch(/^Solvable: \d+ moves \(proven optimal\), found in/);
      await page.goto(`${server.url}#${new URLSearchParams({ game: 'ball-sort', algorithm: 'anytime', level: level.text }).toString()}`);
      const first = level.solutions[0] ?? { moves: 0, lowerBound: 0 };
      const best = level.solutions.at(-1) ?? first;
      await poll(() => text(page, '#solve-status'), { timeout: 30_000 }).toMatch(
        new RegExp(`^Solvable: ${best.moves} moves \\(proven optimal\\), found in`),
      );
      // Solve again, with every change of the page recorded as it happens.
      await page.evaluate(() => {
        const w = window as unknown as { seen: { status: string; rows: string[] }[] };
        w.seen = [];
        new MutationObserver(() =>
          w.seen.push({
            status: document.querySelector('#solve-status')?.textContent ?? '',
            rows: [...document.querySelectorAll('#solution-progress li')].map((li) => li.textContent ?? ''),
          }),
        ).observe(document.querySelector('#solve-section') as Node, { subtree: true, childList: true, characterData: true });
      });
      await page.locator('#solve').click();
      await poll(() => text(page, '#solve-status'), { timeout: 30_000 }).toMatch(/^Solvable/);
      // Every solution the game's solve reports in Node, in order, each with its gap, one row each.
      const rows = await page.locator('#solution-progress li').allInnerTexts();
      expect(rows.map((r) => r.replace(/ at [\d.]+ s$/, ''))).toEqual(
        level.solutions.map((s) => `${s.moves} moves (${s.optimal ? 'proven optimal' : `optimal ≥ ${s.lowerBound}`})`),
      );
      expect(await text(page, '#solve-status')).toMatch(new RegExp(`^Solvable: ${best.moves} moves \\(proven optimal\\)`));
      // The first solution was on the page, with its gap, before the search ended.
      const seen = await page.evaluate(() => (window as unknown as { seen: { status: string; rows: string[] }[] }).seen);
      const shownFirst = seen.findIndex(
        (e) => e.status === `Found ${first.moves} moves (optimal ≥ ${first.lowerBound}); looking for a better one…`,
      );
      const ended = seen.findIndex((e) => e.status.startsWith('Solvable'));
      expect(shownFirst).toBeGreaterThanOrEqual(0);
      expect(shownFirst).toBeLessThan(ended);
      await shot(page, 'ball-sort-anytime');
      // Once more, cancelled by the page itself the moment the first solution shows: it stays, on the board too.
      await page.evaluate(() => {
        const list = document.querySelector('#solution-progress') as Node;
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll('#solution-progress li').length === 0) return;
          observer.disconnect();
          document.querySelector<HTMLButtonElement>('#cancel')?.click();
        });
        observer.observe(list, { subtree: true, childList: true });
      });
      await page.locator('#solve').click();
      await poll(() => text(page, '#solve-status')).toBe(
        `Cancelled. The best found: ${first.moves} moves (optimal ≥ ${first.lowerBound}).`,
      );
      await poll(() => page.locator('#move-list > *').count()).toBe(first.moves);
      await poll(() => text(page, '#moves-check')).toMatch(new RegExp(`^✓ Solves the level: ${first.moves} moves`));
      // No solution within the time: what the search proved is said.
      const long = LONG_LEVELS['ball-sort'] as LongLevel;
      await page.locator('#time-limit').fill('1');
      await fillLevel(page, long.lines.join('\n'));
      await poll(() => text(page, '#solve-status'), { timeout: 30_000 }).toMatch(
        /^Not decided: stopped at the time limit after [\d,]+ states, [\d.]+ s; no solution costs less than \d+\.$/,
      );
      expect(errors).toEqual([]);
      await page.close();
    });

    it('key maze by arrow keys: a step at a time, a key stepped on, undo and redo a step, a hint from between keys shown and walked, the link', async () => {
      const walk = keyMazeWalk();
      const { page, errors } = await open('#game=key-maze');
      await solvedSample(page);
      await page.locator('#play-yourself').click();
      await page.locator('#moves').fill('');
      await poll(() => text(page, '#step-label')).toBe('The start (no moves)');
      await page.locator('#board').focus();
      // All but the last step of the shortest route to the first key, one arrow each (pressed at once: none is lost).
      for (const arrow of walk.arrows.slice(0, -1)) await page.keyboard.press(arrow);
      const before = walk.moves.split(' ').slice(0, -1).join(' ');
      await poll(() => page.locator('#moves').inputValue()).toBe(before);
      await poll(() => text(page, '#step-label')).toBe(`Step ${walk.arrows.length - 1} of ${walk.arrows.length - 1}`);
      await poll(() => svgOf(page)).toContain('class="route"');
      // A step into a wall: the game's reason, and nothing played.
      await page.keyboard.press(walk.refused.arrow);
      await poll(() => text(page, '#hint-text')).toBe(`Not allowed: ${walk.refused.reason}`);
      expect(await page.locator('#moves').inputValue()).toBe(before);
      // Undo and redo one step.
      await page.keyboard.press('Backspace');
      await poll(() => page.locator('#moves').inputValue()).toBe(walk.moves.split(' ').slice(0, -2).join(' '));
      await page.keyboard.press('Shift+Backspace');
      await poll(() => page.locator('#moves').inputValue()).toBe(before);
      // A hint from between keys: the next key of a shortest solution, its route shown before it is walked.
      await page.locator('#hint').click();
      await poll(() => text(page, '#hint-text'), { timeout: 30_000 }).toMatch(
        new RegExp(`^Hint: play ${walk.hintNext} next \\(a shortest solution from here has ${walk.hintMoves} moves?\\)`),
      );
      await page.getByRole('button', { name: 'Show it' }).click();
      await poll(() => text(page, '#step-label')).toMatch(/^Showing the hint: the board after \S+, not played/);
      const shown = await svgOf(page);
      expect(shown).toContain('class="route"');
      expect(shown).toMatch(/keys held: \S/);
      await shot(page, 'key-maze-arrows-hint-1280x800');
      // The last step onto the key: it is picked up, as the key move would.
      await page.locator('#board').focus();
      await page.keyboard.press(walk.arrows.at(-1) ?? '');
      await poll(() => page.locator('#moves').inputValue()).toBe(walk.moves);
      await poll(() => svgOf(page)).toContain(`keys held: ${walk.key}`);
      // The hint's button walks the next key's whole route as one move.
      await page.locator('#hint').click();
      await poll(() => text(page, '#hint-text'), { timeout: 30_000 }).toMatch(/^Hint: play (\S+) next/);
      await page.getByRole('button', { name: /^Walk (robot \d+ )?to key [a-z]$/ }).click();
      await poll(() => page.locator('#moves').inputValue()).toMatch(new RegExp(`^${walk.moves} [a-z]$`));
      const moves = await page.locator('#moves').inputValue();
      await shot(page, 'key-maze-arrows-1280x800');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'key-maze-arrows-390x844', { fullPage: true });
      // The link reopens the walk: the same moves, the same check.
      await poll(() => new URLSearchParams(new URL(page.url()).hash.slice(1)).get('moves')).toBe(moves);
      const again = await open(new URL(page.url()).hash);
      await poll(() => again.page.locator('#moves').inputValue()).toBe(moves);
      await poll(() => text(again.page, '#moves-check')).toBe(await text(page, '#moves-check'));
      expect([...errors, ...again.errors]).toEqual([]);
      await again.page.close();
      await page.close();
    });

    it('key maze with four robots: a number, a tap or a button picks the robot that steps, marked on the board', async () => {
      const { page, errors } = await open('#game=key-maze');
      await solvedSample(page);
      await page.locator('#sample').selectOption({ label: 'four-robots' });
      await solvedSample(page);
      await page.locator('#play-yourself').click();
      await page.locator('#moves').fill('');
      await poll(() => text(page, '#step-label')).toBe('The start (no moves)');
      expect(await page.locator('#pad button').allInnerTexts()).toEqual(
        expect.arrayContaining(['[robot 0]', 'robot 1', 'robot 2', 'robot 3']),
      );
      // Robot 0 is walled in by door B; robot 1 is not.
      await page.locator('#board').focus();
      await page.keyboard.press('ArrowUp');
      await poll(() => text(page, '#hint-text')).toBe('Not allowed: robot 0 cannot step up: door B is closed (key b is not held)');
      await page.keyboard.press('1');
      await poll(() => svgOf(page)).toContain('.robot-1>rect{stroke');
      await page.keyboard.press('ArrowUp');
      await poll(() => page.locator('#moves').inputValue()).toBe('1:U');
      // A tap on robot 3 picks it; its steps carry its number.
      const robot3 = /<g class="robot robot-3"><rect x="([\d.]+)" y="([\d.]+)"/.exec(await svgOf(page));
      await tap(page, Number(robot3?.[1]) + 10, Number(robot3?.[2]) + 10);
      await poll(() => page.locator('#pad button').allInnerTexts()).toContain('[robot 3]');
      await poll(() => svgOf(page)).toContain('.robot-3>rect{stroke');
      // The pad's button picks robot 1 again, and its arrow steps it back down.
      await page.getByRole('button', { name: 'move robot 1' }).click();
      await page.getByRole('button', { name: 'step down' }).click();
      await poll(() => page.locator('#moves').inputValue()).toBe('1:U 1:D');
      await shot(page, 'key-maze-four-robots-1280x800');
      expect(errors).toEqual([]);
      await page.close();
    });

    it("Golf Peaks: the step view and play mode draw the ball's path on the last move, and where it stopped", async () => {
      const { page, errors } = await open('#game=golf-peaks');
      await solvedSample(page);
      // Step keys pressed while the board replays go on from that replay. The moves box, cut to its
      // first two moves, replays after its 60 ms pause; Home and → come in the task just after it
      // asks the board worker. Without the wait they moved the old replay, and the new one then
      // showed its own last step (Step 2 of 2).
      const solution = await page.locator('#moves').inputValue();
      await page.evaluate(() => {
        const moves = document.querySelector<HTMLTextAreaElement>('#moves')!;
        moves.value = moves.value.trim().split(/\s+/).slice(0, 2).join(' ');
        moves.dispatchEvent(new Event('input'));
        setTimeout(() => {
          const board = document.querySelector('#board')!;
          for (const key of ['Home', 'ArrowRight']) board.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        }, 60);
      });
      await poll(() => text(page, '#step-label')).toBe('Step 1 of 2');
      await page.locator('#moves').fill(solution);
      await poll(() => text(page, '#moves-check')).toMatch(/^✓ Solves the level/);
      await page.locator('#board').focus();
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await poll(() => text(page, '#step-label')).toMatch(/^Step 1 of/);
      const first = (await page.locator('#move-list > *').allInnerTexts())[0] ?? '';
      await poll(() => svgOf(page)).toMatch(/ps-frame\[data-step="1"\]\{visibility:visible!important\}/);
      const svg = await svgOf(page);
      expect(svg).toContain('class="ball-path-line"');
      expect(svg).toContain('class="ball-path-start"');
      expect(svg).toContain(`card 1 / `);
      expect(svg).toContain(`: ${first}</text>`);
      await shot(page, 'golf-path-step-1280x800');
      // In play mode: a card played by keys shows its path at once.
      await page.locator('#play-yourself').click();
      await page.locator('#moves').fill('');
      await poll(() => text(page, '#step-label')).toBe('The start (no moves)');
      await page.locator('#board').focus();
      for (const key of golfFirstKeys()) await page.keyboard.press(key);
      await poll(() => text(page, '#step-label')).toBe('Step 1 of 1');
      await poll(() => svgOf(page)).toContain('class="ball-path-line"');
      await page.setViewportSize({ width: 390, height: 844 });
      await shot(page, 'golf-path-play-390x844', { fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await shot(page, 'golf-path-play-1280x800');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('item 3: a long level goes in the link deflated and reopens exactly', async () => {
      const level = bigKeyMaze(61);
      const { page, errors } = await open('#game=key-maze');
      await solvedSample(page);
      await fillLevel(page, level);
      await poll(() => page.url(), { timeout: 20_000 }).toContain('z=');
      const again = await open(new URL(page.url()).hash);
      await poll(() => levelText(again.page)).toBe(level);
      expect([...errors, ...again.errors]).toEqual([]);
      await again.page.close();
      await page.close();
    });

    it('item 4: each game and sample chosen is a history entry; a typed level survives a game switch', async () => {
      const { page, errors } = await open('#game=sokobond');
      await solvedSample(page);
      const typed = `${await levelText(page)}\n`;
      await fillLevel(page, typed);
      await poll(() => page.url()).toContain('game=sokobond');
      // Each choice's entry is written after the page has settled on it: Back waits for it.
      const entries = (): Promise<number> => page.evaluate(() => history.length);
      const before = await entries();
      await page.locator('#game').selectOption('ball-sort');
      await solvedSample(page);
      await poll(entries).toBe(before + 1);
      await page.locator('#sample').selectOption('1');
      await solvedSample(page);
      await poll(entries).toBe(before + 2);
      await page.goBack();
      await poll(() => page.locator('#sample').inputValue()).toBe('0');
      await page.goBack();
      await poll(() => page.locator('#game').inputValue()).toBe('sokobond');
      await poll(() => levelText(page)).toBe(typed);
      await page.goForward();
      await poll(() => page.locator('#game').inputValue()).toBe('ball-sort');
      // Picking the game again brings back what was typed for it.
      await page.locator('#game').selectOption('sokobond');
      await poll(() => levelText(page)).toBe(typed);
      expect(errors).toEqual([]);
      await page.close();
    });

    it('item 4: a level typed just before a game switch stays with its game while the next game loads', async () => {
      const { page, errors } = await open('#game=sokobond');
      await solvedSample(page);
      // The page's own import of the next game comes slowly (a busy machine, a slow network); the
      // workers' come at once. The edit's quiet time ends while the game loads: its parse and its
      // write to the URL belong to the game left, whose entry Back finds as it was typed.
      await page.route(/\/game-ball-sort\.[\w-]+\.js$/, async (route) => {
        const fromWorker = /worker/.test(route.request().headers()['referer'] ?? '');
        if (!fromWorker) await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const typed = `${await levelText(page)}\n`;
      await fillLevel(page, typed);
      await page.locator('#game').selectOption('ball-sort');
      await poll(() => page.url()).toContain('game=ball-sort');
      await poll(() => text(page, '#solve-status'), { timeout: 30_000 }).toMatch(/^Solvable/);
      await page.goBack();
      await poll(() => page.locator('#game').inputValue()).toBe('sokobond');
      await poll(() => levelText(page)).toBe(typed);
      expect(new URL(page.url()).hash).toContain('game=sokobond');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('item 4: a long level opened, then another game at once: each keeps its own history entry, in order', async () => {
      // The file is read, and its link deflated in the board worker, while the game switch is made:
      // the file still belongs to the game it was picked in, and its entry comes before the new
      // game's. The page reads the file slowly here, as a loaded machine may: the switch always
      // comes while the file is being read.
      const maze = bigKeyMaze(501);
      const file = join(site, 'history-maze.txt');
      writeFileSync(file, maze);
      const { page, errors } = await open('#game=key-maze');
      await solvedSample(page);
      const sample = await levelText(page);
      await page.evaluate(() => {
        const read = Blob.prototype.text;
        const slow = window as unknown as { slowReads: number };
        slow.slowReads = 0;
        Blob.prototype.text = function (this: Blob) {
          slow.slowReads++;
          return new Promise((resolve) => setTimeout(resolve, 300)).then(() => read.call(this));
        };
      });
      await page.locator('#level-file').setInputFiles(file);
      await page.locator('#game').selectOption('sokobond');
      expect(await page.evaluate(() => (window as unknown as { slowReads: number }).slowReads)).toBe(1);
      await solvedSample(page);
      const gameInUrl = (): Promise<string | null> => page.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('game'));
      await poll(gameInUrl, { timeout: 20_000 }).toBe('sokobond');
      await page.goBack();
      await poll(() => page.locator('#game').inputValue()).toBe('key-maze');
      await poll(() => levelLength(page), { timeout: 20_000 }).toBe(maze.length);
      expect(await gameInUrl()).toBe('key-maze');
      await page.goBack();
      await poll(() => levelText(page)).toBe(sample);
      await page.goForward();
      await page.goForward();
      await poll(() => page.locator('#game').inputValue()).toBe('sokobond');
      await poll(gameInUrl).toBe('sokobond');
      expect(errors).toEqual([]);
      await page.close();
    });

    it('item 5: an empty time box means the default limit, and a memory limit always applies', async () => {
      const { page, errors } = await open('#game=ball-sort');
      await solvedSample(page);
      await page.locator('#time-limit').fill('');
      await poll(() => text(page, '#limits')).toBe('Limits: 10 s (the default), 512 MB of search memory.');
      const posted = await page.evaluate(async () => {
        // The request the page sends: read back from a worker the page makes the same way.
        const seen: unknown[] = [];
        const original = Worker.prototype.postMessage;
        Worker.prototype.postMessage = function (this: Worker, m: unknown, ...rest: never[]) {
          seen.push(m);
          return original.call(this, m, ...rest);
        };
        document.querySelector<HTMLButtonElement>('#solve')?.click();
        await new Promise((r) => setTimeout(r, 200));
        Worker.prototype.postMessage = original;
        return seen;
      });
      expect(posted).toContainEqual(expect.objectContaining({ type: 'solve', timeoutMs: 10_000, maxMemoryBytes: 512 * 1024 * 1024 }));
      expect(errors).toEqual([]);
      await page.close();
    });

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

    it('item 7: an unknown game or algorithm in the link is said, not silently replaced', async () => {
      const game = await open('#game=chess');
      await poll(() => text(game.page, '#notice')).toMatch(/names the game "chess", which this playground does not have: showing \S+/);
      const algorithm = await open('#game=sokobond&algorithm=magic');
      await poll(() => text(algorithm.page, '#notice')).toMatch(/asks for the algorithm "magic", which sokobond does not have: using fast/);
      expect([...game.errors, ...algorithm.errors]).toEqual([]);
      await game.page.close();
      await algorithm.page.close();
    });

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
      const bad = await fetch(`${server.url}%E0%A4%A`);
      expect(bad.status).toBe(400);
      // The page's script (with its level editor) is compiled as it loads, not on the first keystroke; the workers' are not.
      const scriptOf = (code: string, name: string): string | undefined => new RegExp(`(${name}-[\\w-]+\\.js)`).exec(code)?.[1];
      const entry = scriptOf(readFileSync(join(site, 'index.html'), 'utf8'), 'index');
      expect(entry).toBeDefined();
      const entryCode = readFileSync(join(site, 'assets', entry ?? ''), 'utf8');
      expect(entryCode.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);
      const worker = scriptOf(entryCode, 'board-worker');
      expect(worker).toBeDefined();
      expect(readFileSync(join(site, 'assets', worker ?? ''), 'utf8')).not.toContain(EAGER_COMPILE_HINT);
      expect((await fetch(server.url)).status).toBe(200);
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
  });

  describe('a page alone (latency)', () => {
    /** Input to the next frame, per keystroke typed on line 3 of the level, measured in the page. */
    async function keystrokeLatencies(page: Page, count = 20): Promise<number[]> {
      await page.locator('#level .cm-content').focus();
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.evaluate(() => {
        const w = window as unknown as { latencies: number[]; measuring?: boolean };
        w.latencies = [];
        if (w.measuring === true) return;
        w.measuring = true;
        document.querySelector('#level')?.addEventListener('keydown', (e) => {
          // The characters typed, not the keys that move the cursor there.
          if ((e as KeyboardEvent).key !== '.') return;
          const t0 = e.timeStamp;
          requestAnimationFrame(() => setTimeout(() => w.latencies.push(performance.now() - t0), 0));
        });
      });
      await page.keyboard.type('.'.repeat(count), { delay: 120 });
      const measured = (): Promise<number[]> => page.evaluate(() => (window as unknown as { latencies: number[] }).latencies);
      await poll(async () => (await measured()).length).toBe(count);
      return measured();
    }

    /** Median, p90 and max of some latencies, and the latencies in order, in words. */
    const summary = (latencies: readonly number[]): string => {
      const sorted = [...latencies].sort((a, b) => a - b);
      const median = sorted[sorted.length >> 1] ?? Infinity;
      const p90 = sorted[Math.floor(sorted.length * 0.9)] ?? Infinity;
      const max = sorted[sorted.length - 1] ?? Infinity;
      return `median ${median.toFixed(1)} ms, p90 ${p90.toFixed(1)} ms, max ${max.toFixed(1)} ms (in order: ${latencies.map((l) => l.toFixed(0)).join(' ')})`;
    };

    it('item 3: a 1 MB key maze opened from a file takes every keystroke at once (latency reported), the link says too large', async () => {
      const maze = bigKeyMaze(1001);
      expect(maze.length).toBeGreaterThan(1_000_000);
      const file = join(site, 'big-maze.txt');
      writeFileSync(file, maze);
      const { page, errors } = await open('#game=key-maze');
      await solvedSample(page);
      await page.locator('#level-file').setInputFiles(file);
      await poll(() => levelLength(page), { timeout: 20_000 }).toBe(maze.length);
      // Typing at once, while the level is parsed, checked and linked; then once the page is done with it.
      const first = summary(await keystrokeLatencies(page, 10));
      await poll(() => text(page, '#share'), { timeout: 20_000 }).toMatch(/too large to share in a link/);
      expect(page.url().length).toBeLessThan(2000);
      const load = loadavg()[0]?.toFixed(1);
      const settled = summary(await keystrokeLatencies(page, 10));
      // Every keystroke landed in the level (none lost while the worker had it).
      await poll(() => levelLength(page)).toBe(maze.length + 20);
      // The dots taken out again (the level parses again, its line as long as the others): a long
      // level is replayed and solved once typing pauses; the board says so, then follows.
      await page.keyboard.press('Home');
      for (let i = 0; i < 20; i++) await page.keyboard.press('Delete');
      await poll(() => levelLength(page)).toBe(maze.length);
      await poll(() => text(page, '#board'), { timeout: 20_000 }).toContain('follows when typing pauses');
      await poll(() => text(page, '#step-label'), { timeout: 20_000 }).toBe('The start (no moves)');
      expect(await text(page, '#board')).toContain('too large to draw');
      // Reported, not asserted: speed is measured by bench/keystroke-latency.mjs (interleaved
      // rounds against the small sample, load printed); a test's timing on a shared machine is noise.
      console.log(`keystroke latency (load ${load}): 1 MB key maze right after opening ${first}; settled ${settled}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  });
});
