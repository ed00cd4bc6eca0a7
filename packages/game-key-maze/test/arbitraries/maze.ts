import fc from 'fast-check';

const LETTERS = 'abcdefgh';

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
