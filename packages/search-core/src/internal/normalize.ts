import { SearchError } from '../errors.js';
import type { Hashing } from '../hashing.js';
import type { SearchOptions } from '../options.js';
import type { Emit, SearchProblem, State } from '../state.js';

/** Every problem shape, reduced to the one the algorithms run on. */
export interface Normalized<S, M> {
  readonly initial: S;
  readonly expand: (state: S, emit: Emit<S, M>) => void;
  readonly isGoal: (state: S) => boolean;
  readonly heuristic: ((state: S) => number) | undefined;
  readonly isValid: ((state: S) => boolean) | undefined;
  /** Undefined when nothing identifies states; algorithms that need identity call {@link requireHashing}. */
  readonly hashing: Hashing<S> | undefined;
}

/** A problem or a start state, as the public functions accept them. */
export type ProblemSource<S, M> = SearchProblem<S, M> | (S & State<S, M>);

/** Tells a {@link SearchProblem} (it has `initial`) from a {@link State}. */
export function isProblem<S, M>(source: ProblemSource<S, M>): source is SearchProblem<S, M> {
  return typeof source === 'object' && source !== null && 'initial' in source;
}

export function normalize<S, M>(
  source: ProblemSource<S, M>,
  options: SearchOptions<S> & { readonly heuristic?: (state: S) => number },
): Normalized<S, M> {
  if (source === null || typeof source !== 'object') {
    throw new SearchError('invalid-problem', 'expected a SearchProblem (with `initial`) or a State object');
  }
  let hashing = options.hashing ?? (options.key ? { kind: 'key' as const, key: options.key } : undefined);
  if (isProblem(source)) {
    const p = source;
    if (typeof p.isGoal !== 'function') throw new SearchError('invalid-problem', 'the problem has no isGoal(state) function');
    let expand: (state: S, emit: Emit<S, M>) => void;
    // Arrow wrappers rather than bind(): V8 inlines a plain method call, not a bound function.
    if (typeof p.expand === 'function') {
      expand = (state, emit) => p.expand!(state, emit);
    } else if (typeof p.successors === 'function') {
      expand = (state, emit) => {
        for (const s of p.successors!(state)) emit(s.state, s.move, s.cost);
      };
    } else {
      throw new SearchError('invalid-problem', 'the problem needs successors(state) or expand(state, emit)');
    }
    if (!hashing && typeof p.key === 'function') hashing = { kind: 'key', key: (s: S) => p.key!(s) };
    return {
      initial: p.initial,
      expand,
      isGoal: (s) => p.isGoal(s),
      heuristic: options.heuristic ?? (typeof p.heuristic === 'function' ? (s: S) => p.heuristic!(s) : undefined),
      isValid: typeof p.isValid === 'function' ? (s: S) => p.isValid!(s) : undefined,
      hashing,
    };
  }
  const start = source as S & State<S, M>;
  if (typeof start.successors !== 'function' || typeof start.isGoal !== 'function') {
    throw new SearchError('invalid-problem', 'a State needs successors() and isGoal() methods');
  }
  type St = S & State<S, M>;
  if (!hashing && typeof start.key === 'function') hashing = { kind: 'key', key: (s: S) => (s as St).key() };
  return {
    initial: start,
    expand: (state, emit) => {
      for (const s of (state as St).successors()) emit(s.state, s.move, s.cost);
    },
    isGoal: (s) => (s as St).isGoal(),
    heuristic: options.heuristic ?? (typeof start.estimate === 'function' ? (s: S) => (s as St).estimate!() : undefined),
    isValid: typeof start.isValid === 'function' ? (s: S) => (s as St).isValid!() : undefined,
    hashing,
  };
}

export function requireHashing<S>(hashing: Hashing<S> | undefined, algorithm: string): Hashing<S> {
  if (!hashing) {
    throw new SearchError(
      'missing-key',
      `${algorithm} needs to identify states: give the problem a key(state), the State a key() method, or pass the \`key\` or \`hashing\` option`,
    );
  }
  return hashing;
}

/** Validates a step cost; `undefined` means 1. */
export function checkCost(cost: number | undefined): number {
  if (cost === undefined) return 1;
  if (!(cost >= 0) || cost === Infinity) {
    throw new SearchError('invalid-cost', `a step cost must be a finite number ≥ 0, got ${String(cost)}`);
  }
  return cost;
}

/** Validates a heuristic value. */
export function checkHeuristic(h: number): number {
  if (!(h >= 0)) {
    throw new SearchError('invalid-heuristic', `a heuristic must return a number ≥ 0 (or Infinity for dead states), got ${String(h)}`);
  }
  return h;
}
