import fc from 'fast-check';

/** The rows of a w × h field of `cells` (row by row) inside a border of walls (or of `rim`). */
function walledRows(w: number, h: number, cells: readonly string[], rim = '#'): string[][] {
  const rows: string[][] = [];
  for (let y = 0; y < h + 2; y++) {
    const row: string[] = [];
    for (let x = 0; x < w + 2; x++) {
      const edge = x === 0 || y === 0 || x === w + 1 || y === h + 1;
      row.push(edge ? rim : cells[(y - 1) * w + (x - 1)]!);
    }
    rows.push(row);
  }
  return rows;
}

/** Picks of one interior cell of a random grid level. */
const interior = fc.constantFrom('.', '.', '.', '.', '.', '#', 'P', 'O', 'G', 'p', 'o', 'g', '?', '+');

/**
 * Small random character-grid levels: a walled box of 3–5 × 2–4 interior cells, the entrance on
 * the left wall, the exit on the right wall, 0–2 extra cars (`a`) in the top wall, sometimes a
 * wormhole pair. Not necessarily solvable.
 */
export const gridText = fc
  .record({
    w: fc.integer({ min: 3, max: 5 }),
    h: fc.integer({ min: 2, max: 4 }),
    cells: fc.array(interior, { minLength: 20, maxLength: 20 }),
    a: fc.nat(3),
    z: fc.nat(3),
    cars: fc.nat(2),
    worm: fc.boolean(),
    wormAt: fc.tuple(fc.nat(19), fc.nat(19)),
  })
  .map(({ w, h, cells, a, z, cars, worm, wormAt }) => {
    const rows = walledRows(w, h, cells);
    rows[1 + (a % h)]![0] = 'A';
    rows[1 + (z % h)]![w + 1] = 'Z';
    for (let k = 0; k < cars; k++) rows[0]![1 + k] = 'a';
    if (worm) {
      const i = wormAt[0] % (w * h);
      let j = wormAt[1] % (w * h);
      if (j === i) j = (i + 1) % (w * h);
      rows[1 + Math.floor(i / w)]![1 + (i % w)] = '*';
      rows[1 + Math.floor(j / w)]![1 + (j % w)] = '*';
    }
    return rows.map((r) => r.join('')).join('\n');
  });

/** Small random JSON levels (the Rust solver's format). */
export const jsonText = fc
  .record({
    w: fc.integer({ min: 2, max: 6 }),
    h: fc.integer({ min: 2, max: 5 }),
    length: fc.integer({ min: 1, max: 3 }),
    ents: fc.array(fc.tuple(fc.nat(40), fc.constantFrom('Wall', 'A:Purple', 'A:Orange', 'A:Green', 'H:Purple', 'H:Orange', 'H:Green')), {
      maxLength: 8,
    }),
    ey: fc.nat(10),
    xy: fc.nat(10),
  })
  .map(({ w, h, length, ents, ey, xy }) => {
    const entrance = { x: 0, y: 1 + (ey % h) };
    const exit = { x: w + 1, y: 1 + (xy % h) };
    const used = new Set<number>();
    const entities: unknown[] = [];
    for (const [i, kind] of ents) {
      const c = i % (w * h);
      if (used.has(c)) continue;
      used.add(c);
      const p = { x: 1 + (c % w), y: 1 + Math.floor(c / w) };
      if (kind === 'Wall') entities.push([p, 'Wall']);
      else if (kind.startsWith('A:')) entities.push([p, { Alien: { color: kind.slice(2) } }]);
      else entities.push([p, { House: { color: kind.slice(2) } }]);
    }
    return JSON.stringify({ width: w, height: h, length, entrances: [entrance], exits: [exit], entities }, null, 2);
  });

/** Grid levels of alien/house pairs, `w` × `h` interior cells, as {@link pairedGridText} describes. */
const pairedGrid = (w: fc.IntegerConstraints, h: fc.IntegerConstraints, pairs: number, walls: number, cars: number, rim = '#') =>
  fc
    .record({
      w: fc.integer(w),
      h: fc.integer(h),
      pairs: fc.array(fc.tuple(fc.constantFrom('P', 'O', 'G'), fc.boolean(), fc.nat(99), fc.nat(99)), { maxLength: pairs }),
      walls: fc.array(fc.nat(99), { maxLength: walls }),
      special: fc.constantFrom('none', 'none', 'cross', 'worm'),
      specialAt: fc.tuple(fc.nat(99), fc.nat(99)),
      a: fc.nat(3),
      z: fc.nat(3),
      cars: fc.nat(cars),
    })
    .map(({ w, h, pairs, walls, special, specialAt, a, z, cars }) => {
      const cells: string[] = new Array<string>(w * h).fill('.');
      const place = (at: number, ch: string): void => {
        for (let k = 0; k < w * h; k++) {
          const i = (at + k) % (w * h);
          if (cells[i] === '.') {
            cells[i] = ch;
            return;
          }
        }
      };
      if (special === 'cross') place(specialAt[0], '+');
      if (special === 'worm') {
        place(specialAt[0], '*');
        place(specialAt[1], '*');
      }
      for (const [c, wild, ai, hi] of pairs) {
        place(ai, c);
        place(hi, wild ? '?' : c.toLowerCase());
      }
      for (const x of walls) place(x, '#');
      const rows = walledRows(w, h, cells, rim);
      rows[1 + (a % h)]![0] = 'A';
      rows[1 + (z % h)]![w + 1] = 'Z';
      for (let k = 0; k < cars; k++) rows[0]![1 + k] = 'a';
      return rows.map((r) => r.join('')).join('\n');
    });

/**
 * Small grid levels more likely to be solvable: 0–3 alien/house pairs of one colour each (the house
 * sometimes a wildcard), a few walls, sometimes a crossing or a wormhole pair, 1–2 cars.
 */
export const pairedGridText = pairedGrid({ min: 3, max: 5 }, { min: 2, max: 4 }, 3, 3, 1);

/** As {@link pairedGridText}, roomier (5–7 × 4–6 cells, up to 4 pairs, 1–3 cars): longer searches. */
export const roomyGridText = pairedGrid({ min: 5, max: 7 }, { min: 4, max: 6 }, 4, 5, 2);

/**
 * As {@link roomyGridText}, a little smaller (4–6 × 3–5 cells), with floor instead of the outer
 * wall, as on the open grid maps (andromeda14): the train may turn at once, up or down the edge,
 * so the first move is a real choice.
 */
export const openGridText = pairedGrid({ min: 4, max: 6 }, { min: 3, max: 5 }, 4, 4, 2, '.');

/**
 * As {@link pairedGridText}, about the size of a real level (8–11 × 6–9 cells, up to 6 pairs, up to
 * 8 walls, 1–3 cars): too long to search exhaustively, for the benchmarks (`bench/turns.ts`).
 */
export const largeGridText = pairedGrid({ min: 8, max: 11 }, { min: 6, max: 9 }, 6, 8, 2);

/** On the rim three times in four. */
const rimmed = fc.constantFrom(true, true, true, false);

/**
 * Small grid levels without crossings or wormholes whose aliens and houses often stand on the rim
 * of the field (next to the outer wall), where the boundary-order test bites: 2–3 alien/house
 * pairs of purple or orange, a few walls, the entrance on the left wall (sometimes inside the
 * field), the exit on the right or top wall, one car (two or three now and then: `a` in the top wall).
 */
export const rimGridText = fc
  .record({
    w: fc.integer({ min: 3, max: 6 }),
    h: fc.integer({ min: 2, max: 4 }),
    pairs: fc.array(fc.tuple(fc.constantFrom('P', 'O'), rimmed, fc.nat(99), rimmed, fc.nat(99)), { minLength: 2, maxLength: 3 }),
    walls: fc.array(fc.nat(99), { maxLength: 2 }),
    a: fc.nat(99),
    aInside: fc.boolean(),
    z: fc.nat(99),
    zTop: fc.boolean(),
    cars: fc.constantFrom(0, 0, 0, 1, 1, 2),
  })
  .map(({ w, h, pairs, walls, a, aInside, z, zTop, cars }) => {
    const cells: string[] = new Array<string>(w * h).fill('.');
    const rim: number[] = [];
    for (let i = 0; i < w * h; i++) {
      const x = i % w;
      const y = Math.floor(i / w);
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) rim.push(i);
    }
    const place = (at: number, onRim: boolean, ch: string): void => {
      const pool = onRim ? rim : cells.map((_, i) => i);
      for (let k = 0; k < pool.length; k++) {
        const i = pool[(at + k) % pool.length]!;
        if (cells[i] === '.') {
          cells[i] = ch;
          return;
        }
      }
    };
    for (const [c, aRim, ai, hRim, hi] of pairs) {
      place(ai, aRim, c);
      place(hi, hRim, c.toLowerCase());
    }
    for (const x of walls) place(x, false, '#');
    if (aInside) place(a, false, 'A');
    const rows = walledRows(w, h, cells);
    if (!aInside || !cells.includes('A')) rows[1 + (a % h)]![0] = 'A';
    if (zTop) rows[0]![1 + (z % w)] = 'Z';
    else rows[1 + (z % h)]![w + 1] = 'Z';
    for (let k = 0; k < cars; k++) if (rows[0]![w - k] === '#') rows[0]![w - k] = 'a';
    return rows.map((r) => r.join('')).join('\n');
  });

/**
 * Small grid levels of two cars where goo matters: six rows (houses, a corridor, a wall with one to
 * three gaps, two rows of corridor, aliens), 5–7 wide; one or two green aliens and one or two purple or orange
 * ones on the aliens' row (not in its end cells, whose corridor cells are dead ends), their houses (sometimes a wildcard) on the houses' row, a green's house
 * often on the aliens' row instead (then goo matters more than the load); the entrance and the exit
 * on the corridors, in the left and right walls. Sometimes upside down, sometimes with a free row
 * beyond the houses.
 */
export const gooGridText = fc
  .record({
    w: fc.integer({ min: 5, max: 7 }),
    gaps: fc.array(fc.nat(99), { minLength: 1, maxLength: 3 }),
    greens: fc.integer({ min: 1, max: 2 }),
    greenHome: fc.constantFrom(true, true, false),
    plain: fc.array(fc.tuple(fc.constantFrom('P', 'O'), fc.constantFrom(false, false, true)), { minLength: 1, maxLength: 2 }),
    spots: fc.array(fc.nat(99), { minLength: 8, maxLength: 8 }),
    a: fc.boolean(),
    z: fc.boolean(),
    flip: fc.boolean(),
    tall: fc.boolean(),
  })
  .map(({ w, gaps, greens, greenHome, plain, spots, a, z, flip, tall }) => {
    const rows: string[][] = Array.from({ length: 6 }, () => new Array<string>(w).fill('.'));
    rows[2]!.fill('#');
    for (const g of gaps) rows[2]![g % w] = '.';
    // Tall: a free row beyond the houses' row (more ways round them).
    const top = tall ? 1 : 0;
    if (tall) rows.unshift(new Array<string>(w).fill('.'));
    let spot = 0;
    const place = (row: number, ch: string): void => {
      const at = spots[spot++ % spots.length]!;
      for (let k = 0; k < w - 2; k++) {
        const x = 1 + ((at + k) % (w - 2));
        if (rows[row]![x] === '.') {
          rows[row]![x] = ch;
          return;
        }
      }
    };
    for (let g = 0; g < greens; g++) {
      place(top + 5, 'G');
      place(greenHome ? top + 5 : top, 'g');
    }
    for (const [c, wild] of plain) {
      place(top + 5, c);
      place(top, wild ? '?' : c.toLowerCase());
    }
    const out = rows.map((r, y) => `${y === top + (a ? 1 : 4) ? 'A' : '#'}${r.join('')}${y === top + (z ? 1 : 4) ? 'Z' : '#'}`);
    if (flip) out.reverse();
    return [`#a${'#'.repeat(w)}`, ...out, '#'.repeat(w + 2)].join('\n');
  });
