import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from '../../src/parse.js';
import { DIRECTIONS, cellAt, initialPosition, move } from '../../src/rules.js';
import { QUIET, WALLED, Walks } from '../../src/search/molecule-walks.js';
import { directionsArb, levelTextArb, recipeLevelArb, splitterLevelArb } from '../arbitraries.js';

const STEP = { up: -1, left: -1, down: 1, right: 1 } as const;

/** Small rooms with splitters, strengtheners and rotators beside the atoms (any player). */
const modifierLevelArb = fc
  .tuple(splitterLevelArb(true), fc.array(fc.constantFrom('/', '+', '@'), { minLength: 3, maxLength: 3 }))
  .map(([text, kinds]) => {
    let k = 0;
    return text.replace(/[/@]/g, () => kinds[k++ % kinds.length]!);
  });

describe('molecule walks', () => {
  it('calls a move quiet only when it moves the player molecule and changes nothing else, and walled only when refused', () => {
    const seen = { quiet: 0, walled: 0, loud: 0 };
    fc.assert(
      fc.property(
        fc.oneof(levelTextArb(6), recipeLevelArb(6), modifierLevelArb).map((text) => parse(text)),
        directionsArb(12),
        (level, dirs) => {
          let pos = initialPosition(level);
          for (const d of dirs) {
            const r = move(level, pos, d);
            if (r.ok) pos = r.position;
          }
          const player = level.atoms.findIndex((a) => a.player);
          const walks = new Walks(level, level.atoms.length);
          walks.explore(pos, player);
          const at = cellAt(pos, player);
          for (const dir of DIRECTIONS) {
            const r = move(level, pos, dir);
            const kind = walks.classify(at, dir);
            if (kind === WALLED) {
              seen.walled++;
              expect(r.ok).toBe(false);
              continue;
            }
            if (kind !== QUIET) {
              seen.loud++;
              continue;
            }
            seen.quiet++;
            const to = at + (dir === 'up' || dir === 'down' ? STEP[dir] * level.width : STEP[dir]);
            expect(r).toEqual({ ok: true, position: walks.placed(pos, player, to) });
          }
        },
      ),
      { numRuns: 600 },
    );
    expect(seen.quiet).toBeGreaterThan(300);
    expect(seen.walled).toBeGreaterThan(300);
    expect(seen.loud).toBeGreaterThan(300);
  });

  it('reaches every placement by the quiet moves it reports', () => {
    fc.assert(
      fc.property(
        fc.oneof(recipeLevelArb(6), modifierLevelArb).map((text) => parse(text)),
        (level) => {
          const pos = initialPosition(level);
          const player = level.atoms.findIndex((a) => a.player);
          const walks = new Walks(level, level.atoms.length);
          walks.explore(pos, player);
          for (let k = 0; k < walks.count; k++) {
            const target = walks.order[k]!;
            let at = pos;
            for (const d of walks.pathTo(target)) {
              const r = move(level, at, d);
              expect(r.ok).toBe(true);
              if (r.ok) at = r.position;
            }
            expect(at).toBe(walks.placed(pos, player, target));
            expect(walks.pathTo(target)).toHaveLength(walks.dist[target]!);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
