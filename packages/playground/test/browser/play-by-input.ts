/**
 * Playing and stepping by the player's own input: taps on the board, arrow keys, the robots of a
 * key maze, what the step view draws (the ball that moved, routes, Golf Peaks' path, the engine's
 * facing), and Sokobond's blocked moves (issue 45, items 1 and 2).
 *
 * @module
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlaygroundSession } from './session.js';
import { bigKeyMaze, golfFirstKeys, golfFirstMove, keyMazeWalk } from '../fixtures.js';

/** Taps, keys and what the board shows for them. */
export function playByInputTests(s: PlaygroundSession): void {
  const { open, poll, text, solvedSample, levelText, boardShows, svgOf, shot, tap } = s;
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
    await poll(() => text(page, '#moves-check')).toMatch(/The level is solved after move \d+: the \d+ moves? after it (is|are) not played/);
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
}
