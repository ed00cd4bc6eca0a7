import type { CycleCheck } from '../cycle-check.js';
import type { Hashing } from '../hashing.js';
import type { Key } from '../state.js';

/**
 * The path of a depth-first search from its root to the node it is in: the states, the moves and
 * their costs, and what its cycle check needs to tell whether a child repeats a state of the path
 * (`'path'`) or the parent's parent (`'parent'`): the keys along it (and how many times each is on
 * it), or, with hash and equality, the states themselves.
 */
export class DepthFirstPath<S, M> {
  readonly states: S[] = [];
  readonly moves: M[] = [];
  readonly costs: number[] = [];
  private readonly keys: (Key | undefined)[] = [];
  private readonly onPath = new Map<Key, number>();
  /** The key of a state, when the hashing has keys. */
  readonly keyOf: ((s: S) => Key) | undefined;
  private readonly hashOf: ((s: S) => number) | undefined;
  private readonly equals: ((a: S, b: S) => boolean) | undefined;
  // Whether pushing a state records its key: for either cycle check, when there are keys.
  private readonly keyed: boolean;

  constructor(
    private readonly cycleCheck: CycleCheck,
    hashing: Hashing<S> | undefined,
  ) {
    if (hashing?.kind === 'key') this.keyOf = hashing.key;
    else if (hashing?.kind === 'hash') {
      this.hashOf = hashing.hash;
      this.equals = hashing.equals;
    }
    this.keyed = this.keyOf !== undefined && cycleCheck !== 'none';
  }

  /** Empties the path and puts `root` first. */
  restart(root: S, move: M): void {
    this.states.length = 0;
    this.moves.length = 0;
    this.costs.length = 0;
    this.keys.length = 0;
    this.onPath.clear();
    this.push(root, move, 0);
  }

  get length(): number {
    return this.states.length;
  }

  push(state: S, move: M, cost: number): void {
    this.states.push(state);
    this.moves.push(move);
    this.costs.push(cost);
    if (!this.keyed) return;
    const k = this.keyOf!(state);
    this.keys.push(k);
    if (this.cycleCheck === 'path') this.onPath.set(k, (this.onPath.get(k) ?? 0) + 1);
  }

  pop(): void {
    this.states.pop();
    this.moves.pop();
    this.costs.pop();
    if (!this.keyed) return;
    const k = this.keys.pop()!;
    if (this.cycleCheck !== 'path') return;
    const n = this.onPath.get(k)!;
    if (n <= 1) this.onPath.delete(k);
    else this.onPath.set(k, n - 1);
  }

  /** Whether `child` (its key `childKey` when the hashing has keys) repeats a state the cycle check looks at. */
  repeats(child: S, childKey: Key | undefined): boolean {
    const mode = this.cycleCheck;
    if (mode === 'none') return false;
    const depth = this.states.length;
    if (this.keyOf) {
      if (mode === 'path') return this.onPath.has(childKey!);
      return depth >= 2 && this.keys[depth - 2] === childKey;
    }
    const h = this.hashOf!(child);
    const from = mode === 'path' ? 0 : Math.max(0, depth - 2);
    const to = mode === 'path' ? depth : depth - 1;
    for (let i = from; i < to; i++) {
      const s = this.states[i]!;
      if (this.hashOf!(s) === h && this.equals!(s, child)) return true;
    }
    return false;
  }

  /** The path as a solution: its moves (the root's placeholder left out), states and cost. */
  solution(): { moves: M[]; states: S[]; cost: number } {
    let cost = 0;
    for (const c of this.costs) cost += c;
    return { moves: this.moves.slice(1), states: this.states.slice(), cost };
  }
}
