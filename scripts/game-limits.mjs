// `pnpm bench:game-limits`: how soon each game's `solve` stops at `timeoutMs` on large, hard levels
// made by seeded generators (the largest each parser takes, or near it), set-up included. The
// search-core side (every entry point, cheap and slow steps) is `pnpm bench:limits` in
// packages/search-core. A stop counts as late when it comes more than 50 ms after the limit.
//
// Usage: node scripts/game-limits.mjs [--seed n] [--runs n] [--limits 1,100] [--game name]
// Each level is parsed afresh for every run, so every solve pays its level's set-up; the first run
// of a game is also its first use in the process (cold code).
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const seed0 = Number(opt('--seed', '20261127'));
const runs = Number(opt('--runs', '3'));
const limits = opt('--limits', '1,100').split(',').map(Number);
const only = opt('--game', undefined);
const LATE_MS = 50;

/** A small seeded generator (an LCG), so that every run meets the same levels. */
function random(seed) {
  let s = seed >>> 0;
  const next = () => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) / 4294967296;
  return { next, pick: (xs) => xs[Math.floor(next() * xs.length)], int: (n) => Math.floor(next() * n) };
}

/** A room of w × h cells with a wall border, some inner walls, and `items` placed on free cells. */
function room(r, w, h, wall, border, items) {
  const rows = Array.from({ length: h }, (_, y) => Array.from({ length: w }, (_, x) => (border(x, y) ? '#' : r.next() < wall ? '#' : '.')));
  for (const c of items) {
    for (;;) {
      const x = 1 + r.int(w - 2);
      const y = 1 + r.int(h - 2);
      if (rows[y][x] !== '.') continue;
      rows[y][x] = c;
      break;
    }
  }
  return rows;
}

const edge = (w, h) => (x, y) => x === 0 || y === 0 || x === w - 1 || y === h - 1;

const GAMES = {
  sokobond: (r) => {
    // 64 × 64 (the parser's largest), a carbon player and 120 atoms: hydrogens, oxygens and
    // heliums (whose electrons can pair, so that the level is not dead from the start).
    const atoms = ['C', ...Array.from({ length: 119 }, () => r.pick('hheeo'))];
    return room(r, 64, 64, 0.03, edge(64, 64), atoms)
      .map((row) => row.join('').replaceAll('#', 'x').replaceAll('.', '-'))
      .join('\n');
  },
  'key-maze': (r) => {
    // 641 × 641 with pillars (loops everywhere), 26 keys and 25 doors.
    const n = 641;
    const items = ['@'];
    for (let k = 0; k < 26; k++) items.push(String.fromCharCode(97 + k), ...(k > 0 ? [String.fromCharCode(65 + k)] : []));
    return room(r, n, n, 0, (x, y) => edge(n, n)(x, y) || (x % 2 === 0 && y % 2 === 0), items)
      .map((row) => row.join(''))
      .join('\n');
  },
  'cosmic-express': (r) => {
    // 200 × 200 (the parser's largest), 40 aliens with their houses, crossings and a wormhole pair.
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
  'golf-peaks': (r) => {
    // 64 × 64 (the parser's largest) of heights 0–2 with ice, sand and water, and 24 cards.
    const cells = Array.from({ length: 64 }, () =>
      Array.from({ length: 64 }, () => (r.next() < 0.1 ? 'x' : `${r.int(3)}${r.next() < 0.1 ? r.pick([',ice', ',sand', ',water']) : ''}`)),
    );
    cells[0][0] = '0,ball';
    cells[63][63] = '0,flag';
    const cards = Array.from({ length: 24 }, () => r.pick(['1-', '2-', '3-', '4-', '1/', '2/', '1/1-', '2/1-']));
    return `64x64\n${cells.map((row) => row.join(' ')).join('\n')}\n\n${cards.join(' ')}\n`;
  },
  'ball-sort': (r) => {
    // 60 colours of 8 balls, shuffled, and two empty tubes.
    const colours = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.slice(0, 60);
    const balls = [...colours].flatMap((c) => Array(8).fill(c));
    for (let i = balls.length - 1; i > 0; i--) {
      const j = r.int(i + 1);
      [balls[i], balls[j]] = [balls[j], balls[i]];
    }
    const tubes = Array.from({ length: 60 }, (_, t) => balls.slice(8 * t, 8 * t + 8));
    return JSON.stringify({ capacity: 8, tubes: [...tubes, [], []] });
  },
};

const rows = [];
for (const [game, make] of Object.entries(GAMES)) {
  if (only !== undefined && game !== only) continue;
  const lib = await import(new URL(`../packages/game-${game}/dist/index.js`, import.meta.url).href);
  for (const algorithm of lib.ALGORITHMS) {
    for (const limit of limits) {
      const late = [];
      let worst = 0;
      let status = '';
      for (let run = 0; run < runs; run++) {
        const text = make(random(seed0 + run));
        const level = lib.parse(text, { file: `${game}-${seed0 + run}` });
        const started = performance.now();
        const { result } = lib.solve(level, { algorithm, timeoutMs: limit });
        const ms = performance.now() - started;
        worst = Math.max(worst, ms - limit);
        if (ms - limit > LATE_MS) late.push(run);
        status = result.status === 'limit' ? `limit (${result.limit})` : result.status;
      }
      rows.push({
        game,
        algorithm,
        timeoutMs: limit,
        'worst past the limit, ms': Number(Math.max(0, worst).toFixed(1)),
        'late runs': `${late.length} / ${runs}`,
        'last status': status,
      });
    }
  }
}
console.table(rows);
const late = rows.filter((r) => !r['late runs'].startsWith('0 '));
console.log(`seed ${seed0}, ${runs} levels per game; late = more than ${LATE_MS} ms past the limit`);
console.log(
  late.length === 0
    ? 'every solve stopped in time'
    : `late: ${late.map((r) => `${r.game} ${r.algorithm} at ${r.timeoutMs} ms`).join(', ')}`,
);
