import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idaStar, idaStarInPlace } from '@puzzle-solvers/search-core';
import { fifteenInPlace, fifteenInPlaceClosures, fifteenProblem, parseKorf, permutationRank } from '../fixtures/fifteen-puzzle.js';
import { readShared } from '../fixtures/shared-data.js';

const text = readShared('bench/korf100.tsv');
// Instance 89's published count is known to disagree with every reimplementation.
const instances = text ? parseKorf(text).filter((i) => i.generated < 5_000_000 && i.id !== 89) : [];

describe.skipIf(!text)("IDA* on Korf's 15-puzzle instances (Manhattan distance)", () => {
  it('covers every instance under 5 million generated nodes', () => {
    expect(instances.length).toBe(17);
  });

  it.each(instances)('solves instance $id in $optimal moves generating exactly $generated nodes (in place)', (inst) => {
    const problem = fifteenInPlace(inst.tiles);
    const r = idaStarInPlace(problem);
    expect(r.status).toBe('solved');
    expect(r.moves!.length).toBe(inst.optimal);
    expect(r.cost).toBe(inst.optimal);
    expect(r.stats.generated).toBe(inst.generated);
    expect(r.states!.at(-1)!.h).toBe(0);
    expect(problem.state.tiles).toEqual(Int8Array.from(inst.tiles)); // restored
  });

  it.each(
    instances
      .slice()
      .sort((a, b) => a.generated - b.generated)
      .slice(0, 3),
  )("searches instance $id alike with the problem written as per-problem closures (the benchmark's second shape)", (inst) => {
    const asClass = idaStarInPlace(fifteenInPlace(inst.tiles));
    const asClosures = idaStarInPlace(fifteenInPlaceClosures(inst.tiles));
    expect(asClosures.moves).toEqual(asClass.moves);
    expect({ ...asClosures.stats, elapsedMs: 0 }).toEqual({ ...asClass.stats, elapsedMs: 0 });
    expect(asClosures.stats.generated).toBe(inst.generated);
  });

  it.each(
    instances
      .slice()
      .sort((a, b) => a.generated - b.generated)
      .slice(0, 3),
  )("solves instance $id optimally through the copying object API, generating at most the last path's siblings more", (inst) => {
    const r = idaStar(fifteenProblem(inst.tiles), { cycleCheck: 'none' });
    expect(r.moves!.length).toBe(inst.optimal);
    // The object API generates all children of a node before descending, so in the last
    // iteration the later siblings of each node on the solution path are counted too (at most
    // 2 per level); every earlier iteration matches Korf's count exactly.
    expect(r.stats.generated).toBeGreaterThanOrEqual(inst.generated);
    expect(r.stats.generated).toBeLessThanOrEqual(inst.generated + 2 * inst.optimal);
  });
});

describe('the 15-puzzle fixture', () => {
  it('keys two boards alike only when they are the same board', () => {
    const board = fc.shuffledSubarray([...Array(16).keys()], { minLength: 16, maxLength: 16 });
    fc.assert(
      fc.property(board, board, (a, b) => {
        const same = a.every((t, i) => t === b[i]);
        expect(permutationRank(a) === permutationRank(b)).toBe(same);
        expect(permutationRank(a)).toBeLessThan(20_922_789_888_000); // 16!
      }),
    );
    // Boards that differ only in their last three cells (the old key's blind spot).
    expect(permutationRank([...Array(13).keys(), 13, 14, 15])).not.toBe(permutationRank([...Array(13).keys(), 15, 14, 13]));
  });
});
