import { LimitBudget } from '@puzzle-solvers/game-kit';
import { describe, expect, it } from 'vitest';
import { parse, printLevel } from '../src/parse.js';
import { formatSolution, parseSolution } from '../src/notation.js';
import { replaySolution } from '../src/verify.js';
import { isDead } from '../src/heuristics.js';
import { initialPosition, move, type Direction } from '../src/rules.js';
import { splitSearch } from '../src/search/split-search.js';
import { corpusFiles, HAVE_CORPUS, knownSolutions, readLevel } from './corpus.js';

/**
 * Known solutions that these rules do not replay to solved (1 of 189): Bateleur's only one, which
 * a port of the earlier Rust solver's final simulation does not replay either; the README ("Known
 * solutions") gives where it leaves these rules, what was searched, and why it was probably never
 * played in the game. The test fails if this list is wrong in either direction, so a fix or a
 * regression shows.
 */
const KNOWN_DIVERGENT = ['11 - Dark Blue/09 - Bateleur.txt: AAAAWWWDDDAADWWDSDDSAAAWWDDASAS'];

/**
 * Solutions this project found for levels without a known solution, by searches the solver does
 * not run by default (see the README, "Levels not solved"): they keep the rules honest on those
 * levels, and the dead-position tests must let them through too.
 */
const FOUND_HERE: Readonly<Record<string, string>> = {
  '12 - Bonus/18 - Open Space.txt': 'SSADWSAAWSASSSDDDWWWDAWSDDWSDSSSAAWAWWAADDSSDSDDWWWAAASSASAAWWWDWWDDSS',
  '12 - Bonus/19 - Butterfly.txt':
    'DSSSDDWWADSSAAWWAASSAAWWDASSDDWWDWWDWWDDSSSSAAAWWDDAWWDDSSAAAASSAASSDDWDDWWWDDWWAASAAWAASSSSDDDDWAAWADDWDWDDSSAAWASSDSAAWWWWAASS',
};

describe.skipIf(!HAVE_CORPUS)('the real level corpus', () => {
  it('replays the solutions found here for levels without a known one', () => {
    for (const [file, text] of Object.entries(FOUND_HERE)) {
      const level = parse(readLevel(file), { file });
      const r = replaySolution(level, parseSolution(text));
      expect(r, file).toMatchObject({ solved: true, played: text.length, blocked: [] });
      expect(
        r.positions.some((pos) => isDead(level, pos)),
        file,
      ).toBe(false);
    }
  });

  it('parses every level file and prints it back to an equal level', () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThanOrEqual(100);
    for (const file of files) {
      const level = parse(readLevel(file), { file });
      expect(parse(printLevel(level)), file).toEqual(level);
    }
  });

  it('replays every known solution to a solved level', () => {
    const solutions = knownSolutions();
    const failures: string[] = [];
    let total = 0;
    let withBlocked = 0;
    for (const [file, list] of Object.entries(solutions)) {
      const level = parse(readLevel(file), { file });
      for (const text of list) {
        total++;
        const r = replaySolution(level, parseSolution(text));
        if (!r.solved) failures.push(`${file}: ${text}`);
        else if (r.played !== text.length) failures.push(`${file}: ${text} (solved early, after ${r.played} moves)`);
        if (r.blocked.length > 0) withBlocked++;
      }
    }
    console.log(
      `game-sokobond corpus: ${total - failures.length}/${total} known solutions replay to solved (${withBlocked} contain a move into a wall, which the game ignores)` +
        (failures.length > 0 ? `\n!!! not replayed: ${failures.join('; ')}` : ''),
    );
    expect(failures).toEqual(KNOWN_DIVERGENT);
  });

  it('calls no position dead along a known solution that replays', () => {
    const KEYS: Readonly<Record<string, Direction>> = { W: 'up', A: 'left', S: 'down', D: 'right' };
    const divergent = new Set(KNOWN_DIVERGENT);
    const dead: string[] = [];
    let positions = 0;
    for (const [file, list] of Object.entries(knownSolutions())) {
      const level = parse(readLevel(file), { file });
      for (const text of list) {
        if (divergent.has(`${file}: ${text}`)) continue;
        let pos = initialPosition(level);
        for (let i = 0; i <= text.length; i++) {
          positions++;
          if (isDead(level, pos)) {
            dead.push(`${file}: ${text} after ${i} moves`);
            break;
          }
          if (i === text.length) break;
          const r = move(level, pos, KEYS[text[i]!.toUpperCase()]!);
          if (r.ok) pos = r.position;
        }
      }
    }
    expect(positions).toBeGreaterThan(4000);
    expect(dead).toEqual([]);
  });

  it('solves Butterfly with the split search, within a push budget', () => {
    const file = '12 - Bonus/19 - Butterfly.txt';
    const level = parse(readLevel(file), { file });
    // Counted in pushes, so the outcome does not depend on the machine's speed.
    const r = splitSearch(level, new LimitBudget({ maxExpansions: 60_000 }));
    expect(r?.status).toBe('solved');
    if (r?.status !== 'solved') return;
    expect(replaySolution(level, parseSolution(formatSolution(r.moves)))).toMatchObject({
      solved: true,
      played: r.moves.length,
      blocked: [],
    });
  });
});
