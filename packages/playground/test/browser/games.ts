/**
 * Each game's own flows in the page: its sample solved and stepped, wrong moves named, a level error
 * placed; play by keys and the pad, undo and redo, hints to the end, and the way back out of a dead end.
 *
 * @module
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GAMES, type PlaygroundSession } from './session.js';
import { deadEndOf, golfFirstKeys } from '../fixtures.js';

const GAME_CHUNK = /\/(game-[a-z0-9-]+)\.[\w-]+\.js$/;

/** A move per game that is legal from its default sample's start (played by a key). */
const FIRST_KEY: Readonly<Record<string, string[]>> = {
  sokobond: ['ArrowRight'],
  'cosmic-express': ['ArrowRight'],
  'ball-sort': ['1', '4'],
  'golf-peaks': golfFirstKeys(),
  'key-maze': ['a'],
};

/** Two tests per game of the site, and the check that the site has them all. */
export function gameTests(s: PlaygroundSession): void {
  const { open, poll, text, solvedSample, levelText, fillLevel, boardShows, shot, screenshots } = s;
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
      await page.goto(`${s.url}#game=${game}&moves=a`);
      await poll(() => text(page, '#move-list')).toBe('a');
      await page.locator('#hint').click();
      await poll(() => text(page, '#hint-text'), { timeout: 30_000 }).toMatch(
        /^Hint: play \S+ next \(a shortest solution from here has \d+ moves?\)/,
      );
      return;
    }
    await page.goto(`${s.url}#${new URLSearchParams({ game, level: dead.level, moves: dead.moves }).toString()}`);
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
  it('finds the games from the CLI list', () => {
    expect(GAMES.length).toBeGreaterThanOrEqual(5);
  });

  describe.each(GAMES)('%s', (game) => {
    it('solves the sample, steps it by keyboard, names wrong moves, reopens the link, and places a level error', async () => {
      const { page, errors, scripts } = await open(`#game=${game}`);
      await solvedSample(page);
      // The status says solvable as the answer comes; the board takes the moves just after.
      const slider = async (): Promise<number> => Number(await page.locator('#slider').getAttribute('max'));
      await poll(slider).toBeGreaterThan(0);
      const last = await slider();
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
      // The moves first: the step label said "Step 1 of 1" before the undo too.
      await poll(() => page.locator('#moves').inputValue()).toBe(one);
      await poll(() => text(page, '#step-label')).toBe('Step 1 of 1');
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
}
