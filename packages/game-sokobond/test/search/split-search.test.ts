import { LimitBudget } from '@puzzle-solvers/game-kit';
import { bfs, type AStarOptions } from '@puzzle-solvers/search-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastHeuristicWithoutLookAhead } from '../../src/heuristics.js';
import { formatSolution } from '../../src/notation.js';
import type { Level } from '../../src/level.js';
import { parse } from '../../src/parse.js';
import { decode, initialPosition, move, type Position } from '../../src/rules.js';
import { problemOf, solve } from '../../src/solve.js';
import { groupLevel, moleculeSplits, splitEstimate, splitSearch, splitsApply, type MoleculeSplit } from '../../src/search/split-search.js';
import { verify } from '../../src/verify.js';
import { directionsArb, manyMoleculesLevelArb } from '../arbitraries.js';
import { level } from '../helpers.js';

/** Four lone hydrogens in a room with a helium player: they must end as two H₂. */
const FOUR_HYDROGENS = level('xxxxxxx', 'x-h---x', 'x---h-x', 'x-E---x', 'xh---hx', 'x-----x', 'xxxxxxx');

const groupsOf = (split: MoleculeSplit): string[] => split.groups.map((g) => g.atoms.join(',')).sort();

/** Whether two atoms of different groups of `split` are bonded in `pos`. */
function bondedAcross(lvl: Level, split: MoleculeSplit, pos: Position): boolean {
  const m = decode(lvl, pos);
  const groupOf = new Map<number, number>();
  split.groups.forEach((g, k) => g.atoms.forEach((i) => groupOf.set(i, k)));
  for (let i = 0; i < m.n; i++) {
    for (let j = 0; j < m.n; j++) {
      if (m.bond[i * m.n + j]! > 0 && groupOf.get(i) !== groupOf.get(j)) return true;
    }
  }
  return false;
}

describe('split search', () => {
  it('applies to helium players on levels without splitters', () => {
    expect(splitsApply(FOUR_HYDROGENS)).toBe(true);
    expect(splitsApply(level('xxxxxx', 'xH-h-x', 'xxxxxx'))).toBe(false);
    expect(splitsApply(parse(['v2', 'x x x x x', '   /', 'x E h h x', '', 'x x x x x'].join('\n')))).toBe(false);
  });

  it('lists the pairings of four hydrogens that can be finished, and nothing for one molecule', () => {
    const { splits } = moleculeSplits(FOUR_HYDROGENS);
    // Atoms: h0 (2,1), h1 (4,2), the player 2, h3 (1,4), h4 (5,4). h3 and h4 can only slide
    // along the side walls (x = 1 and x = 5), so they never meet: no split pairs them.
    expect(splits.map(groupsOf).sort()).toEqual([
      ['0,3', '1,4'],
      ['0,4', '1,3'],
    ]);
    for (let k = 1; k < splits.length; k++) expect(splits[k]!.moves).toBeGreaterThanOrEqual(splits[k - 1]!.moves);
    // O and two H: a lone atom or an O–H pair can never be finished, so no split.
    expect(moleculeSplits(level('xxxxxxx', 'x-h---x', 'x---o-x', 'x-E---x', 'xh----x', 'xxxxxxx')).splits).toEqual([]);
  });

  it('estimates a split as the sum of its groups, and gives up once two groups bond', () => {
    const splits = moleculeSplits(FOUR_HYDROGENS).splits;
    const pairs = splits[0]!;
    const estimate = splitEstimate(FOUR_HYDROGENS, pairs);
    const start = initialPosition(FOUR_HYDROGENS);
    const sum = pairs.groups.reduce(
      (s, g) => s + fastHeuristicWithoutLookAhead(groupLevel(FOUR_HYDROGENS, g.atoms).level)(g.keep.map((i) => start[i]).join('')),
      0,
    );
    expect(estimate(start)).toBe(sum);
  });

  it('estimates Infinity exactly when two groups have bonded, along random walks (property)', () => {
    let across = 0;
    fc.assert(
      fc.property(manyMoleculesLevelArb(), directionsArb(40), (text, dirs) => {
        const lvl = parse(text);
        const { splits } = moleculeSplits(lvl);
        for (const split of splits) {
          const estimate = splitEstimate(lvl, split);
          const alone = split.groups.map((g) => fastHeuristicWithoutLookAhead(groupLevel(lvl, g.atoms).level));
          let pos = initialPosition(lvl);
          for (const d of dirs) {
            const r = move(lvl, pos, d);
            if (!r.ok) continue;
            pos = r.position;
            const bonded = bondedAcross(lvl, split, pos);
            if (bonded) {
              across++;
              expect(estimate(pos)).toBe(Infinity);
            } else {
              const sum = split.groups.reduce((s, g, k) => s + alone[k]!(g.keep.map((i) => pos[i]).join('')), 0);
              expect(estimate(pos)).toBe(sum);
            }
          }
        }
      }),
      { numRuns: 120 },
    );
    expect(across).toBeGreaterThan(10);
  });

  it('lists splits that partition the atoms still needing bonds, best first (property)', () => {
    let listed = 0;
    fc.assert(
      fc.property(manyMoleculesLevelArb(), (text) => {
        const lvl = parse(text);
        const start = decode(lvl, initialPosition(lvl));
        const open: number[] = [];
        for (let i = 0; i < start.n; i++) if (i !== start.player && start.free[i]! > 0) open.push(i);
        const { splits } = moleculeSplits(lvl);
        for (const split of splits) {
          listed++;
          expect(split.groups.length).toBeGreaterThanOrEqual(2);
          const atoms = split.groups.flatMap((g) => g.atoms).sort((a, b) => a - b);
          // Every open atom once (atoms bonded at the start count with their molecule).
          for (const i of open) expect(atoms).toContain(i);
          expect(new Set(atoms).size).toBe(atoms.length);
          expect(bondedAcross(lvl, split, initialPosition(lvl))).toBe(false);
          expect(split.moves).toBe(split.groups.reduce((s, g) => s + g.moves, 0));
        }
        for (let k = 1; k < splits.length; k++) expect(splits[k]!.moves).toBeGreaterThanOrEqual(splits[k - 1]!.moves);
      }),
      { numRuns: 150 },
    );
    expect(listed).toBeGreaterThan(20);
  });

  it('returns only solutions that replay, and none where breadth-first search finds none (property)', () => {
    const seen = { solved: 0, exhausted: 0 };
    fc.assert(
      fc.property(manyMoleculesLevelArb(), (text) => {
        const lvl = parse(text);
        const r = splitSearch(lvl, new LimitBudget({ maxExpansions: 20_000 }));
        if (r === undefined) return;
        const oracle = bfs(problemOf(lvl), { maxStates: 20_000 });
        if (r.status === 'solved') {
          seen.solved++;
          expect(r.moves).toHaveLength(r.cost);
          expect(verify(lvl, formatSolution(r.moves), { blocked: 'refuse' }).valid).toBe(true);
        }
        if (oracle.status === 'exhausted') {
          seen.exhausted++;
          expect(r.status).not.toBe('solved');
        }
      }),
      { numRuns: 150 },
    );
    expect(seen.solved).toBeGreaterThan(10);
  });

  it('keeps the solver within its expansion limit across all stages (property)', () => {
    fc.assert(
      fc.property(
        manyMoleculesLevelArb(),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom('fast' as const, 'greedy' as const),
        (text, maxExpansions, algorithm) => {
          const lvl = parse(text);
          const r = solve(lvl, { algorithm, maxExpansions });
          expect(r.result.stats.expanded).toBeLessThanOrEqual(maxExpansions);
          if (r.solution !== undefined) expect(verify(lvl, r.solution, { blocked: 'refuse' }).valid).toBe(true);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('stops at once when aborted', () => {
    const controller = new AbortController();
    controller.abort();
    expect(splitSearch(FOUR_HYDROGENS, new LimitBudget<AStarOptions<string>>({ signal: controller.signal }))?.status).toBe('aborted');
  });
});
