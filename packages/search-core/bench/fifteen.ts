/** The 15-puzzle IDA* benchmark: ours through the public API against a hand-specialised IDA*. */
import { idaStarInPlace } from '../src/index.js';
import { median } from './median.js';
import { FifteenInPlace, fifteenInPlaceClosures, type KorfInstance } from '../test/fixtures/fifteen-puzzle.js';

export interface FifteenRun {
  readonly generated: number;
  readonly moves: number;
  readonly ms: number;
}

/**
 * How the benchmark's problem is written: `class`, methods on the prototype (what the docs
 * recommend); `closures`, an object literal with new closures for every problem.
 */
export type FifteenShape = 'class' | 'closures';
export const FIFTEEN_SHAPES: readonly FifteenShape[] = ['class', 'closures'];

export function runGeneric(inst: KorfInstance, shape: FifteenShape = 'class'): FifteenRun {
  const t = performance.now();
  const r = idaStarInPlace(shape === 'class' ? new FifteenInPlace(inst.tiles) : fifteenInPlaceClosures(inst.tiles));
  const ms = performance.now() - t;
  return { generated: r.stats.generated, moves: r.status === 'solved' ? r.moves.length : -1, ms };
}

export interface FifteenMeasure {
  readonly shape: FifteenShape;
  readonly instances: number;
  readonly generated: number;
  readonly genericNodesPerSecond: number;
  readonly specialisedNodesPerSecond: number;
  /** Median over the rounds of ours / specialised, each round measuring both. */
  readonly ratio: number;
}

/**
 * Ours (one problem shape: a process should see only one, as a second makes V8's calls to the
 * methods megamorphic) and the specialised IDA*, interleaved after a warm-up; every count checked
 * against Korf's.
 */
export function measureFifteen(instances: readonly KorfInstance[], shape: FifteenShape, rounds: number): FifteenMeasure {
  const run = (f: (inst: KorfInstance) => FifteenRun) => {
    let generated = 0;
    let ms = 0;
    for (const inst of instances) {
      const r = f(inst);
      if (r.generated !== inst.generated || r.moves !== inst.optimal) {
        throw new Error(`instance ${inst.id}: ${r.moves} moves / ${r.generated} nodes, Korf: ${inst.optimal} / ${inst.generated}`);
      }
      generated += r.generated;
      ms += r.ms;
    }
    return { generated, nodesPerSecond: generated / (ms / 1000) };
  };
  const ours = (inst: KorfInstance) => runGeneric(inst, shape);
  run(ours); // warm-up
  run(runSpecialised);
  const g: number[] = [];
  const s: number[] = [];
  const ratios: number[] = [];
  let generated = 0;
  for (let i = 0; i < rounds; i++) {
    const a = run(ours);
    const b = run(runSpecialised);
    generated = a.generated;
    g.push(a.nodesPerSecond);
    s.push(b.nodesPerSecond);
    ratios.push(a.nodesPerSecond / b.nodesPerSecond);
  }
  return {
    shape,
    instances: instances.length,
    generated,
    genericNodesPerSecond: median(g),
    specialisedNodesPerSecond: median(s),
    ratio: median(ratios),
  };
}

const DELTA = [-4, -1, 1, 4];
const MD = new Int32Array(256);
for (let t = 1; t < 16; t++) {
  for (let c = 0; c < 16; c++) MD[t * 16 + c] = Math.abs((t >> 2) - (c >> 2)) + Math.abs((t & 3) - (c & 3));
}
// CAN[blank * 4 + dir]: whether the blank can move that way.
const CAN = new Uint8Array(64);
for (let b = 0; b < 16; b++) {
  CAN[b * 4] = b >= 4 ? 1 : 0;
  CAN[b * 4 + 1] = (b & 3) > 0 ? 1 : 0;
  CAN[b * 4 + 2] = (b & 3) < 3 ? 1 : 0;
  CAN[b * 4 + 3] = b < 12 ? 1 : 0;
}

/** IDA* written for the 15-puzzle alone: one Int8Array, no callbacks, no objects. */
export function runSpecialised(inst: KorfInstance): FifteenRun {
  const tiles = Int8Array.from(inst.tiles);
  let blank = tiles.indexOf(0);
  let h = 0;
  for (let c = 0; c < 16; c++) if (tiles[c] !== 0) h += MD[tiles[c]! * 16 + c]!;
  let generated = 1;
  let bound = h;
  let next = Infinity;
  let found = -1;
  const t0 = performance.now();
  const dfs = (g: number, prev: number): void => {
    const f = g + h;
    if (f > bound) {
      if (f < next) next = f;
      return;
    }
    if (h === 0) {
      found = g;
      return;
    }
    for (let d = 0; d < 4; d++) {
      if (d + prev === 3 || CAN[blank * 4 + d] === 0) continue; // d + prev === 3: the inverse move
      const from = blank + DELTA[d]!;
      const tile = tiles[from]!;
      const dh = MD[tile * 16 + blank]! - MD[tile * 16 + from]!;
      tiles[blank] = tile;
      tiles[from] = 0;
      const oldBlank = blank;
      blank = from;
      h += dh;
      generated++;
      dfs(g + 1, d);
      h -= dh;
      blank = oldBlank;
      tiles[from] = tile;
      tiles[blank] = 0;
      if (found >= 0) return;
    }
  };
  for (;;) {
    next = Infinity;
    dfs(0, -9);
    if (found >= 0) break;
    bound = next;
  }
  return { generated, moves: found, ms: performance.now() - t0 };
}
