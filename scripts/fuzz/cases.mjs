// One fuzz case: built from (seed, game, kind, index) alone, run against one game, classified.
import { hashOf, Random } from './random.mjs';

/** Case kinds, in table order. */
export const KINDS = ['random', 'mutation', 'huge', 'notation', 'solve'];

/** Names that an object literal answers for any key (the trap of `name in table` lookups). */
const PROTO_NAMES = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', 'prototype'];
const BIG_NUMBERS = ['99999999999', '4294967296', '9007199254740993', '1e308', '-1', '0', '00', '1.5', '2147483648', '65', '201'];
const ANY_CHARS = ['\u0000', '\u0007', '\t', '\u00a0', '\ufeff', '\u2028', 'é', '😀', '\\', '"', "'", '\r', '\n', ' ', '{', '[', ',', ':'];

/** Why a value is not a ParseError with a usable position, or undefined when it is one. */
function parseErrorProblem(e) {
  const branded = typeof e === 'object' && e !== null && e[Symbol.for('@puzzle-solvers/game-kit/ParseError')] === true;
  if (!branded) return `${e?.name ?? typeof e}: ${String(e?.message ?? e).slice(0, 200)}`;
  if (!(e.line >= 1 && e.column >= 1)) return `ParseError without a position (${e.line}:${e.column}): ${e.message}`;
  return undefined;
}

/** Characters a line duplication may grow a text to: far past any level, far below V8's longest string. */
const MAX_MUTATED_CHARS = 2 ** 24;

/** Applies 1–4 random edits to a text (one, half the time, so that many still parse). */
export function mutate(rng, text, alphabet) {
  let t = text;
  const edits = rng.chance(0.5) ? 1 : rng.between(2, 4);
  for (let k = 0; k < edits; k++) {
    const at = rng.int(t.length + 1);
    switch (rng.int(13)) {
      case 0: // delete a span
        t = t.slice(0, at) + t.slice(at + rng.between(1, 8));
        break;
      case 1: // insert characters of the game
        t = t.slice(0, at) + rng.text(alphabet, rng.between(1, 4)) + t.slice(at);
        break;
      case 2: // replace one character by anything
        t = t.slice(0, at) + rng.pick(rng.chance(0.5) ? alphabet : ANY_CHARS) + t.slice(at + 1);
        break;
      case 3: {
        // duplicate a line, up to many times, while the text stays under MAX_MUTATED_CHARS (copies
        // of a huge line would pass V8's longest string)
        const lines = t.split('\n');
        const i = rng.int(lines.length);
        const wanted = rng.chance(0.2) ? rng.between(100, 2000) : rng.between(1, 3);
        const copies = Math.max(0, Math.min(wanted, Math.floor((MAX_MUTATED_CHARS - t.length) / (lines[i].length + 1))));
        lines.splice(i, 0, ...new Array(copies).fill(lines[i]));
        t = lines.join('\n');
        break;
      }
      case 4: {
        // swap two lines
        const lines = t.split('\n');
        const i = rng.int(lines.length);
        const j = rng.int(lines.length);
        [lines[i], lines[j]] = [lines[j], lines[i]];
        t = lines.join('\n');
        break;
      }
      case 5: {
        // a number becomes a big, negative or odd one (looked for near `at`: texts may be huge)
        const from = Math.max(0, at - 2000);
        const runs = [...t.slice(from, at + 2000).matchAll(/\d+/g)];
        if (runs.length > 0) {
          const r = rng.pick(runs);
          t = t.slice(0, from + r.index) + rng.pick(BIG_NUMBERS) + t.slice(from + r.index + r[0].length);
        }
        break;
      }
      case 6: {
        // a name every object has, where a word or a quoted name was
        const from = Math.max(0, at - 2000);
        const words = [...t.slice(from, at + 2000).matchAll(/[A-Za-z_]+/g)];
        const name = rng.pick(PROTO_NAMES);
        if (words.length > 0 && rng.chance(0.7)) {
          const w = rng.pick(words);
          t = t.slice(0, from + w.index) + name + t.slice(from + w.index + w[0].length);
        } else t = t.slice(0, at) + name + t.slice(at);
        break;
      }
      case 7: // other line ends
        t = t.replace(/\r?\n/g, rng.pick(['\r', '\r\n', '\n\n', '\u2028']));
        break;
      case 8: // a byte-order mark
        t = `\ufeff${t}`;
        break;
      case 9: // truncated
        t = t.slice(0, at);
        break;
      case 10: {
        // a character's case flipped
        const c = t[at] ?? '';
        t = t.slice(0, at) + (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase()) + t.slice(at + 1);
        break;
      }
      case 11: // deep nesting
        t = t.slice(0, at) + rng.pick(['[', '{"a":', '(']).repeat(rng.between(10, 5000)) + t.slice(at);
        break;
      default: // a long run of one character
        t = t.slice(0, at) + rng.pick(alphabet).repeat(rng.between(50, 5000)) + t.slice(at);
        break;
    }
  }
  return t;
}

/** The texts a game's cases start from: its real levels, else its samples. */
function sourcesOf(adapter, corpus) {
  return corpus.length > 0 ? corpus : adapter.module.plugin.samples.map((s) => ({ file: `sample:${s.name}`, text: s.text }));
}

/** Parses with a game's plugin and checks the result; the outcome and a detail line. */
export function parseAndCheck(adapter, text, variant) {
  const plugin = adapter.module.plugin;
  const options = { file: 'fuzz.txt', options: variant };
  let level;
  try {
    level = plugin.parse(text, options);
  } catch (e) {
    const problem = parseErrorProblem(e);
    return problem === undefined ? { outcome: 'parse-error' } : { outcome: 'untyped', detail: problem };
  }
  try {
    const why = adapter.invariants(level);
    if (why !== undefined) return { outcome: 'corrupt', detail: `invariant broken: ${why}` };
    const printed = adapter.print(level);
    let again;
    try {
      again = plugin.parse(printed, options);
    } catch (e) {
      return { outcome: 'corrupt', detail: `the printed level does not parse: ${String(e?.message ?? e).slice(0, 200)}` };
    }
    if (adapter.print(again) !== printed) return { outcome: 'corrupt', detail: 'printing the re-parsed level gives another text' };
  } catch (e) {
    return { outcome: 'untyped', detail: `while checking the level: ${e?.name}: ${String(e?.message).slice(0, 200)}` };
  }
  return { outcome: 'level', level };
}

/** The text and parse options of a parse case. */
export function caseInput(adapter, corpus, kind, index, seed) {
  const rng = new Random(hashOf(seed, adapter.name, kind, index));
  const variant = rng.pick(adapter.variants);
  if (kind === 'random') {
    const alphabet = rng.chance(0.8) ? adapter.alphabet : [...adapter.alphabet, ...ANY_CHARS];
    return { text: rng.text(alphabet, rng.between(0, 300)), variant };
  }
  if (kind === 'huge') {
    const [name, make] = adapter.huge[index % adapter.huge.length];
    let text = make();
    if (index >= adapter.huge.length) text = mutate(rng, text, adapter.alphabet);
    return { text, variant, name };
  }
  const source = rng.pick(sourcesOf(adapter, corpus));
  return { text: mutate(rng, source.text, adapter.alphabet), variant, name: source.file };
}

/**
 * Runs one case and classifies it.
 *
 * @returns `{ outcome, detail? }`: parse cases give `level`, `parse-error`, `untyped` or `corrupt`;
 * notation cases `moves`, `parse-error`, `untyped` or `corrupt`; solve cases `solved`, `unsolved`,
 * `no-level`, `wrong` or `untyped`. Hangs and heap blow-ups are the caller's to see. With
 * `searchCore` (the loaded module), solve cases also run its A* over the game's State class.
 */
export function runCase(adapter, corpus, kind, index, seed, limits = {}, searchCore = undefined) {
  if (kind === 'notation') return notationCase(adapter, corpus, index, seed);
  if (kind === 'solve') return solveCase(adapter, corpus, index, seed, limits, searchCore);
  const { text, variant } = caseInput(adapter, corpus, kind, index, seed);
  const { outcome, detail } = parseAndCheck(adapter, text, variant);
  return detail === undefined ? { outcome } : { outcome, detail };
}

/** A level of the game that parses: a real one, lightly mutated when `mutated`. */
function someLevel(adapter, corpus, rng, mutated) {
  const sources = sourcesOf(adapter, corpus);
  for (let tries = 0; tries < 30; tries++) {
    const source = rng.pick(sources);
    const variant = rng.pick(adapter.variants);
    const text = mutated ? mutate(rng, source.text, adapter.alphabet) : source.text;
    const r = parseAndCheck(adapter, text, variant);
    if (r.outcome === 'level') return { level: r.level, text };
    if (r.outcome !== 'parse-error') return { failure: r };
  }
  return undefined;
}

function notationCase(adapter, corpus, index, seed) {
  const rng = new Random(hashOf(seed, adapter.name, 'notation', index));
  const plugin = adapter.module.plugin;
  const found = someLevel(adapter, corpus, rng, false);
  if (found?.failure) return found.failure;
  const level = found?.level;
  // A solution text: random characters of the notation, or a solution found for a sample, mutated.
  let text = rng.text(
    [...adapter.alphabet, ...ANY_CHARS, ' ', '>', ':', '1', '2', '-', '/', '↗', '↘', '↙', '↖', 'U', 'D', 'L', 'R', 'W', 'A', 'S'],
    rng.between(0, 60),
  );
  if (rng.chance(0.5) && level !== undefined) {
    try {
      const r = plugin.solve(level, { maxExpansions: 2000, timeoutMs: 200 });
      if (r.solution !== undefined) {
        const written = adapter.drawing !== undefined && rng.chance(0.5) ? adapter.drawing(level, r.result.states) : r.solution;
        text = mutate(rng, written, [' ', '1', '>', 'a', ':', '-', '↗', '─', '│', '┌', '#', '.', '\n']);
      }
    } catch (e) {
      return { outcome: 'untyped', detail: `solve: ${e?.name}: ${String(e?.message).slice(0, 200)}` };
    }
  }
  // The verifier reads text too (a drawn board, for Cosmic Express): a verdict, never an exception.
  if (level !== undefined) {
    try {
      const verdict = plugin.verify(level, text);
      if (typeof verdict?.valid !== 'boolean') return { outcome: 'untyped', detail: 'verify gave no verdict on a text' };
    } catch (e) {
      return { outcome: 'untyped', detail: `verify on a text: ${e?.name}: ${String(e?.message).slice(0, 200)}` };
    }
  }
  let moves;
  try {
    moves = plugin.parseSolution(text, level);
  } catch (e) {
    const problem = parseErrorProblem(e);
    return problem === undefined ? { outcome: 'parse-error' } : { outcome: 'untyped', detail: `parseSolution: ${problem}` };
  }
  try {
    const written = plugin.formatSolution(moves);
    let back;
    try {
      back = plugin.parseSolution(written, level);
    } catch (e) {
      return {
        outcome: 'corrupt',
        detail: `moves read from ${JSON.stringify(text.slice(0, 60))} are written as ${JSON.stringify(written.slice(0, 60))}, which does not read back: ${String(e?.message ?? e).slice(0, 160)}`,
      };
    }
    if (JSON.stringify(back) !== JSON.stringify(moves))
      return { outcome: 'corrupt', detail: `the moves written as ${JSON.stringify(written.slice(0, 80))} read back differently` };
    if (level !== undefined) {
      const verdict = plugin.verify(level, moves);
      if (typeof verdict.valid !== 'boolean') return { outcome: 'untyped', detail: 'verify gave no verdict' };
      plugin.replay(level, moves);
    }
  } catch (e) {
    return { outcome: 'untyped', detail: `${e?.name}: ${String(e?.message).slice(0, 200)}` };
  }
  return { outcome: 'moves' };
}

function solveCase(adapter, corpus, index, seed, limits, searchCore) {
  const rng = new Random(hashOf(seed, adapter.name, 'solve', index));
  const plugin = adapter.module.plugin;
  const found = someLevel(adapter, corpus, rng, true);
  if (found === undefined) return { outcome: 'no-level' };
  if (found.failure) return found.failure;
  const { level } = found;
  const algorithm = rng.chance(0.7) ? plugin.algorithms[0] : rng.pick(plugin.algorithms);
  // maxStates half the time: the searches that store only their path refuse it.
  const states = rng.chance(0.5) ? { maxStates: limits.maxStates ?? 200_000 } : {};
  let r;
  try {
    r = plugin.solve(level, {
      algorithm,
      timeoutMs: limits.solveMs ?? 1000,
      maxExpansions: limits.maxExpansions ?? 20_000,
      ...states,
    });
  } catch (e) {
    // A limit the algorithm cannot honour is refused at the call, with a typed error: not a failure.
    if (e?.name === 'SearchError' && e?.code === 'unsupported-limit')
      return { outcome: 'refused', detail: String(e.message).slice(0, 200) };
    return { outcome: 'untyped', detail: `solve (${algorithm}): ${e?.name}: ${String(e?.message).slice(0, 200)}` };
  }
  const solved = r.result.status === 'solved';
  if (solved) {
    try {
      if (r.solution === undefined) return { outcome: 'wrong', detail: `${algorithm}: solved without a solution text` };
      const verdict = plugin.verify(level, r.solution);
      if (!verdict.valid) return { outcome: 'wrong', detail: `${algorithm}: ${verdict.reason} (solution ${r.solution.slice(0, 80)})` };
      const states = plugin.replay(level, plugin.parseSolution(r.solution, level));
      if (states.length !== verdict.moves + 1)
        return { outcome: 'wrong', detail: `${algorithm}: replay gives ${states.length} states for ${verdict.moves} moves` };
    } catch (e) {
      return { outcome: 'untyped', detail: `verify: ${e?.name}: ${String(e?.message).slice(0, 200)}` };
    }
  }
  // The game's State class, searched by search-core's A*: its solution must verify, and its cost
  // must equal an optimal solver's.
  if (searchCore !== undefined && adapter.stateOf !== undefined) {
    let viaState;
    try {
      viaState = searchCore.astar(adapter.stateOf(level), {
        maxExpansions: limits.stateExpansions ?? 5000,
        timeoutMs: limits.solveMs ?? 1000,
      });
    } catch (e) {
      return { outcome: 'untyped', detail: `astar over the State class: ${e?.name}: ${String(e?.message).slice(0, 200)}` };
    }
    if (viaState.status === 'solved') {
      const verdict = plugin.verify(level, viaState.moves);
      if (!verdict.valid) return { outcome: 'wrong', detail: `astar over the State class: ${verdict.reason}` };
      if (verdict.cost !== viaState.cost)
        return { outcome: 'wrong', detail: `astar over the State class: cost ${viaState.cost}, verified ${verdict.cost}` };
      if (r.result.status === 'exhausted')
        return { outcome: 'wrong', detail: `${algorithm} says no solution, A* over the State class found one` };
      if (solved && r.optimal && r.result.cost !== viaState.cost) {
        return { outcome: 'wrong', detail: `optimal ${algorithm} costs ${r.result.cost}, A* over the State class ${viaState.cost}` };
      }
    } else if (viaState.status === 'exhausted' && solved) {
      return { outcome: 'wrong', detail: `A* over the State class says no solution, ${algorithm} found one` };
    }
  }
  return { outcome: solved ? 'solved' : 'unsolved' };
}
