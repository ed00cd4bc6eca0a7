/**
 * The pieces of `bench/choose-partition.ts`, which picks a partition of a sliding-tile puzzle's tiles
 * into additive pattern databases without looking at the instances it is measured on: the groups
 * connected on the board, the partitions one swap away, the predicted search effort of a partition
 * from its databases' entries (Korf, Reid & Edelkamp 2001), and uniformly random solvable boards.
 *
 * Boards are `tiles[cell]` with 0 for the blank; the goal has tile t on cell t (the blank on 0), so a
 * tile's number is also its goal cell.
 */

/** Tiles split into disjoint groups, one pattern database per group. */
export type Partition = readonly (readonly number[])[];

/** Whether the goal cells of `group` are connected through the board's edges (a group of 0 or 1 is). */
export function connected(group: readonly number[], width: number): boolean {
  if (group.length <= 1) return true;
  const inGroup = new Set(group);
  const seen = new Set<number>([group[0]!]);
  const stack = [group[0]!];
  while (stack.length > 0) {
    const cell = stack.pop()!;
    const x = cell % width;
    for (const next of [cell - width, x > 0 ? cell - 1 : -1, x < width - 1 ? cell + 1 : -1, cell + width]) {
      if (inGroup.has(next) && !seen.has(next)) {
        seen.add(next);
        stack.push(next);
      }
    }
  }
  return seen.size === group.length;
}

/** The partition mirrored about the main diagonal (tile on (x, y) renamed to the tile of (y, x)). */
export function mirrorPartition(partition: Partition, width: number): number[][] {
  return partition.map((group) => group.map((t) => (t % width) * width + Math.floor(t / width)));
}

/**
 * A name of the partition that is the same for the partition and its mirror image (they search
 * alike: the mirrored board is as far from the goal): each group sorted, groups sorted, the
 * smaller of the two names.
 */
export function partitionKey(partition: Partition, width: number): string {
  const name = (p: Partition) =>
    p
      .map((g) => [...g].sort((a, b) => a - b).join(','))
      .sort((a, b) => b.split(',').length - a.split(',').length || (a < b ? -1 : a > b ? 1 : 0))
      .join(' | ');
  const a = name(partition);
  const b = name(mirrorPartition(partition, width));
  return [a, b].sort()[0]!;
}

/**
 * The partitions one swap away: a tile of one group traded for a tile of another, every group still
 * connected on the board. The groups keep their sizes. In a fixed order (groups, then tiles).
 */
export function swapNeighbours(partition: Partition, width: number): number[][][] {
  const out: number[][][] = [];
  for (let g = 0; g < partition.length; g++) {
    for (let h = g + 1; h < partition.length; h++) {
      for (let i = 0; i < partition[g]!.length; i++) {
        for (let j = 0; j < partition[h]!.length; j++) {
          const next = partition.map((group) => [...group]);
          const t = next[g]![i]!;
          next[g]![i] = next[h]![j]!;
          next[h]![j] = t;
          if (connected(next[g]!, width) && connected(next[h]!, width)) out.push(next);
        }
      }
    }
  }
  return out;
}

/** How many entries of a database hold each value (0 … 255). */
export function entryHistogram(table: Uint8Array): number[] {
  const counts = new Array<number>(256).fill(0);
  for (let i = 0; i < table.length; i++) counts[table[i]!]!++;
  return counts;
}

/**
 * The mean of `b ** -entry` over a database's entries, from their histogram (unreached entries,
 * `unreached`, count 0). For a random state every placement of the group's tiles is equally likely,
 * so this is `E[b ** -h]` of the database's heuristic over random states.
 *
 * Why this number: Korf, Reid & Edelkamp (2001) predict IDA*'s nodes to depth d as
 * `sum over i of N(i) * P(d - i)`, with `N(i)` about `b ** i` nodes at depth i of the brute-force
 * tree and `P(x)` the share of states whose heuristic is at most x. Summed, that is
 * `b ** d / (1 - 1/b) * E[b ** -h]`: the distribution of the heuristic, not its value at the start,
 * predicts the nodes, and a lower `E[b ** -h]` means fewer. With the databases' heuristics taken
 * as independent, the sum's `E[b ** -h]` is the product of theirs.
 */
export function expectedDiscount(histogram: readonly number[], b: number, unreached = 255): number {
  let sum = 0;
  let total = 0;
  histogram.forEach((count, v) => {
    total += count;
    if (v !== unreached) sum += count * b ** -v;
  });
  return sum / total;
}

/**
 * Whether a board can reach the goal: a move swaps the blank with a neighbour, so it flips the
 * permutation's parity and the parity of the blank's distance to its goal cell together; the two
 * parities are equal on the goal, and on exactly the boards that reach it.
 */
export function solvable(tiles: readonly number[], width: number): boolean {
  const n = tiles.length;
  const seen = new Uint8Array(n);
  let cycles = 0;
  for (let c = 0; c < n; c++) {
    if (seen[c]) continue;
    cycles++;
    for (let x = c; !seen[x]; x = tiles[x]!) seen[x] = 1;
  }
  const blank = tiles.indexOf(0);
  const distance = (blank % width) + Math.floor(blank / width);
  return (n - cycles) % 2 === distance % 2;
}

/**
 * A uniformly random solvable board: a uniform shuffle, and if it cannot reach the goal, its first
 * two tiles (not the blank) swapped. That swap pairs the unsolvable boards with the solvable ones one
 * to one, so every solvable board is as likely.
 */
export function randomSolvableBoard(random: () => number, width: number, height: number): number[] {
  const n = width * height;
  const tiles = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
  }
  if (!solvable(tiles, width)) {
    const [a, b] = tiles
      .map((t, c) => (t === 0 ? -1 : c))
      .filter((c) => c >= 0)
      .slice(0, 2);
    [tiles[a!], tiles[b!]] = [tiles[b!]!, tiles[a!]!];
  }
  return tiles;
}

/**
 * A random partition of the tiles 1 … n-1 into groups of the given sizes, every group connected on
 * the board: uniform shuffles until one splits into connected groups (undefined after `tries`).
 */
export function randomConnectedPartition(
  random: () => number,
  width: number,
  height: number,
  sizes: readonly number[],
  tries = 1_000_000,
): number[][] | undefined {
  const tiles = Array.from({ length: width * height - 1 }, (_, i) => i + 1);
  for (let attempt = 0; attempt < tries; attempt++) {
    for (let i = tiles.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [tiles[i], tiles[j]] = [tiles[j]!, tiles[i]!];
    }
    const groups: number[][] = [];
    let at = 0;
    for (const size of sizes) {
      groups.push(tiles.slice(at, at + size).sort((a, b) => a - b));
      at += size;
    }
    if (groups.every((g) => connected(g, width))) return groups;
  }
  return undefined;
}
