import fc from 'fast-check';

const LETTERS = 'abcdefghijklmnop';

/** Places robots, keys and doors on a grid of '.' and '#', each on its own cell. */
function place(grid: string[], cells: number[], robots: number, keys: string[], doors: string[]): string[] {
  const out = grid.slice();
  let i = 0;
  for (let r = 0; r < robots; r++) out[cells[i++]!] = '@';
  for (const k of keys) out[cells[i++]!] = k;
  for (const d of doors) out[cells[i++]!] = d;
  return out;
}

function rowsOf(cells: string[], width: number): string {
  const rows: string[] = [];
  for (let y = 0; y * width < cells.length; y++) rows.push(cells.slice(y * width, (y + 1) * width).join(''));
  return rows.join('\n');
}

/**
 * A small random maze with `robots` robots anywhere, up to `maxKeys` keys and some doors (now and
 * then a door whose key is absent). Most cells are open so that most mazes are solvable.
 */
export function mazeArb(opts: { robots: number; maxWidth: number; maxHeight: number; maxKeys: number }): fc.Arbitrary<string> {
  return fc
    .record({
      width: fc.integer({ min: 2, max: opts.maxWidth }),
      height: fc.integer({ min: 2, max: opts.maxHeight }),
    })
    .chain(({ width, height }) => {
      const n = width * height;
      const maxKeys = Math.max(0, Math.min(opts.maxKeys, n - opts.robots));
      return fc
        .record({
          grid: fc.array(fc.constantFrom('.', '.', '.', '#'), { minLength: n, maxLength: n }),
          order: fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }),
          keys: fc.shuffledSubarray([...LETTERS.slice(0, opts.maxKeys + 1)], { minLength: 0, maxLength: maxKeys }),
          doorPicks: fc.array(fc.integer({ min: 0, max: opts.maxKeys + 1 }), { maxLength: opts.maxKeys }),
        })
        .map(({ grid, order, keys, doorPicks }) => {
          const room = n - opts.robots - keys.length;
          // Doors mostly match a key on the map; a pick past the keys names one that is absent.
          const doors = doorPicks
            .slice(0, Math.max(0, room))
            .map((p) => (p < keys.length ? keys[p]! : LETTERS[opts.maxKeys + 1]!).toUpperCase());
          return rowsOf(place(grid, order, opts.robots, keys, doors), width);
        });
    });
}

/**
 * A part-2 style map: four quadrants of `q`×`q` cells (q ≤ 3) around a cross of walls, one robot in
 * each, keys and doors anywhere; sometimes one gap in the cross joins two quadrants.
 */
export function fourRobotArb(maxKeys: number): fc.Arbitrary<string> {
  return fc
    .record({
      qw: fc.integer({ min: 1, max: 3 }),
      qh: fc.integer({ min: 1, max: 3 }),
    })
    .chain(({ qw, qh }) => {
      const width = 2 * qw + 1;
      const height = 2 * qh + 1;
      const n = width * height;
      const inQuadrant = (c: number): number => {
        const x = c % width;
        const y = (c - x) / width;
        if (x === qw || y === qh) return -1;
        return (y > qh ? 2 : 0) + (x > qw ? 1 : 0);
      };
      const open = [...Array(n).keys()].filter((c) => inQuadrant(c) >= 0);
      const crossCells = [...Array(n).keys()].filter((c) => inQuadrant(c) < 0 && c !== qh * width + qw);
      return fc
        .record({
          grid: fc.array(fc.constantFrom('.', '.', '.', '#'), { minLength: n, maxLength: n }),
          order: fc.shuffledSubarray(open, { minLength: open.length, maxLength: open.length }),
          keys: fc.shuffledSubarray([...LETTERS.slice(0, maxKeys)], { minLength: 0, maxLength: Math.min(maxKeys, open.length - 4) }),
          doorPicks: fc.array(fc.integer({ min: 0, max: maxKeys - 1 }), { maxLength: maxKeys }),
          gap: fc.option(fc.constantFrom(...crossCells), { freq: 3 }),
        })
        .map(({ grid, order, keys, doorPicks, gap }) => {
          const cells: string[] = grid.map((c, i) => (inQuadrant(i) < 0 ? (i === gap ? '.' : '#') : c));
          // One robot per quadrant: the first cell of each quadrant in the shuffled order.
          const robots: number[] = [];
          for (let q = 0; q < 4; q++) robots.push(order.find((c) => inQuadrant(c) === q)!);
          const rest = order.filter((c) => !robots.includes(c));
          for (const r of robots) cells[r] = '@';
          let i = 0;
          for (const k of keys) cells[rest[i++]!] = k;
          for (const p of doorPicks) if (i < rest.length && p < keys.length) cells[rest[i++]!] = keys[p]!.toUpperCase();
          return rowsOf(cells, width);
        });
    });
}

/**
 * A corridor maze: rooms on a `cols`×`rows` lattice joined by a random spanning tree (Kruskal on
 * random weights), so nearly every step is a bridge; `loops` extra openings add a cycle or two.
 * One robot, up to `maxKeys` keys and as many doors on the open cells.
 */
export function treeMazeArb(maxKeys: number, maxCols = 5, maxRows = 4): fc.Arbitrary<string> {
  return fc.record({ cols: fc.integer({ min: 2, max: maxCols }), rows: fc.integer({ min: 1, max: maxRows }) }).chain(({ cols, rows }) => {
    const width = 2 * cols + 1;
    const height = 2 * rows + 1;
    const walls: [number, number, number][] = []; // room a, room b, wall cell
    for (let y = 0; y < rows; y++) {
      for (let x = 0; x < cols; x++) {
        const room = y * cols + x;
        if (x + 1 < cols) walls.push([room, room + 1, (2 * y + 1) * width + 2 * x + 2]);
        if (y + 1 < rows) walls.push([room, room + cols, (2 * y + 2) * width + 2 * x + 1]);
      }
    }
    return fc
      .record({
        weights: fc.array(fc.nat(), { minLength: walls.length, maxLength: walls.length }),
        loops: fc.integer({ min: 0, max: 2 }),
        order: fc.shuffledSubarray([...Array(width * height).keys()], { minLength: width * height, maxLength: width * height }),
        keys: fc
          .tuple(
            fc.integer({ min: Math.min(maxKeys, 2), max: maxKeys }),
            fc.shuffledSubarray([...LETTERS.slice(0, maxKeys)], { minLength: maxKeys, maxLength: maxKeys }),
          )
          .map(([n, ks]) => ks.slice(0, n)),
        doorPicks: fc.array(fc.integer({ min: 0, max: maxKeys - 1 }), { maxLength: maxKeys }),
      })
      .map(({ weights, loops, order, keys, doorPicks }) => {
        const cells = new Array<string>(width * height).fill('#');
        for (let y = 0; y < rows; y++) for (let x = 0; x < cols; x++) cells[(2 * y + 1) * width + 2 * x + 1] = '.';
        const parent = [...Array(cols * rows).keys()];
        const find = (a: number): number => (parent[a] === a ? a : (parent[a] = find(parent[a]!)));
        const byWeight = walls.map((w, i) => [weights[i]!, w] as const).sort((a, b) => a[0] - b[0]);
        let extra = loops;
        for (const [, [a, b, cell]] of byWeight) {
          if (find(a) !== find(b)) {
            parent[find(a)] = find(b);
            cells[cell] = '.';
          } else if (extra > 0) {
            extra--;
            cells[cell] = '.';
          }
        }
        const open = order.filter((c) => cells[c] === '.');
        let i = 0;
        cells[open[i++]!] = '@';
        for (const k of keys) if (i < open.length) cells[open[i++]!] = k;
        for (const p of doorPicks) if (i < open.length && p < keys.length) cells[open[i++]!] = keys[p]!.toUpperCase();
        return rowsOf(cells, width);
      });
  });
}

/**
 * A corridor maze whose keys form a chain: the door of each key stands somewhere on the way from
 * the robot to the next key, so keys must be taken in order and the robot doubles back (the case
 * the heuristic's detour term is for).
 */
export function chainMazeArb(maxKeys: number, maxCols = 6, maxRows = 5): fc.Arbitrary<string> {
  return fc
    .tuple(treeMazeArb(maxKeys, maxCols, maxRows), fc.array(fc.nat(), { minLength: maxKeys, maxLength: maxKeys }))
    .map(([text, picks]) => {
      const rows = text.split('\n');
      const width = rows[0]!.length;
      const cells = [...rows.join('')].map((c) => (c >= 'A' && c <= 'Z' ? '.' : c));
      const start = cells.indexOf('@');
      // Parents of a breadth-first search from the robot (doors removed above).
      const parent = new Array<number>(cells.length).fill(-2);
      parent[start] = -1;
      const queue = [start];
      for (let i = 0; i < queue.length; i++) {
        const c = queue[i]!;
        for (const nb of [c - width, c + width, c % width > 0 ? c - 1 : -1, c % width < width - 1 ? c + 1 : -1]) {
          if (nb < 0 || nb >= cells.length || cells[nb] === '#' || parent[nb] !== -2) continue;
          parent[nb] = c;
          queue.push(nb);
        }
      }
      const keys = cells.flatMap((c, i) => (c >= 'a' && c <= 'z' ? [[c, i] as const] : []));
      keys.sort((a, b) => (a[0] < b[0] ? -1 : 1));
      for (let i = 1; i < keys.length; i++) {
        const way: number[] = [];
        for (let c = parent[keys[i]![1]]!; c !== undefined && c >= 0 && c !== start; c = parent[c]!) if (cells[c] === '.') way.push(c);
        if (way.length > 0) cells[way[picks[i]! % way.length]!] = keys[i - 1]![0].toUpperCase();
      }
      return rowsOf(cells, width);
    });
}

/**
 * A corridor with one branch: keys p, k, q and doors P, K. The branch holds k behind P (p comes
 * before k); along the corridor, usually in the order q K p @ and then the branch (q comes after
 * k, and p and q lie on one side): the robot must fetch p, go down the branch, and double back
 * past its start for q, the case of the heuristic's detour term. Gaps are random; one time in four
 * the corridor items are shuffled instead.
 */
export function forkMazeArb(): fc.Arbitrary<string> {
  return fc
    .record({
      gaps: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 5, maxLength: 5 }),
      depth: fc.integer({ min: 2, max: 5 }),
      door: fc.nat(),
      shuffle: fc.option(fc.shuffledSubarray([...'qKp@'], { minLength: 4, maxLength: 4 }), { freq: 3 }),
    })
    .map(({ gaps, depth, door, shuffle }) => {
      const items = shuffle ?? [...'qKp@'];
      const row: string[] = [];
      items.forEach((ch, i) => {
        for (let g = 0; g < gaps[i]!; g++) row.push('.');
        row.push(ch);
      });
      for (let g = 0; g < gaps[4]!; g++) row.push('.');
      const junction = row.length;
      row.push('.', '.');
      const n = row.length;
      const width = n + 2;
      const height = depth + 3;
      const cells = new Array<string>(width * height).fill('#');
      row.forEach((ch, x) => (cells[width + 1 + x] = ch));
      for (let y = 2; y <= depth + 1; y++) cells[y * width + 1 + junction] = '.';
      cells[(depth + 1) * width + 1 + junction] = 'k';
      cells[(2 + (door % (depth - 1))) * width + 1 + junction] = 'P';
      return rowsOf(cells, width);
    });
}

/**
 * A chain of `d` loops, each with a door on either branch, then a key: the routes to that key are
 * 2^d, none needing a subset of another's doors, so listing them is slow on purpose.
 */
export function doorChain(d: number): string {
  const width = 4 * d + 3;
  const rows = Array.from({ length: 7 }, () => Array<string>(width).fill('#'));
  const doors = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let i = 0; i < d; i++) {
    const x = 4 * i + 1;
    rows[2]![x] = '.';
    for (let k = 0; k < 4; k++) rows[1]![x + k] = rows[3]![x + k] = '.';
    rows[1]![x + 2] = doors[2 * i]!;
    rows[3]![x + 2] = doors[2 * i + 1]!;
  }
  rows[1]![4 * d + 1] = rows[3]![4 * d + 1] = '.';
  rows[2]![4 * d + 1] = 'z';
  rows[4]![1] = '.';
  rows[5]![1] = '@';
  for (let k = 0; k < 2 * d; k++) rows[5]![2 + k] = doors[k]!.toLowerCase();
  return rows.map((r) => r.join('')).join('\n');
}
