import { GRID_TURNS, turnCell, turnDirection, turnSize, type GridTurn } from '@puzzle-solvers/game-kit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decode,
  DIRECTIONS,
  initialPosition,
  isDead,
  MODIFIER_CODE,
  move,
  parse,
  parseSolution,
  replaySolution,
  solve,
  verify,
  type Direction,
  type Level,
  type Position,
} from '../src/index.js';
import { corpusFiles, HAVE_CORPUS, knownSolutions, readLevel } from './corpus.js';
import {
  directionsArb,
  levelTextArb,
  manyMoleculesLevelArb,
  pushLevelArb,
  recipeLevelArb,
  rotatorLevelArb,
  splitterLevelArb,
} from './arbitraries.js';

// The rules know no favourite direction: a level turned or mirrored, its atoms kept in the same
// order (the order of the file decides which bond forms first), plays the same, move for move,
// turned. (Turning the level's text reorders its atoms: `bench/symmetry.mjs` measures that.)

const CLOCKWISE: readonly Direction[] = ['up', 'right', 'down', 'left'];
const turnDir = (turn: GridTurn, d: Direction): Direction => CLOCKWISE[turnDirection(turn, CLOCKWISE.indexOf(d) as 0 | 1 | 2 | 3)]!;

function turnLevel(turn: GridTurn, level: Level): Level {
  const { width: w, height: h } = level;
  const [W, H] = turnSize(turn, w, h);
  const at = (x: number, y: number) => turnCell(turn, w, h, y * w + x);
  const walls = new Uint8Array(W * H);
  for (let c = 0; c < w * h; c++) walls[turnCell(turn, w, h, c)] = level.walls[c]!;
  const modifiers = level.modifiers.map((m) => {
    // The corner shared by four cells goes to the corner shared by their images: the bottom-right
    // one of the image nearest the top-left.
    const cells = [at(m.x, m.y), at(m.x + 1, m.y), at(m.x, m.y + 1), at(m.x + 1, m.y + 1)];
    const x = Math.min(...cells.map((c) => c % W));
    const y = Math.min(...cells.map((c) => Math.floor(c / W)));
    return { ...m, x, y };
  });
  const cornerKind = new Uint8Array(W * H);
  for (const m of modifiers) cornerKind[m.y * W + m.x] = MODIFIER_CODE[m.kind];
  const atoms = level.atoms.map((a) => {
    const c = at(a.x, a.y);
    return { ...a, x: c % W, y: Math.floor(c / W) };
  });
  return { ...level, width: W, height: H, walls, modifiers, cornerKind, atoms, solutions: [] };
}

function summary(level: Level, pos: Position, turn: GridTurn) {
  const m = decode(level, pos);
  const cells = Array.from({ length: m.n }, (_, i) => turnCell(turn, level.width, level.height, m.y[i]! * level.width + m.x[i]!));
  return { cells, bonds: Array.from(m.bond) };
}

const levelArb = fc.oneof(
  levelTextArb(6),
  splitterLevelArb(true),
  splitterLevelArb(false),
  rotatorLevelArb(6),
  pushLevelArb(7),
  manyMoleculesLevelArb(8),
);

describe('a turned level', () => {
  it('plays every move the same way, turned', () => {
    fc.assert(
      fc.property(levelArb, fc.constantFrom(...GRID_TURNS.slice(1)), directionsArb(30), (text, turn, dirs) => {
        const level = parse(text);
        const turned = turnLevel(turn, level);
        let p = initialPosition(level);
        let q = initialPosition(turned);
        const id = GRID_TURNS[0]!;
        // Both walks, labelled move by move, compared at the end in one assertion (an expect per
        // move cost more than the move).
        const got: unknown[] = [['start', summary(turned, q, id)]];
        const want: unknown[] = [['start', summary(level, p, turn)]];
        for (const [k, d] of dirs.entries()) {
          for (const e of DIRECTIONS) {
            const a = move(level, p, e);
            const b = move(turned, q, turnDir(turn, e));
            const label = `move ${k}, try ${e} (${turn.name})`;
            got.push([label, b.ok, a.ok && b.ok ? summary(turned, b.position, id) : undefined]);
            want.push([label, a.ok, a.ok && b.ok ? summary(level, a.position, turn) : undefined]);
          }
          const a = move(level, p, d);
          if (!a.ok) continue;
          const b = move(turned, q, turnDir(turn, d));
          // Refused on the turned level: the tries above hold the mismatch.
          if (!b.ok) break;
          p = a.position;
          q = b.position;
        }
        expect(got).toEqual(want);
      }),
      { numRuns: 500 },
    );
  });

  it('is solved in as few moves, or proved impossible, by every mode, as the level as written', () => {
    const LIMIT = { maxStates: 20_000 };
    const seen = { solved: 0, exhausted: 0 };
    fc.assert(
      fc.property(fc.oneof(levelTextArb(5), recipeLevelArb(6), pushLevelArb(6)), fc.constantFrom(...GRID_TURNS.slice(1)), (text, turn) => {
        const level = parse(text);
        const truth = solve(level, { algorithm: 'bfs', ...LIMIT }).result;
        if (truth.status === 'limit') return;
        const turned = turnLevel(turn, level);
        for (const algorithm of ['bfs', 'optimal', 'fast', 'greedy'] as const) {
          const { result, solution } = solve(turned, { algorithm, ...LIMIT });
          expect(result.status, algorithm).toBe(truth.status);
          if (truth.status !== 'solved') continue;
          expect(verify(turned, solution!, { blocked: 'refuse' }).valid, algorithm).toBe(true);
          if (algorithm === 'bfs' || algorithm === 'optimal') expect(result.cost, algorithm).toBe(truth.cost);
        }
        seen[truth.status === 'solved' ? 'solved' : 'exhausted']++;
      }),
      { numRuns: 150 },
    );
    expect(seen.solved).toBeGreaterThan(20);
    expect(seen.exhausted).toBeGreaterThan(5);
  });
});

describe.skipIf(!HAVE_CORPUS)('the real level corpus, turned', () => {
  it('replays every known solution, turned, on every turn of its level, with no position along it called dead', () => {
    let replayed = 0;
    const failures: string[] = [];
    const files = new Set(corpusFiles());
    for (const [file, list] of Object.entries(knownSolutions())) {
      if (!files.has(file)) continue;
      const level = parse(readLevel(file), { file });
      for (const text of list) {
        // Bateleur's known solution does not replay as written either (see corpus.test.ts).
        if (!replaySolution(level, parseSolution(text)).solved) continue;
        for (const turn of GRID_TURNS.slice(1)) {
          const turned = turnLevel(turn, level);
          const r = replaySolution(
            turned,
            parseSolution(text).map((d) => turnDir(turn, d)),
          );
          if (!r.solved || r.positions.some((pos) => isDead(turned, pos))) failures.push(`${file} ${turn.name}: ${text}`);
          else replayed++;
        }
      }
    }
    expect(failures).toEqual([]);
    expect(replayed).toBe(188 * 7);
  });
});
