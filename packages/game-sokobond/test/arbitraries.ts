// fast-check generators of small Sokobond levels, written as v2 text so that parsing is exercised too.
import fc from 'fast-check';

/** A cell: wall, floor, or an atom (element letter); `sparse` levels have fewer atoms. */
const cellArb = (sparse: boolean) =>
  fc.oneof(
    { weight: sparse ? 8 : 3, arbitrary: fc.constant('-') },
    { weight: 1, arbitrary: fc.constant('x') },
    { weight: 2, arbitrary: fc.constantFrom('h', 'h', 'o', 'n', 'c', 'e') },
  );
const modifierArb = fc.oneof({ weight: 4, arbitrary: fc.constant(' ') }, { weight: 1, arbitrary: fc.constantFrom('/', '+', '@') });

export interface LevelSpec {
  readonly width: number;
  readonly height: number;
  readonly cells: string[][];
  readonly modifiers: string[][];
  readonly multiple: boolean;
}

/** A small level with a wall border, exactly one player atom, and modifiers on inner corners. */
export const levelSpecArb = (maxSide = 6, sparse = false): fc.Arbitrary<LevelSpec> =>
  fc
    .record({ width: fc.integer({ min: 3, max: maxSide }), height: fc.integer({ min: 3, max: maxSide }) })
    .chain(({ width, height }) =>
      fc.record({
        width: fc.constant(width),
        height: fc.constant(height),
        cells: fc.array(fc.array(cellArb(sparse), { minLength: width, maxLength: width }), { minLength: height, maxLength: height }),
        modifiers: fc.array(fc.array(modifierArb, { minLength: width - 1, maxLength: width - 1 }), {
          minLength: height - 1,
          maxLength: height - 1,
        }),
        multiple: fc.boolean(),
        player: fc.record({ x: fc.nat(), y: fc.nat(), element: fc.constantFrom('H', 'O', 'N', 'C', 'E') }),
      }),
    )
    .map(({ width, height, cells, modifiers, multiple, player }) => {
      const grid: string[][] = cells.map((row, y) =>
        row.map((c: string, x) => (x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 'x' : c)),
      );
      const inner = { x: 1 + (player.x % Math.max(1, width - 2)), y: 1 + (player.y % Math.max(1, height - 2)) };
      if (width > 2 && height > 2) grid[inner.y]![inner.x] = player.element;
      else grid[0]![0] = player.element;
      return { width, height, cells: grid, modifiers, multiple };
    });

/** The v2 text of a level spec. */
export function specText(spec: LevelSpec): string {
  const lines = [spec.multiple ? 'v2 multiple' : 'v2'];
  for (let y = 0; y < spec.height; y++) {
    lines.push(spec.cells[y]!.join(' '));
    if (y < spec.height - 1) lines.push((' ' + spec.modifiers[y]!.join(' ')).trimEnd());
  }
  return lines.join('\n') + '\n';
}

export const levelTextArb = (maxSide = 6, sparse = false): fc.Arbitrary<string> => levelSpecArb(maxSide, sparse).map(specText);

export const directionsArb = (maxLength = 30) =>
  fc.array(fc.constantFrom('up' as const, 'left' as const, 'down' as const, 'right' as const), { maxLength });

/** Molecules whose atoms can bond into one saturated molecule: player element, then partners. */
const RECIPES: readonly (readonly string[])[] = [
  ['H', 'h'],
  ['O', 'h', 'h'],
  ['H', 'o', 'h'],
  ['N', 'h', 'h', 'h'],
  ['O', 'o', 'h', 'h'],
  ['C', 'o', 'o'],
  ['C', 'h', 'h', 'h', 'h'],
  ['E', 'h', 'h'],
];

/**
 * A small open room with the atoms of one molecule scattered in it (plus maybe a helium), a few
 * walls and modifiers: mostly solvable, with solutions of several moves.
 */
export const recipeLevelArb = (maxSide = 7, recipes: readonly (readonly string[])[] = RECIPES, margin = 0): fc.Arbitrary<string> =>
  fc
    .record({
      width: fc.integer({ min: 5 + 2 * margin, max: Math.max(maxSide, 5 + 2 * margin) }),
      height: fc.integer({ min: 4 + 2 * margin, max: Math.max(maxSide, 4 + 2 * margin) }),
      recipe: fc.constantFrom(...recipes),
      helium: fc.boolean(),
      seed: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      walls: fc.array(fc.nat(), { maxLength: 3 }),
      modifiers: fc.array(fc.tuple(fc.nat(), fc.constantFrom('/', '+', '@')), { maxLength: 3 }),
      multiple: fc.boolean(),
    })
    .map(({ width, height, recipe, helium, seed, walls, modifiers, multiple }) => {
      // Atoms go at least `margin` cells away from the border walls.
      const cells = walledRoom(width, height, margin, helium ? [...recipe, 'e'] : recipe, seed, walls);
      const mods: string[][] = [];
      for (let y = 0; y < height - 1; y++) mods.push(new Array<string>(width - 1).fill(' '));
      for (const [k, m] of modifiers) {
        const x = k % (width - 1);
        const y = Math.floor(k / (width - 1)) % (height - 1);
        mods[y]![x] = m;
      }
      return specText({ width, height, cells, modifiers: mods, multiple });
    });

/** Rooms whose player is a lone helium atom that pushes the atoms of one or two molecules. */
export const pushLevelArb = (maxSide = 7): fc.Arbitrary<string> =>
  recipeLevelArb(
    maxSide,
    [
      ['E', 'h', 'h'],
      ['E', 'o', 'h', 'h'],
      ['E', 'h', 'h', 'h', 'h'],
    ],
    1,
  );

/**
 * Rooms whose player is a lone helium atom that pushes the atoms of two or three molecules, which
 * must end apart: levels for the split search.
 */
export const manyMoleculesLevelArb = (maxSide = 9): fc.Arbitrary<string> =>
  recipeLevelArb(
    maxSide,
    [
      ['E', 'h', 'h', 'h', 'h'],
      ['E', 'o', 'h', 'h', 'h', 'h'],
      ['E', 'h', 'h', 'h', 'h', 'h', 'h'],
      ['E', 'o', 'o', 'h', 'h', 'h', 'h'],
    ],
    1,
  );

/**
 * Small rooms with a few molecules' atoms (some already side by side, so bonded at load) and
 * splitters, and optionally rotators, on corners next to the atoms, some inside pockets of walls:
 * bonds there may or may not ever be cut.
 */
export const splitterLevelArb = (rotators: boolean, maxWalls = 6): fc.Arbitrary<string> =>
  fc
    .record({
      width: fc.integer({ min: 5, max: 7 }),
      height: fc.integer({ min: 4, max: 6 }),
      atoms: fc.array(fc.tuple(fc.nat(), fc.constantFrom('h', 'h', 'h', 'o', 'n', 'e')), { minLength: 2, maxLength: 5 }),
      player: fc.tuple(fc.nat(), fc.constantFrom('H', 'O', 'N', 'E', 'E')),
      walls: fc.array(fc.nat(), { maxLength: maxWalls }),
      modifiers: fc.array(fc.tuple(fc.nat(), fc.nat(3), fc.constantFrom(...(rotators ? ['/', '/', '@'] : ['/']))), {
        minLength: 1,
        maxLength: 3,
      }),
      multiple: fc.boolean(),
    })
    .map(({ width, height, atoms, player, walls, modifiers, multiple }) => {
      const cells: string[][] = [];
      for (let y = 0; y < height; y++) {
        cells.push([]);
        for (let x = 0; x < width; x++) cells[y]!.push(x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 'x' : '-');
      }
      const iw = width - 2;
      const inner = iw * (height - 2);
      const cellOf = (k: number): [number, number] => [1 + (k % iw), 1 + Math.floor(k / iw)];
      const placed: [number, number][] = [];
      for (const [k, a] of [[player[0], player[1]] as const, ...atoms]) {
        for (let tries = 0; tries < inner; tries++) {
          const [x, y] = cellOf((k + tries) % inner);
          if (cells[y]![x] === '-') {
            cells[y]![x] = a;
            placed.push([x, y]);
            break;
          }
        }
      }
      for (const k of walls) {
        const [x, y] = cellOf(k % inner);
        if (cells[y]![x] === '-') cells[y]![x] = 'x';
      }
      const mods: string[][] = [];
      for (let y = 0; y < height - 1; y++) mods.push(new Array<string>(width - 1).fill(' '));
      // Each modifier on one of the four corners of a placed atom.
      for (const [k, corner, m] of modifiers) {
        const [ax, ay] = placed[k % placed.length]!;
        const x = ax - 1 + (corner & 1);
        const y = ay - 1 + (corner >> 1);
        if (x >= 0 && y >= 0 && x < width - 1 && y < height - 1) mods[y]![x] = m;
      }
      return specText({ width, height, cells, modifiers: mods, multiple });
    });

/**
 * Small walled rooms without modifiers (v1) whose player is a lone helium, with a nitrogen or
 * oxygen (lone or already holding a hydrogen) and hydrogens, and many inner walls: pockets and
 * corridors where a molecule can be pushed in but not out, as in Butterfly.
 */
export const pushRoomArb = (maxSide = 6): fc.Arbitrary<string> =>
  fc
    .record({
      width: fc.integer({ min: 5, max: maxSide }),
      height: fc.integer({ min: 4, max: maxSide }),
      // Helium first; the last is a hydrogen (so that `pair` keeps the electron count).
      atoms: fc.constantFrom('enhhh', 'eohh', 'eoohh', 'enoh', 'enohhh', 'eooohh'),
      seed: fc.array(fc.nat(), { minLength: 12, maxLength: 12 }),
      walls: fc.array(fc.nat(), { maxLength: 8 }),
      pair: fc.boolean(),
    })
    .map(({ width, height, atoms, seed, walls, pair }) => {
      const cells: string[][] = [];
      for (let y = 0; y < height; y++) {
        cells.push([]);
        for (let x = 0; x < width; x++) cells[y]!.push(x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 'x' : '-');
      }
      const iw = width - 2;
      const inner = iw * (height - 2);
      const cellOf = (k: number): [number, number] => [1 + (k % iw), 1 + Math.floor(k / iw)];
      let s = 0;
      const placed: [number, number][] = [];
      for (const a of pair ? atoms.slice(0, -1) : atoms) {
        for (let tries = 0; tries < inner; tries++) {
          const [x, y] = cellOf((seed[s++ % seed.length]! + tries) % inner);
          if (cells[y]![x] === '-') {
            cells[y]![x] = a;
            placed.push([x, y]);
            break;
          }
        }
      }
      // The first atom is the helium player; with `pair`, the last hydrogen goes beside the
      // second atom (n or o; bonded at load) when there is room.
      if (placed.length > 0) cells[placed[0]![1]]![placed[0]![0]] = 'E';
      if (pair && placed.length > 1) {
        const [x, y] = placed[1]!;
        if (cells[y]![x + 1] === '-') cells[y]![x + 1] = 'h';
      }
      for (const k of walls) {
        const [x, y] = cellOf(k % inner);
        if (cells[y]![x] === '-') cells[y]![x] = 'x';
      }
      return cells.map((r) => r.join('')).join('\n');
    });

/**
 * Rooms cut by a whole column of splitters, with a player of valence two or more among hydrogens,
 * carbons and heliums: its molecule often crosses the column with several bonds at once, pushing
 * or not, which is where splitters may leave it whole (see `splittersHold` in src/rules.ts).
 */
export const splitterColumnArb: fc.Arbitrary<string> = fc
  .record({ width: fc.integer({ min: 6, max: 8 }), height: fc.integer({ min: 5, max: 7 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      cells: fc.array(fc.array(fc.constantFrom('-', '-', '-', 'h', 'h', 'e', 'c'), { minLength: width, maxLength: width }), {
        minLength: height,
        maxLength: height,
      }),
      column: fc.integer({ min: 1, max: width - 3 }),
      player: fc.record({ x: fc.nat(), y: fc.nat(), element: fc.constantFrom('O', 'N', 'C') }),
      multiple: fc.boolean(),
    }),
  )
  .map(({ width, height, cells, column, player, multiple }) => {
    const grid: string[][] = cells.map((row, y) =>
      row.map((c, x) => (x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 'x' : c)),
    );
    grid[1 + (player.y % (height - 2))]![1 + (player.x % (width - 2))] = player.element;
    const modifiers = Array.from({ length: height - 1 }, () => Array.from({ length: width - 1 }, (_, x) => (x === column ? '/' : ' ')));
    return specText({ width, height, cells: grid, modifiers, multiple });
  });

/** v2 level text with a rotator added on every third corner that has no modifier yet. */
function withRotators(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  const cols = Math.max(...lines.map((l) => l.length));
  for (let row = 2; row < lines.length; row += 2) {
    const chars = lines[row]!.padEnd(cols, ' ').split('');
    for (let col = 1; col < cols - 1; col += 2) if (chars[col] === ' ' && ((col - 1) / 2 + row / 2) % 3 === 0) chars[col] = '@';
    lines[row] = chars.join('').trimEnd();
  }
  return lines.join('\n') + '\n';
}

/**
 * Random levels (random cells, or one molecule's atoms in an open room) with rotators on a third
 * of the inner corners, so that moves often turn parts of molecules.
 */
export const rotatorLevelArb = (maxSide = 6): fc.Arbitrary<string> =>
  fc.oneof(levelTextArb(maxSide), recipeLevelArb(maxSide)).map(withRotators);

/**
 * Rooms like the bonus world's: the atoms of two or three molecules (one holds the player) in an
 * open room with a few walls, rotators on a large share of the inner corners and maybe a few
 * splitters; several molecules must end apart (`v2 multiple` or not: any number may remain).
 */
export const rotatorDenseLevelArb = (maxSide = 9): fc.Arbitrary<string> =>
  fc
    .record({
      width: fc.integer({ min: 6, max: maxSide }),
      height: fc.integer({ min: 5, max: maxSide }),
      recipes: fc.array(fc.constantFrom(...RECIPES.filter((r) => r[0] !== 'E')), { minLength: 2, maxLength: 3 }),
      seed: fc.array(fc.nat(), { minLength: 40, maxLength: 40 }),
      walls: fc.array(fc.nat(), { maxLength: 5 }),
      rotatorShare: fc.constantFrom(1, 2, 2, 3),
      rotatorPhase: fc.nat(3),
      splitters: fc.array(fc.nat(), { maxLength: 2 }),
    })
    .map(({ width, height, recipes, seed, walls, rotatorShare, rotatorPhase, splitters }) => {
      // The first recipe keeps its upper-case player; the others' players are ordinary atoms.
      const atoms = recipes.flatMap((r, i) => (i === 0 ? r : r.map((a) => a.toLowerCase())));
      const cells = walledRoom(width, height, 0, atoms, seed, walls);
      const mods: string[][] = [];
      for (let y = 0; y < height - 1; y++) {
        mods.push([]);
        for (let x = 0; x < width - 1; x++) {
          const innerCorner = x > 0 && y > 0 && x < width - 2 && y < height - 2;
          mods[y]!.push(innerCorner && (x + 2 * y + rotatorPhase) % rotatorShare === 0 ? '@' : ' ');
        }
      }
      for (const k of splitters) {
        const x = 1 + (k % Math.max(1, width - 3));
        const y = 1 + (Math.floor(k / 7) % Math.max(1, height - 3));
        if (x < width - 2 && y < height - 2) mods[y]![x] = '/';
      }
      return specText({ width, height, cells, modifiers: mods, multiple: true });
    });

/**
 * A room of `width × height` cells with walls around it, the atoms placed at seeded free cells at
 * least `margin` cells from the border walls, then inner walls at the `walls` positions left free.
 */
function walledRoom(
  width: number,
  height: number,
  margin: number,
  atoms: readonly string[],
  seed: readonly number[],
  walls: readonly number[],
): string[][] {
  const cells: string[][] = [];
  for (let y = 0; y < height; y++) {
    cells.push([]);
    for (let x = 0; x < width; x++) cells[y]!.push(x === 0 || y === 0 || x === width - 1 || y === height - 1 ? 'x' : '-');
  }
  const iw = width - 2 - 2 * margin;
  const inner = iw * (height - 2 - 2 * margin);
  const cellOf = (k: number): [number, number] => [1 + margin + (k % iw), 1 + margin + Math.floor(k / iw)];
  let s = 0;
  for (const a of atoms) {
    for (let tries = 0; tries < inner; tries++) {
      const [x, y] = cellOf((seed[s++ % seed.length]! + tries) % inner);
      if (cells[y]![x] === '-') {
        cells[y]![x] = a;
        break;
      }
    }
  }
  for (const k of walls) {
    const [x, y] = cellOf(k % inner);
    if (cells[y]![x] === '-') cells[y]![x] = 'x';
  }
  return cells;
}
