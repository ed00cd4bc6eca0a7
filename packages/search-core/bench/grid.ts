/** Seeded grid mazes and start/goal pairs shared by every contender of the grid benchmark. */

export interface BenchGrid {
  readonly name: string;
  readonly width: number;
  readonly height: number;
  /** 1 = wall. */
  readonly walls: Uint8Array;
  /** Pairs of open cells in one component, as cell indices y * width + x. */
  readonly pairs: readonly (readonly [number, number])[];
  /** Fewest moves for each pair (BFS), to check every contender. */
  readonly lengths: readonly number[];
}

/** A small deterministic PRNG (mulberry32), so every run and every contender sees the same grids. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function bfsDistances(width: number, height: number, walls: Uint8Array, from: number): Int32Array {
  const dist = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  dist[from] = 0;
  queue[tail++] = from;
  while (head < tail) {
    const s = queue[head++]!;
    const x = s % width;
    for (const t of [s - width, x > 0 ? s - 1 : -1, x < width - 1 ? s + 1 : -1, s + width]) {
      if (t >= 0 && t < width * height && walls[t] === 0 && dist[t] === -1) {
        dist[t] = dist[s]! + 1;
        queue[tail++] = t;
      }
    }
  }
  return dist;
}

export function makeGrid(name: string, size: number, wallShare: number, pairCount: number, seed: number): BenchGrid {
  const rand = prng(seed);
  const walls = new Uint8Array(size * size);
  for (let i = 0; i < walls.length; i++) walls[i] = rand() < wallShare ? 1 : 0;
  const pairs: [number, number][] = [];
  const lengths: number[] = [];
  while (pairs.length < pairCount) {
    // Start in the left third and end in the right third, so that paths are long.
    const sx = Math.floor(rand() * size * 0.3);
    const gx = size - 1 - Math.floor(rand() * size * 0.3);
    const s = Math.floor(rand() * size) * size + sx;
    const g = Math.floor(rand() * size) * size + gx;
    if (walls[s] || walls[g]) continue;
    const d = bfsDistances(size, size, walls, s)[g]!;
    if (d < 0) continue;
    pairs.push([s, g]);
    lengths.push(d);
  }
  return { name, width: size, height: size, walls, pairs, lengths };
}
