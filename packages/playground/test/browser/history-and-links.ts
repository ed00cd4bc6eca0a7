/**
 * The page in the link and the history: a long level deflated into the link, Back and Forward
 * through games, samples and files with what was typed kept, and an unknown game or algorithm in the
 * link said (issue 45, items 3, 4 and 7).
 *
 * @module
 */
import { expect, it } from 'vitest';
import type { PlaygroundSession } from './session.js';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bigKeyMaze } from '../fixtures.js';

/** The link's and the history's tests. */
export function historyAndLinkTests(s: PlaygroundSession): void {
  const { open, poll, text, solvedSample, levelText, levelLength, fillLevel } = s;
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
    const file = join(s.site, 'history-maze.txt');
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

  it('item 7: an unknown game or algorithm in the link is said, not silently replaced', async () => {
    const game = await open('#game=chess');
    await poll(() => text(game.page, '#notice')).toMatch(/names the game "chess", which this playground does not have: showing \S+/);
    const algorithm = await open('#game=sokobond&algorithm=magic');
    await poll(() => text(algorithm.page, '#notice')).toMatch(/asks for the algorithm "magic", which sokobond does not have: using fast/);
    expect([...game.errors, ...algorithm.errors]).toEqual([]);
    await game.page.close();
    await algorithm.page.close();
  });
}
