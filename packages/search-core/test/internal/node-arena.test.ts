import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { astar, bfs, type SearchProblem } from '@puzzle-solvers/search-core';
import { NodeArena } from '../../src/internal/node-arena.js';
import { COPY_CHUNK, STEPS_FROM } from '../../src/internal/stepped-growth.js';

describe('NodeArena', () => {
  it('keeps ordinals exact as they widen from one byte to four', () => {
    const arena = new NodeArena(4);
    const ordinals = [0, 255, 256, 65_535, 65_536, 4_000_000_000, 7];
    ordinals.forEach((o, i) => arena.add(i - 1, o, i * 1.5));
    expect(Array.from(arena.ordinal.subarray(0, ordinals.length))).toEqual(ordinals);
    expect(Array.from(arena.g.subarray(0, ordinals.length))).toEqual(ordinals.map((_, i) => i * 1.5));
    expect(arena.ordinalsTo(ordinals.length - 1)).toEqual(ordinals.slice(1));
  });
});

/** Mostly one-byte ordinals; now and then one that widens them to two or four bytes. */
const ordinalArb = fc.oneof(
  { weight: 30, arbitrary: fc.integer({ min: 0, max: 255 }) },
  { weight: 1, arbitrary: fc.constantFrom(300, 65_535, 70_000, 4_000_000_000) },
);
const gArb = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 1000 }).map((n) => n / 4) },
  { weight: 1, arbitrary: fc.constantFrom(Infinity, -Infinity) },
);
/**
 * Nodes and parents are drawn as fractions of the size, so that they fall anywhere, copied or not;
 * a node may also be drawn as an offset from the copy's edge (a whole number), where off-by-ones hide.
 */
const where = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
/** One step: `at` picks the node of a relink or setG, `parentAt` the parent of an add or relink. */
type OpDraw = { kind: 'add' | 'relink' | 'setG' | 'handOff'; at: number; parentAt: number; ordinal: number; g: number };
const opArb: fc.Arbitrary<OpDraw> = fc.record({
  kind: fc.oneof(
    { weight: 30, arbitrary: fc.constant('add' as const) },
    { weight: 8, arbitrary: fc.constant('relink' as const) },
    { weight: 8, arbitrary: fc.constant('setG' as const) },
    { weight: 1, arbitrary: fc.constant('handOff' as const) },
  ),
  at: fc.oneof({ weight: 3, arbitrary: where }, { weight: 1, arbitrary: fc.integer({ min: -2, max: 1 }) }),
  parentAt: where,
  ordinal: ordinalArb,
  g: gArb,
});

/** What the property saw, over all runs: a property that never met a growth under way proves nothing. */
const seen = { growths: 0, addsWhileCopying: 0, writesToCopied: 0, widensWhileCopying: 0 };

/** Runs `ops` on an arena of `capacity` nodes copied `chunk` at a time and on plain arrays, checking every node after every op. */
function matchesModel(capacity: number, chunk: number, ops: readonly OpDraw[]): void {
  // A new arena, not the spare: that one has grown in earlier runs. Small chunks, so that a growth
  // of a few dozen nodes takes several steps.
  let arena = new NodeArena(capacity, chunk, 0);
  let parent: number[] = [];
  let ordinal: number[] = [];
  let g: number[] = [];
  let copyingSince = -1;
  for (const op of ops) {
    const size = parent.length;
    const copying = arena.copying;
    const node = Number.isInteger(op.at) ? Math.min(size - 1, Math.max(0, Math.max(0, copying) + op.at)) : Math.floor(op.at * size);
    const p = Math.floor(op.parentAt * (size + 1)) - 1;
    const lengthBefore = arena.parent.length;
    const widthBefore = arena.ordinal.BYTES_PER_ELEMENT;
    const widens = op.ordinal >= 2 ** (8 * widthBefore);
    if (op.kind === 'add') {
      expect(arena.add(p, op.ordinal, op.g)).toBe(size);
      parent.push(p);
      ordinal.push(op.ordinal);
      g.push(op.g);
      if (copying >= 0) {
        seen.addsWhileCopying++;
        if (widens) seen.widensWhileCopying++;
      }
    } else if (op.kind === 'handOff') {
      arena.release();
      arena = NodeArena.take(capacity);
      parent = [];
      ordinal = [];
      g = [];
      expect(arena.size).toBe(0);
      expect(arena.copying).toBe(-1);
      copyingSince = -1;
      continue;
    } else if (size > 0) {
      if (copying > node) seen.writesToCopied++;
      if (copying >= 0 && widens && op.kind === 'relink') seen.widensWhileCopying++;
      if (op.kind === 'relink') {
        arena.relink(node, p, op.ordinal, op.g);
        parent[node] = p;
        ordinal[node] = op.ordinal;
        g[node] = op.g;
      } else {
        arena.setG(node, op.g);
        g[node] = op.g;
      }
    }
    // A growth in steps: a copy seen under way before one add, then arrays of a larger capacity.
    if (arena.copying >= 0 && copyingSince < 0) copyingSince = arena.size;
    const grew = arena.parent.length > lengthBefore && arena.ordinal.BYTES_PER_ELEMENT === widthBefore;
    if (grew && copyingSince >= 0 && copyingSince < arena.size) seen.growths++;
    if (arena.copying < 0) copyingSince = -1;
    expect(arena.size).toBe(parent.length);
    // While a copy is under way both buffers are held, and counted.
    const own = arena.parent.buffer.byteLength;
    if (arena.copying >= 0) expect(arena.bytes).toBeGreaterThan(own);
    else expect(arena.bytes).toBe(own);
    for (let i = 0; i < parent.length; i++) {
      if (arena.parent[i] !== parent[i] || arena.ordinal[i] !== ordinal[i] || arena.g[i] !== g[i]) {
        expect({ node: i, parent: arena.parent[i], ordinal: arena.ordinal[i], g: arena.g[i] }).toEqual({
          node: i,
          parent: parent[i],
          ordinal: ordinal[i],
          g: g[i],
        });
      }
    }
  }
  if (parent.length > 0) {
    const last = parent.length - 1;
    const chain: number[] = [];
    // The model's own chain, guarded against cycles that random relinks make.
    for (let n = last; n !== -1 && chain.length <= parent.length; n = parent[n]!) chain.push(n);
    if (chain.length <= parent.length) {
      expect(arena.chainTo(last)).toEqual(chain.reverse());
      expect(arena.ordinalsTo(last)).toEqual(chain.slice(1).map((n) => ordinal[n]));
    }
  }
  arena.release();
}

describe('NodeArena growing in steps', () => {
  it('reads like plain arrays after every add, relink and setG, while copies are under way and across hand-offs', () => {
    seen.growths = seen.addsWhileCopying = seen.writesToCopied = seen.widensWhileCopying = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(8, 16, 32),
        fc.array(opArb, { minLength: 100, maxLength: 800, size: 'max' }),
        (capacity, chunk, ops) => matchesModel(capacity, chunk, ops),
      ),
    );
    console.log('NodeArena property, seen over all runs:', seen);
    expect(seen.growths).toBeGreaterThan(100);
    expect(seen.addsWhileCopying).toBeGreaterThan(300);
    expect(seen.writesToCopied).toBeGreaterThan(120);
    expect(seen.widensWhileCopying).toBeGreaterThan(0);
  });

  /**
   * Adds `count` nodes. Over the growths of arrays for `from` nodes or more: how many, the most nodes
   * one add copied, the fewest adds between two that copied, the most adds one growth spanned; and
   * over smaller arrays, the most nodes one add copied.
   */
  function growthSteps(
    arena: NodeArena,
    count: number,
    from = 0,
  ): { growths: number; most: number; closest: number; longest: number; mostBelow: number } {
    let mostBelow = 0;
    let growths = 0;
    let most = 0;
    let closest = Infinity;
    let longest = 0;
    let lastCopy = -1;
    let firstCopy = -1;
    for (let n = 0; n < count; n++) {
      const before = Math.max(0, arena.copying);
      const length = arena.parent.length;
      arena.add(n - 1, n & 0xff, n);
      const grew = arena.parent.length !== length;
      // When the copy completes the arrays swap and `copying` reads -1: the rest was copied in this add.
      const copied = grew ? n - before : Math.max(0, arena.copying) - before;
      if (copied === 0 && !grew) continue;
      if (length < from) {
        mostBelow = Math.max(mostBelow, copied);
        continue;
      }
      most = Math.max(most, copied);
      if (lastCopy >= 0) closest = Math.min(closest, n - lastCopy);
      if (firstCopy < 0) firstCopy = n;
      lastCopy = n;
      if (grew) {
        growths++;
        longest = Math.max(longest, n - firstCopy);
        lastCopy = firstCopy = -1;
      }
    }
    for (let i = 0; i < arena.size; i += 997) expect([arena.parent[i], arena.g[i]]).toEqual([i - 1, i]);
    return { growths, most, closest, longest, mostBelow };
  }

  it(`copies at most ${COPY_CHUNK} nodes in one add, at most once in ${COPY_CHUNK / 64} adds, from ${STEPS_FROM} nodes on`, () => {
    const steps = growthSteps(new NodeArena(16), 1_000_000, STEPS_FROM);
    expect(steps.most).toBe(COPY_CHUNK);
    expect(steps.closest).toBeGreaterThanOrEqual(COPY_CHUNK / 64);
    expect(steps.growths).toBeGreaterThanOrEqual(3);
    // Each growth took several steps.
    expect(steps.longest).toBeGreaterThan((2 * COPY_CHUNK) / 64);
    // Smaller arrays grow in one copy, of fewer nodes than that.
    expect(steps.mostBelow).toBeGreaterThan(STEPS_FROM / 2);
    expect(steps.mostBelow).toBeLessThan(STEPS_FROM);
  });

  it('copies at most a chunk in one add with small chunks too', () => {
    for (const chunk of [8, 16, 64]) {
      const steps = growthSteps(new NodeArena(1, chunk, 0), 20_000);
      expect(steps.most).toBe(chunk);
      expect(steps.closest).toBeGreaterThanOrEqual(Math.max(1, chunk / 64));
      expect(steps.growths).toBeGreaterThan(10);
    }
  });

  it('widens ordinals while a copy is under way, by relink and by add', () => {
    const arena = new NodeArena(64, 8, 0);
    const ordinals: number[] = [];
    const add = (ordinal: number): void => {
      arena.add(ordinals.length - 1, ordinal, ordinals.length / 2);
      ordinals.push(ordinal);
    };
    while (arena.copying < 16) add(ordinals.length & 0xff);
    const length = arena.parent.length;
    arena.relink(1, 0, 300, 0.5);
    ordinals[1] = 300;
    expect([arena.copying, arena.ordinal.BYTES_PER_ELEMENT, arena.parent.length > length]).toEqual([-1, 2, true]);
    while (arena.copying < 16) add(ordinals.length & 0xff);
    add(70_000);
    expect([arena.copying, arena.ordinal.BYTES_PER_ELEMENT]).toEqual([-1, 4]);
    while (ordinals.length < 1000) add(ordinals.length);
    expect(Array.from(arena.ordinal.subarray(0, arena.size))).toEqual(ordinals);
    expect(Array.from(arena.parent.subarray(0, arena.size))).toEqual(ordinals.map((_, i) => i - 1));
    expect(Array.from(arena.g.subarray(0, arena.size))).toEqual(ordinals.map((_, i) => i / 2));
  });

  it('holds the next arrays while copying and drops them when handed to the next search', () => {
    const arena = new NodeArena(100, 8, 0);
    let n = 0;
    while (arena.copying < 0) arena.add(-1, 0, n++);
    expect(arena.bytes).toBe(
      arena.parent.buffer.byteLength + Math.ceil(arena.parent.length * 1.5 + 16) * (12 + arena.ordinal.BYTES_PER_ELEMENT),
    );
    arena.release();
    const next = NodeArena.take(10);
    expect(next).toBe(arena);
    expect([next.size, next.copying, next.bytes]).toEqual([0, -1, next.parent.buffer.byteLength]);
    next.release();
  });
});

describe('paths through states with many successors', () => {
  // The root has 70,000 successors; the goal hangs below the last one, so its ordinal needs 32 bits.
  const wide: SearchProblem<number, string> = {
    initial: -1,
    expand(s, emit) {
      if (s === -1) for (let i = 0; i < 70_000; i++) emit(i, `to ${i}`);
      else if (s === 69_999) emit(1e6, 'down');
    },
    isGoal: (s) => s === 1e6,
    key: (s) => s,
  };
  it('are replayed exactly by BFS and A*', () => {
    expect(bfs(wide).moves).toEqual(['to 69999', 'down']);
    expect(astar(wide).moves).toEqual(['to 69999', 'down']);
  });
});
