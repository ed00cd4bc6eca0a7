// Levels made to be costly for a solver's own work, for the limits cases of `pnpm fuzz` and for
// `pnpm bench:game-limits`: per-level set-up that takes seconds (the largest boards each parser
// takes), single expansions that take a second (a key maze with a thousand robots in one region),
// big states (tubes of forty balls, boards of 64 × 64), and portfolios of searches taking turns
// (Sokobond rooms full of rotators). Each generator is seeded: (game, kind, seed) makes the same text.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Random } from './random.mjs';

/** A room of w × h cells: `border(x, y)` cells are walls, others walls with chance `wall`, then `items` on free cells. */
function room(r, w, h, wall, border, items, free = '.') {
  const rows = Array.from({ length: h }, (_, y) =>
    Array.from({ length: w }, (_, x) => (border(x, y) ? '#' : r.next() < wall ? '#' : free)),
  );
  for (const c of items) {
    for (let tries = 0; tries < 100_000; tries++) {
      const x = 1 + r.int(w - 2);
      const y = 1 + r.int(h - 2);
      if (rows[y][x] !== free) continue;
      rows[y][x] = c;
      break;
    }
  }
  return rows;
}

const edge = (w, h) => (x, y) => x === 0 || y === 0 || x === w - 1 || y === h - 1;
const letters = (from, n) => Array.from({ length: n }, (_, i) => String.fromCharCode(from + i));

/**
 * Per game, the kinds of costly level: `(random) => text`. Every kind says in its name what makes
 * it costly.
 */
export const COSTLY_LEVELS = {
  'key-maze': {
    // 300–1,500 robots sharing one open region with 1–3 keys: solved in a move or three, so the
    // solution's path is rebuilt by expansions of thousands of successors each.
    'many robots, few keys': (r) => robotsRoom(r, r.between(300, 1500), r.between(1, 3)),
    // 800–1,500 robots and 12–16 keys, some behind doors: every state holds every robot's place
    // (kilobytes), and one expansion lists robots × keys successors, seconds of work and hundreds
    // of megabytes.
    'many robots, many keys': (r) => robotsRoom(r, r.between(800, 1500), r.between(12, 16)),
    // 641 × 641 with pillars (loops everywhere), 26 keys and 25 doors: the key graph takes seconds
    // to build.
    'huge map': (r) => {
      const n = 641;
      const items = ['@', ...letters(97, 26), ...letters(66, 25)];
      return room(r, n, n, 0, (x, y) => edge(n, n)(x, y) || (x % 2 === 0 && y % 2 === 0), items)
        .map((row) => row.join(''))
        .join('\n');
    },
  },
  sokobond: {
    // A real level with rotators (read from ../shared/levels at run time), one atom moved to
    // another free cell: `fast` runs its weighted search and plain A* in turns (the walk portfolio),
    // and the turn that holds the deadline may belong to either.
    'real rotator level, one atom moved': (r, { levelsDir } = {}) => {
      const texts = rotatorLevels(levelsDir);
      if (texts.length === 0) return COSTLY_LEVELS.sokobond['rotator room'](r);
      const rows = r.pick(texts).split('\n');
      const v2 = rows[0].startsWith('v2');
      // Cells: in v2, the characters at even columns of the rows after the header that are cell rows.
      const cells = [];
      rows.forEach((row, y) => {
        if (v2 && (y === 0 || !/^[xX#\-a-zA-Z]/.test(row))) return;
        for (let x = 0; x < row.length; x += v2 ? 2 : 1) cells.push([y, x, row[x]]);
      });
      const atoms = cells.filter(([, , c]) => /[honcea]/.test(c));
      const free = cells.filter(([, , c]) => c === '-');
      if (atoms.length > 0 && free.length > 0) {
        const [ay, ax, ac] = r.pick(atoms);
        const [fy, fx] = r.pick(free);
        const set = (y, x, c) => {
          rows[y] = rows[y].slice(0, x) + c + rows[y].slice(x + 1);
        };
        set(ay, ax, '-');
        set(fy, fx, ac);
      }
      return rows.join('\n');
    },
    // A v2 room of 8–10 × 7–9 cells with rotators on most inner corners and a carbon player (a
    // molecule): `fast` runs its weighted search and plain A* in turns (the walk portfolio).
    'rotator room': (r) => {
      const w = r.between(8, 10);
      const h = r.between(7, 9);
      const atoms = ['C', ...Array.from({ length: r.between(4, 8) }, () => r.pick(['h', 'h', 'o', 'c', 'n']))];
      const cells = room(r, w, h, 0.04, edge(w, h), atoms, '-');
      const lines = ['v2 multiple'];
      for (let y = 0; y < h; y++) {
        lines.push(cells[y].map((c) => (c === '#' ? 'x' : c)).join(' '));
        if (y === h - 1) break;
        const between = new Array(2 * w - 1).fill(' ');
        for (let x = 0; x < w - 1; x++) {
          const inner = x > 0 && y > 0 && x < w - 2 && y < h - 2;
          if (inner) between[2 * x + 1] = r.chance(0.75) ? '@' : r.chance(0.3) ? r.pick(['+', '/']) : ' ';
        }
        lines.push(between.join('').trimEnd());
      }
      return lines.join('\n');
    },
    // 64 × 64 (the parser's largest), a carbon player and 120 atoms: per-level tables take long.
    'big room': (r) => {
      const atoms = ['C', ...Array.from({ length: 119 }, () => r.pick(['h', 'h', 'e', 'e', 'o']))];
      return room(r, 64, 64, 0.03, edge(64, 64), atoms)
        .map((row) => row.join('').replaceAll('#', 'x').replaceAll('.', '-'))
        .join('\n');
    },
  },
  'cosmic-express': {
    // 200 × 200 (the parser's largest), 40 aliens with their houses, crossings and a wormhole pair.
    'huge board': (r) => {
      const items = [];
      for (let i = 0; i < 40; i++) {
        const c = r.pick(['P', 'O', 'G']);
        items.push(c, c.toLowerCase());
      }
      items.push('+', '+', '+', '+', '*', '*');
      const rows = room(r, 200, 200, 0.05, (x) => x === 0 || x === 199, items);
      rows[1][0] = 'A';
      rows[198][199] = 'Z';
      return rows.map((row) => row.join('')).join('\n');
    },
    // 24–40 square with 8–16 aliens: a deep track search.
    'open board': (r) => {
      const n = r.between(24, 40);
      const items = [];
      for (let i = 0; i < r.between(8, 16); i++) {
        const c = r.pick(['P', 'O', 'G']);
        items.push(c, c.toLowerCase());
      }
      const rows = room(r, n, n, 0.02, (x) => x === 0 || x === n - 1, items);
      rows[1][0] = 'A';
      rows[n - 2][n - 1] = 'Z';
      return rows.map((row) => row.join('')).join('\n');
    },
  },
  'golf-peaks': {
    // 64 × 64 (the parser's largest) of heights 0–2 with ice, sand and water, and 24 cards.
    'huge course': (r) => {
      const cells = Array.from({ length: 64 }, () =>
        Array.from({ length: 64 }, () =>
          r.next() < 0.1 ? 'x' : `${r.int(3)}${r.next() < 0.1 ? r.pick([',ice', ',sand', ',water']) : ''}`,
        ),
      );
      cells[0][0] = '0,ball';
      cells[63][63] = '0,flag';
      const cards = Array.from({ length: 24 }, () => r.pick(['1-', '2-', '3-', '4-', '1/', '2/', '1/1-', '2/1-']));
      return `64x64\n${cells.map((row) => row.join(' ')).join('\n')}\n\n${cards.join(' ')}\n`;
    },
  },
  'ball-sort': {
    // 60 colours of 8 balls, shuffled, and two empty tubes: thousands of moves per state.
    'many tubes': (r) => {
      const colours = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.slice(0, 60)];
      return JSON.stringify({ capacity: 8, tubes: [...shuffledTubes(r, colours, 8), [], []] });
    },
    // 3–6 colours in tubes as tall as the parser takes ((colours + 1)^capacity within 2^53):
    // long states, and moves that pour long runs.
    'tall tubes': (r) => {
      const n = r.between(3, 6);
      const capacity = Math.floor(53 / Math.log2(n + 1)) - r.int(2);
      const colours = [...'ABCDEF'.slice(0, n)];
      return JSON.stringify({ capacity, tubes: [...shuffledTubes(r, colours, capacity), [], []] });
    },
  },
};

/** A room of 61–101 × 31–51 cells, few walls, `robots` robots and `keys` keys, some doors. */
function robotsRoom(r, robots, keys) {
  const w = r.between(61, 101);
  const h = r.between(31, 51);
  const items = [...new Array(robots).fill('@'), ...letters(97, keys)];
  for (const d of letters(65, keys)) if (d !== 'A' && r.chance(0.4)) items.push(d);
  return room(r, w, h, 0.08, edge(w, h), items)
    .map((row) => row.join(''))
    .join('\n');
}

function shuffledTubes(r, colours, capacity) {
  const balls = colours.flatMap((c) => new Array(capacity).fill(c));
  for (let i = balls.length - 1; i > 0; i--) {
    const j = r.int(i + 1);
    [balls[i], balls[j]] = [balls[j], balls[i]];
  }
  return colours.map((_, t) => balls.slice(capacity * t, capacity * t + capacity));
}

const rotatorCache = new Map();

/** The texts of the real Sokobond levels with rotators, or none without the folder. */
function rotatorLevels(levelsDir) {
  if (levelsDir === undefined) return [];
  let texts = rotatorCache.get(levelsDir);
  if (texts !== undefined) return texts;
  texts = [];
  try {
    const root = join(levelsDir, 'sokobond');
    for (const world of readdirSync(root, { withFileTypes: true })) {
      if (!world.isDirectory()) continue;
      for (const file of readdirSync(join(root, world.name))) {
        const text = readFileSync(join(root, world.name, file), 'utf8');
        if (text.startsWith('v2') && text.includes('@')) texts.push(text.replace(/\r\n?/g, '\n'));
      }
    }
  } catch {
    texts = [];
  }
  rotatorCache.set(levelsDir, texts);
  return texts;
}

/**
 * The text of one costly level. `levelsDir` (../shared/levels) lets the kinds built on real levels
 * use them; without it they fall back to a generated level of the same game.
 */
export function costlyLevel(game, kind, seed, { levelsDir } = {}) {
  const make = COSTLY_LEVELS[game]?.[kind];
  if (make === undefined) throw new Error(`no costly level ${game}/${kind}`);
  return make(new Random(seed), { levelsDir });
}
