/**
 * The problems of the limits bench: goal-less binary trees over numbers modulo a prime (only a
 * limit ends a search), in shapes that make one step costly or one state big. Every shape offers
 * what every entry point needs: `tree` (with predecessors for the bidirectional search), `inPlace`
 * and `startIsGoal` (for `shortenPath`), and `path` (a path from the start to a goal, for it).
 *
 * - `cheap`: numbers, no work.
 * - `2ms`: every expansion spins 2 ms before its two children.
 * - `turn-2ms`: cheap expansions for the first 80 ms of a search (from its root's expansion), then
 *   2 ms ones: a search whose steps turn costly at once.
 * - `wide-1ms`: every expansion lists 1,000 children, each made in 1 ms (a one-second expansion
 *   that the search can stop between two children).
 * - `opaque-1s`: every expansion works 1 s before its first child (a game's per-state analysis),
 *   calling search-core's `checkpoint()` every millisecond where the library has it; without it,
 *   nothing can stop such a step.
 * - `objects-8k`: each state an object holding an array of 1,000 numbers (8 KB on the heap).
 * - `arrays-8k`: each state a plain array of 1,001 numbers.
 * - `typed-8k`: each state a `Float64Array` of 1,024 numbers (8 KB of array buffer).
 * - `wide-objects`: every expansion lists 20,000 children of 1 KB each (a key-maze map with many
 *   robots: most of the memory is made inside one expansion).
 */
const M = 2_147_483_647;

export function busy(ms) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** Spins `ms` in 1 ms pieces, with the library's checkpoint between them when it has one. */
function opaque(ms, sc) {
  const check = typeof sc.checkpoint === 'function' ? sc.checkpoint : () => {};
  for (let i = 0; i < ms; i++) {
    busy(1);
    check();
  }
}

/** The shapes of states: how a number becomes a state, and back. */
const SHAPES = {
  number: { make: (n) => n, id: (s) => s },
  object: { make: (n) => ({ n, cells: new Array(1000).fill(n) }), id: (s) => s.n },
  array: {
    make: (n) => {
      const a = new Array(1001).fill(n & 1023);
      a[0] = n;
      return a;
    },
    id: (s) => s[0],
  },
  typed: {
    make: (n) => {
      const a = new Float64Array(1024);
      a[0] = n;
      return a;
    },
    id: (s) => s[0],
  },
  small: { make: (n) => ({ n, cells: new Array(120).fill(n & 7) }), id: (s) => s.n },
};

const KINDS = {
  cheap: { shape: 'number', children: 2, before: 0, each: 0 },
  '2ms': { shape: 'number', children: 2, before: 2, each: 0 },
  'turn-2ms': { shape: 'number', children: 2, before: 2, each: 0, turnAfterMs: 80 },
  'wide-1ms': { shape: 'number', children: 1000, before: 0, each: 1 },
  'opaque-1s': { shape: 'number', children: 2, before: 1000, each: 0, opaque: true },
  'objects-8k': { shape: 'object', children: 2, before: 0, each: 0 },
  'arrays-8k': { shape: 'array', children: 2, before: 0, each: 0 },
  'typed-8k': { shape: 'typed', children: 2, before: 0, each: 0 },
  'wide-objects': { shape: 'small', children: 20_000, before: 0, each: 0 },
};

export const PROBLEM_KINDS = Object.keys(KINDS);

/** The problems of one kind, for the library module `sc`. */
export function problemsOf(kind, sc) {
  const k = KINDS[kind];
  if (k === undefined) throw new Error(`unknown problem kind ${kind}`);
  const { make, id } = SHAPES[k.shape];
  let before = k.before === 0 ? () => {} : k.opaque ? () => opaque(k.before, sc) : () => busy(k.before);
  // Reset at each expansion of the root (a new search); costly once `turnAfterMs` have passed.
  let rootAt = 0;
  if (k.turnAfterMs !== undefined) {
    const costly = before;
    before = () => {
      if (performance.now() - rootAt > k.turnAfterMs) costly();
    };
  }
  const each = k.each === 0 ? () => {} : () => busy(k.each);
  const wide = k.children;
  const tree = {
    initial: make(1),
    expand(s, emit) {
      const n = id(s);
      if (n === 1) rootAt = performance.now();
      before();
      for (let c = 0; c < wide; c++) {
        each();
        emit(make((n * wide + c + 1) % M), c);
      }
    },
    isGoal: () => false,
    heuristic: () => 0,
    key: id,
    // Every move raises f by 1 (cost 1, h 0), for partialExpansionAstar.
    expandByFChange(s, above, atMost, emit) {
      if (above < 1 && atMost >= 1) tree.expand(s, emit);
      return atMost < 1 ? 1 : Infinity;
    },
    goal: make(-1),
    // Listed lazily, as `expand` emits: each predecessor is made when the search asks for it, so
    // that `wide-1ms` is the same one-second step, which a search can stop between two children,
    // on both sides (an array made up front is the problem's own second, which only checkpoint()
    // in it could stop).
    *predecessors(s) {
      before();
      const n = id(s);
      for (let c = 0; c < wide; c++) {
        each();
        yield { state: make(n * wide - c - 1), move: c };
      }
    },
  };
  const inPlace = () => ({
    state: { n: 1, trail: [] },
    moves: (s) => {
      if (s.trail.length === 0) rootAt = performance.now();
      before();
      return Array.from({ length: Math.min(wide, 2) }, (_, i) => i);
    },
    apply: (s, m) => {
      each();
      s.trail.push(s.n);
      s.n = (2 * s.n + m) % M;
    },
    undo: (s) => {
      s.n = s.trail.pop();
    },
    isGoal: () => false,
    heuristic: () => 0,
    clone: (s) => ({ n: s.n, trail: [...s.trail] }),
  });
  const startIsGoal = { ...tree, isGoal: (s) => id(s) === 1 };
  return { tree, inPlace, startIsGoal, path: { states: [tree.initial], moves: [] } };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Every public entry point of search-core: `[name, sync, async]`, each `(problems, options) => result`. */
export function entryPoints(sc) {
  return [
    ['astar', (p, o) => sc.astar(p.tree, o), (p, o) => sc.astarAsync(p.tree, o)],
    ['astar weight 2', (p, o) => sc.astar(p.tree, { ...o, weight: 2 }), (p, o) => sc.astarAsync(p.tree, { ...o, weight: 2 })],
    ['astar greedy', (p, o) => sc.astar(p.tree, { ...o, greedy: true }), (p, o) => sc.astarAsync(p.tree, { ...o, greedy: true })],
    [
      'astarSteps',
      (p, o) => {
        const steps = sc.astarSteps(p.tree, o);
        for (;;) {
          const r = steps.next();
          if (r.done) return r.value;
        }
      },
      async (p, o) => {
        const steps = sc.astarSteps(p.tree, o);
        let slice = performance.now();
        for (;;) {
          const r = steps.next();
          if (r.done) return r.value;
          if (performance.now() - slice > 5) {
            await nextTurn();
            slice = performance.now();
          }
        }
      },
    ],
    ['dijkstra', (p, o) => sc.dijkstra(p.tree, o), (p, o) => sc.dijkstraAsync(p.tree, o)],
    ['anytimeAstar', (p, o) => sc.anytimeAstar(p.tree, o), (p, o) => sc.anytimeAstarAsync(p.tree, o)],
    ['anaStar', (p, o) => sc.anaStar(p.tree, o), (p, o) => sc.anaStarAsync(p.tree, o)],
    ['focalSearch', (p, o) => sc.focalSearch(p.tree, o), (p, o) => sc.focalSearchAsync(p.tree, o)],
    ['explicitEstimationSearch', (p, o) => sc.explicitEstimationSearch(p.tree, o), (p, o) => sc.explicitEstimationSearchAsync(p.tree, o)],
    ['optimisticSearch', (p, o) => sc.optimisticSearch(p.tree, o), (p, o) => sc.optimisticSearchAsync(p.tree, o)],
    ['dynamicPotentialSearch', (p, o) => sc.dynamicPotentialSearch(p.tree, o), (p, o) => sc.dynamicPotentialSearchAsync(p.tree, o)],
    // Wide: a narrow beam follows a lineage of the tree that comes back to its own states (2^31 ≡ 1).
    [
      'beamSearch',
      (p, o) => sc.beamSearch(p.tree, { ...o, width: 1 << 20 }),
      (p, o) => sc.beamSearchAsync(p.tree, { ...o, width: 1 << 20 }),
    ],
    [
      'beamStackSearch',
      (p, o) => sc.beamStackSearch(p.tree, { ...o, width: 1 << 20 }),
      (p, o) => sc.beamStackSearchAsync(p.tree, { ...o, width: 1 << 20 }),
    ],
    [
      'nbs',
      (p, o) => sc.nbs({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
      (p, o) => sc.nbsAsync({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
    ],
    [
      'mmSearch',
      (p, o) => sc.mmSearch({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
      (p, o) => sc.mmSearchAsync({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
    ],
    [
      'baeStar',
      (p, o) => sc.baeStar({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
      (p, o) => sc.baeStarAsync({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
    ],
    [
      'gbfhs',
      (p, o) => sc.gbfhs({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
      (p, o) => sc.gbfhsAsync({ ...p.tree, isGoal: (s) => p.tree.key(s) === -1 }, o),
    ],
    ['rbfs', (p, o) => sc.rbfs(p.tree, o), (p, o) => sc.rbfsAsync(p.tree, o)],
    ['fringeSearch', (p, o) => sc.fringeSearch(p.tree, o), (p, o) => sc.fringeSearchAsync(p.tree, o)],
    ['lrtaStar', (p, o) => sc.lrtaStar(p.tree, o), (p, o) => sc.lrtaStarAsync(p.tree, o)],
    [
      'lrtaStar lookahead 32',
      (p, o) => sc.lrtaStar(p.tree, { ...o, lookahead: 32 }),
      (p, o) => sc.lrtaStarAsync(p.tree, { ...o, lookahead: 32 }),
    ],
    ['lpaStar', (p, o) => sc.lpaStar(p.tree).search(o), (p, o) => sc.lpaStar(p.tree).searchAsync(o)],
    ['dStarLite', (p, o) => sc.dStarLite(p.tree).search(o), (p, o) => sc.dStarLite(p.tree).searchAsync(o)],
    // A node bound far beyond what the limits let it reach: they, not the bound, stop it.
    ['smaStar', (p, o) => sc.smaStar(p.tree, { ...o, maxNodes: 2 ** 30 }), (p, o) => sc.smaStarAsync(p.tree, { ...o, maxNodes: 2 ** 30 })],
    ['partialExpansionAstar', (p, o) => sc.partialExpansionAstar(p.tree, o), (p, o) => sc.partialExpansionAstarAsync(p.tree, o)],
    ['kShortestPaths', (p, o) => sc.kShortestPaths(p.tree, 3, o), (p, o) => sc.kShortestPathsAsync(p.tree, 3, o)],
    ['allOptimalPaths', (p, o) => sc.allOptimalPaths(p.tree, o), (p, o) => sc.allOptimalPathsAsync(p.tree, o)],
    ['bfs', (p, o) => sc.bfs(p.tree, o), (p, o) => sc.bfsAsync(p.tree, o)],
    ['reachable', (p, o) => sc.reachable(p.tree, o), (p, o) => sc.reachableAsync(p.tree, o)],
    ['bidirectionalBfs', (p, o) => sc.bidirectionalBfs(p.tree, o), (p, o) => sc.bidirectionalBfsAsync(p.tree, o)],
    ['idaStar', (p, o) => sc.idaStar(p.tree, o), (p, o) => sc.idaStarAsync(p.tree, o)],
    [
      'idaStar table',
      (p, o) => sc.idaStar(p.tree, { ...o, transpositionTable: 1 << 16 }),
      (p, o) => sc.idaStarAsync(p.tree, { ...o, transpositionTable: 1 << 16 }),
    ],
    ['idaStarInPlace', (p, o) => sc.idaStarInPlace(p.inPlace(), o), (p, o) => sc.idaStarInPlaceAsync(p.inPlace(), o)],
    ['iddfs', (p, o) => sc.iddfs(p.tree, o), (p, o) => sc.iddfsAsync(p.tree, o)],
    ['dfs', (p, o) => sc.dfs(p.tree, o), (p, o) => sc.dfsAsync(p.tree, o)],
    ['dfs tree', (p, o) => sc.dfs(p.tree, { ...o, tree: true }), (p, o) => sc.dfsAsync(p.tree, { ...o, tree: true })],
    ['lds', (p, o) => sc.lds(p.tree, o), (p, o) => sc.ldsAsync(p.tree, o)],
    [
      'shortenPath',
      (p, o) => sc.shortenPath(p.startIsGoal, p.path, { ...o, radius: 60 }),
      (p, o) => sc.shortenPathAsync(p.startIsGoal, p.path, { ...o, radius: 60 }),
    ],
  ];
}
