/**
 * The solve panel: a long solve stopped by an edit and by Cancel, each better anytime solution shown
 * as it arrives (issue 43), and the limits a solve request carries (issue 45, item 5).
 *
 * @module
 */
import { expect, it } from 'vitest';
import { LONG_LEVELS, type LongLevel, type PlaygroundSession } from './session.js';
import { anytimeBallSort } from '../fixtures.js';

/** The solve panel's tests. */
export function solvingTests(s: PlaygroundSession): void {
  const { open, poll, text, states, solvedSample, levelText, fillLevel, shot } = s;
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

  it('#43 §4: each better solution shows as it arrives with its gap, the board takes it, Cancel keeps it; a bound without a solution', async () => {
    const level = anytimeBallSort();
    const { page, errors } = await open('#game=ball-sort');
    await solvedSample(page);
    // The default algorithm (A*) carries its bound too: the status says its answer is proven optimal.
    expect(await text(page, '#solve-status')).toMatch(/^Solvable: \d+ moves \(proven optimal\), found in/);
    await page.goto(`${s.url}#${new URLSearchParams({ game: 'ball-sort', algorithm: 'anytime', level: level.text }).toString()}`);
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
    await poll(() => text(page, '#solve-status')).toBe(`Cancelled. The best found: ${first.moves} moves (optimal ≥ ${first.lowerBound}).`);
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
}
