import { SearchError } from '../errors.js';
import type { SearchOptions } from '../options.js';
import type { SearchResult } from '../result.js';
import { Control, newStats, type Stop, stopped } from './control.js';
import { DepthFirst, type DepthFirstConfig, type PassOutcome } from './depth-first.js';
import { atRoot, type Machine } from './machine.js';
import type { Normalized } from './normalize.js';

/**
 * The iterative-deepening loop of IDA*, IDDFS, LDS and tree DFS: bounded depth-first passes with
 * a growing bound, as a machine that can pause inside a pass.
 *
 * @param firstBound - the bound of the first pass, from the initial state.
 * @param nextBound - the next bound, from the smallest value that exceeded the last one.
 * @param maxBound - above this bound the search ends with `limit: 'depth'`.
 */
export function iterativeDeepening<S, M>(
  p: Normalized<S, M>,
  options: SearchOptions<S>,
  config: DepthFirstConfig<S>,
  firstBound: (initial: S) => number,
  nextBound: (next: number, bound: number) => number,
  maxBound: number = Infinity,
): Machine<SearchResult<S, M>> {
  const control = new Control(options, p.initial);
  const stats = newStats();
  stats.iterations = 0;
  let result: SearchResult<S, M> | undefined;
  const finish = (r: SearchResult<S, M>): SearchResult<S, M> => (result = control.finish(r));
  const machine = { control, polled: () => stats.expanded, resume: () => result, halt: (s: Stop) => result ?? finish(stopped(s, stats)) };
  const early = control.initial();
  if (early) {
    finish(stopped(early, stats));
    return machine;
  }
  const engine = new DepthFirst(p, config, control, stats);
  // The first bound (the root's heuristic) is taken under the search's limits too.
  let bound = 0;
  const rootStop = atRoot(control, () => {
    bound = firstBound(p.initial);
  });
  if (rootStop !== undefined) {
    finish(stopped(rootStop, stats));
    return machine;
  }
  if (!(bound >= 0)) throw new SearchError('invalid-heuristic', `the heuristic of the initial state is ${String(bound)}`);
  let inPass = false;
  const resume = (): SearchResult<S, M> | undefined => {
    if (result) return result;
    for (;;) {
      let out: PassOutcome<S, M> | undefined;
      if (inPass) out = engine.run();
      else {
        if (bound > maxBound) return finish({ status: 'limit', limit: 'depth', stats });
        stats.iterations++;
        inPass = true;
        out = engine.begin(bound) ?? engine.run();
      }
      if (out === undefined) return undefined;
      inPass = false;
      if (out.kind === 'found') return finish({ status: 'solved', moves: out.moves, states: out.states, cost: out.cost, stats });
      if (out.kind === 'stopped') return finish(stopped(out.stop, stats));
      if (out.next === Infinity) return finish({ status: 'exhausted', stats });
      bound = nextBound(out.next, bound);
    }
  };
  return { control, polled: () => stats.expanded, resume, halt: (s: Stop) => result ?? finish(stopped(s, stats)) };
}

/** Validates a transposition table or memo size. */
export function checkTableSize(name: string, size: number | undefined): number {
  if (size === undefined) return 0;
  if (!(size >= 0)) throw new SearchError('invalid-option', `${name} must be ≥ 0, got ${String(size)}`);
  return size;
}
