// What the fuzz suite needs to know about each game beyond its plugin: where its real levels are,
// the parse options worth trying, an alphabet for random text, how to print a level back, the
// level's invariants, and inputs built to be huge.

/** The five games' package names, in table order. */
export const GAME_PACKAGES = ['game-ball-sort', 'game-cosmic-express', 'game-golf-peaks', 'game-key-maze', 'game-sokobond'];

const rows = (row, n, eol = '\n') => new Array(n).fill(row).join(eol);

/** Problems with a value, or undefined; `problems` collects sentences. */
function check(problems) {
  return problems.length === 0 ? undefined : problems.join('; ');
}

/**
 * The adapters of the five games, given their loaded modules (`{ 'game-ball-sort': module, … }`).
 * `stateOf(level)`, where a game has one, gives its search-core `State` class at the start.
 *
 * @returns one adapter per game, in {@link GAME_PACKAGES} order (absent modules are left out).
 */
export function adaptersOf(modules) {
  const out = [];
  const m = (name) => modules[name];

  if (m('game-ball-sort')) {
    const g = m('game-ball-sort');
    out.push({
      name: 'ball-sort',
      module: g,
      corpus: [{ dir: 'ball-sort', ext: '.txt' }],
      variants: [{}, { rules: 'course' }, { moves: 'pour' }],
      alphabet: [
        '0',
        '1',
        '2',
        '3',
        '9',
        '\n',
        '\n',
        '\r',
        ' ',
        '/',
        'A',
        'B',
        'C',
        'R',
        'G',
        '{',
        '}',
        '[',
        ']',
        '"',
        ',',
        ':',
        'é',
        '\t',
        '\u0000',
      ],
      print: (level) => g.formatLevel(level),
      stateOf: (level) => new g.BallSortState(level),
      invariants(level) {
        const p = [];
        if (!Number.isInteger(level.capacity) || level.capacity < 2 || level.capacity > 64) p.push(`capacity ${level.capacity}`);
        if (level.tubes.length < 1 || level.tubes.length > 200) p.push(`${level.tubes.length} tubes`);
        const counts = new Array(level.colours.length).fill(0);
        for (const t of level.tubes) {
          if (t.length > level.capacity) p.push('a tube above capacity');
          for (const b of t) {
            if (!Number.isInteger(b) || b < 0 || b >= counts.length) p.push(`colour number ${b}`);
            else counts[b]++;
          }
        }
        if (counts.some((c) => c !== level.capacity)) p.push('a colour without exactly capacity balls');
        if (new Set(level.colours).size !== level.colours.length) p.push('a colour listed twice');
        return check(p);
      },
      huge: [
        ['billions of empty tubes in the header', () => '2\n99999999999\nABAB\nBABA\n'],
        ['a header count of 400 digits', () => `${'9'.repeat(400)}\n0\nAB\n`],
        ['200,000 JSON tubes', () => `{"tubes": [${rows('[]', 200_000, ',')}]}`],
        ['200,000 course tube lines', () => `200000\n0\n${rows('AB', 200_000)}\n`],
        ['a 2 MB tube line', () => `1\n0\n${'A'.repeat(2_000_000)}\n`],
        ['a JSON tube of 500,000 balls', () => `{"tubes": [[${rows('"A"', 500_000, ',')}]]}`],
        ['JSON nested 1,000,000 deep', () => '['.repeat(1_000_000)],
        ['a capacity of 1e308', () => '{"capacity": 1e308, "tubes": [["A","A"]]}'],
      ],
    });
  }

  if (m('game-cosmic-express')) {
    const g = m('game-cosmic-express');
    out.push({
      name: 'cosmic-express',
      module: g,
      corpus: [
        { dir: 'cosmic-express', ext: '.json' },
        { dir: 'cosmic-express-grid', ext: '.txt' },
      ],
      variants: [{}],
      alphabet: [
        '.',
        '.',
        '#',
        '+',
        '*',
        'A',
        'a',
        'Z',
        'G',
        'O',
        'P',
        'g',
        'o',
        'p',
        '?',
        '\n',
        '\n',
        '\r',
        '{',
        '}',
        '[',
        ']',
        '"',
        ':',
        ',',
        '1',
        '0',
        'x',
        'y',
        ' ',
      ],
      print: (level) => g.printLevel(level),
      stateOf: (level) => new g.CosmicExpressState(level),
      // Solutions may also be drawn boards (what render draws, and the corpus's solutions.json).
      drawing: (level, states) => g.render(level, states[states.length - 1]),
      invariants(level) {
        const p = [];
        const n = level.width * level.height;
        if (level.cells.length !== n) p.push(`${level.cells.length} cells for ${level.width}×${level.height}`);
        if (level.width > 200 || level.height > 200) p.push('larger than 200');
        for (const [what, c] of [
          ['entrance', level.entrance],
          ['exit', level.exit],
        ])
          if (!(c >= 0 && c < n)) p.push(`${what} ${c}`);
        if (level.entrance === level.exit) p.push('entrance on the exit');
        if (!(level.cars >= 1 && level.cars <= 8)) p.push(`${level.cars} cars`);
        for (const a of level.aliens) if (level.cells[a.cell] !== g.Cell.Alien) p.push('an alien not on an alien cell');
        for (const h of level.houses) if (level.cells[h.cell] !== g.Cell.House) p.push('a house not on a house cell');
        if (level.wormholes.length !== 0 && level.wormholes.length !== 2) p.push('unpaired wormholes');
        for (const x of [...level.aliens.map((a) => a.color), ...level.houses.map((h) => h.color)]) {
          if (typeof x !== 'string' || !['purple', 'orange', 'green', 'any'].includes(x)) p.push(`colour ${String(x)}`);
        }
        return check(p);
      },
      huge: [
        ['200,000 grid rows', () => rows('A.Z', 200_000)],
        ['a 2 MB grid row', () => `A${'.'.repeat(2_000_000)}Z`],
        ['a 100,000-wide first row over 100,000 short rows', () => `${'.'.repeat(100_000)}\n${rows('A', 100_000)}`],
        ['a 198×198 empty grid', () => [`A${'.'.repeat(196)}Z`, ...new Array(197).fill('.'.repeat(198))].join('\n')],
        [
          '200,000 JSON walls',
          () =>
            `{"width": 198, "height": 198, "length": 1, "entrances": [{"x": 0, "y": 1}], "exits": [{"x": 199, "y": 1}], "entities": [${rows('[{"x": 5, "y": 5}, "Wall"]', 200_000, ',')}]}`,
        ],
        ['JSON nested 1,000,000 deep', () => `{"width": ${'['.repeat(1_000_000)}`],
        ['a width of 1e300', () => '{"width": 1e300, "height": 1, "length": 1, "entrances": [], "exits": [], "entities": []}'],
      ],
    });
  }

  if (m('game-golf-peaks')) {
    const g = m('game-golf-peaks');
    out.push({
      name: 'golf-peaks',
      module: g,
      corpus: [{ dir: 'golf-peaks', ext: '.txt' }],
      variants: [{}],
      alphabet: [
        '0',
        '1',
        '2',
        '9',
        'x',
        ',',
        ' ',
        '\t',
        '\n',
        '\n',
        '\r',
        'ball',
        'flag',
        'up',
        'left',
        'ice',
        'warp1',
        '*n',
        '/tl',
        'sand',
        'water',
        'boing',
        '-',
        '/',
        'constructor',
      ],
      print: (level) => g.print(level),
      stateOf: (level) => g.GolfPeaksState.initial(level),
      invariants(level) {
        const p = [];
        if (level.tiles.length !== level.width * level.height) p.push('tiles do not fill the grid');
        if (level.width < 1 || level.height < 1 || level.width > 64 || level.height > 64) p.push(`size ${level.width}x${level.height}`);
        for (const [what, c] of [
          ['ball', level.ball],
          ['flag', level.flag],
        ]) {
          if (!(c >= 0 && c < level.tiles.length) || level.tiles[c].kind === 'void') p.push(`${what} at ${c}`);
        }
        if (level.cards.length > 24) p.push(`${level.cards.length} cards`);
        for (const t of level.tiles) {
          if (t.kind === 'slope' || t.kind === 'belt')
            if (!Number.isInteger(t.direction) || t.direction < 0 || t.direction > 3) p.push(`direction ${String(t.direction)}`);
          if (t.kind === 'angle' || t.kind === 'ice-angle')
            if (!['tl', 'tr', 'bl', 'br'].includes(t.corner)) p.push(`corner ${String(t.corner)}`);
        }
        const warps = new Map();
        for (const t of level.tiles) if (t.kind === 'warp') warps.set(t.pair, (warps.get(t.pair) ?? 0) + 1);
        for (const [pair, n] of warps) if (n !== 2) p.push(`warp${pair} ×${n}`);
        return check(p);
      },
      huge: [
        ['64x64 with 100,000 cells per row', () => `64x64\n${rows(rows('0', 100_000, ' '), 64)}\n\n1-\n`],
        ['200,000 rows', () => `1x200000\n0,ball\n${rows('0', 199_998)}\n0,flag\n\n1-\n`],
        ['a size of 400 digits', () => `${'9'.repeat(400)}x1\n0,ball\n`],
        ['100,000 cards', () => `1x2\n0,ball\n0,flag\n\n${rows('1-', 100_000, ' ')}\n`],
        ['a 1 MB card', () => `1x2\n0,ball\n0,flag\n\n${'1/'.repeat(500_000)}-\n`],
        ['2 MB of commas in a cell', () => `1x2\n0,ball${','.repeat(2_000_000)}\n0,flag\n\n1-\n`],
      ],
    });
  }

  if (m('game-key-maze')) {
    const g = m('game-key-maze');
    out.push({
      name: 'key-maze',
      module: g,
      corpus: [{ dir: 'key-maze', ext: '.txt' }],
      variants: [{}, { part: '2' }],
      alphabet: ['#', '#', '.', '.', '.', '@', 'a', 'b', 'c', 'A', 'B', 'C', 'z', '\n', '\n', '\r', ' '],
      print: (level) => level.rows.join('\n'),
      stateOf: (level) => new g.KeyMazeSearchState(level),
      invariants(level) {
        const p = [];
        if (level.rows.length !== level.height) p.push('rows and height differ');
        if (level.rows.some((r) => r.length !== level.width)) p.push('a row of another width');
        if (level.cells.length !== level.width * level.height) p.push('cells do not fill the grid');
        if (level.robots.length === 0) p.push('no robot');
        for (const r of level.robots) if (!(r >= 0 && r < level.cells.length) || level.cells[r] === 35) p.push(`robot at ${r}`);
        if (new Set(level.keys).size !== level.keys.length) p.push('a key listed twice');
        return check(p);
      },
      huge: [
        ['200,000 rows', () => rows('#@.a#', 200_000)],
        ['a 2 MB row', () => `#@${'.'.repeat(2_000_000)}a#`],
        [
          '3,000 robots',
          () => {
            const row = `#${'@'.repeat(3000)}a#`;
            return [row.replace(/./g, '#'), row, row.replace(/./g, '#')].join('\n');
          },
        ],
        ['1,000 by 1,000 of open floor', () => `@${'.'.repeat(998)}a\n${rows('.'.repeat(1000), 999)}`],
        ['a 100,000-wide first row over 100,000 short rows', () => `${'#'.repeat(100_000)}\n${rows('.', 100_000)}`],
      ],
    });
  }

  if (m('game-sokobond')) {
    const g = m('game-sokobond');
    out.push({
      name: 'sokobond',
      module: g,
      corpus: [{ dir: 'sokobond', ext: '.txt' }],
      variants: [{}],
      alphabet: [
        'x',
        'X',
        '#',
        '-',
        '-',
        ' ',
        'h',
        'o',
        'n',
        'c',
        'e',
        'H',
        'O',
        'N',
        'C',
        '\n',
        '\n',
        '\r',
        'v',
        '2',
        '|',
        '+',
        '*',
        '=',
        '/',
      ],
      print: (level) => g.printLevel(level),
      invariants(level) {
        const p = [];
        if (level.walls.length !== level.width * level.height) p.push('walls do not fill the grid');
        if (!level.atoms.some((a) => a.player)) p.push('no player atom');
        const seen = new Set();
        for (const a of level.atoms) {
          if (!(a.x >= 0 && a.y >= 0 && a.x < level.width && a.y < level.height)) p.push(`an atom at ${a.x},${a.y}`);
          else if (level.walls[a.y * level.width + a.x] === 1) p.push('an atom in a wall');
          const k = a.y * level.width + a.x;
          if (seen.has(k)) p.push('two atoms on one cell');
          seen.add(k);
        }
        return check(p);
      },
      huge: [
        ['200,000 rows', () => rows('x-H-x', 200_000)],
        ['a 2 MB row', () => `xH${'-'.repeat(2_000_000)}x`],
        ['v2 with 200,000 rows', () => `v2\n${rows('x-H-x', 200_000)}`],
        ['100,000 player atoms', () => rows(`x${'H'.repeat(1000)}x`, 100)],
        ['a 100,000-wide first row over 100,000 short rows', () => `${'x'.repeat(100_000)}\n${rows('H', 100_000)}`],
      ],
    });
  }
  return out;
}
