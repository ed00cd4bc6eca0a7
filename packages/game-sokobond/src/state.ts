/**
 * The search state: a level and one position in it.
 *
 * @module
 */
import type { State, Successor } from '@puzzle-solvers/search-core';
import type { Level } from './level.js';
import { DIRECTIONS, initialPosition, isSolved, move, type Direction, type Position } from './rules.js';

/**
 * A position in a level: implements search-core's `State` contract.
 *
 * @remarks
 * The position string has one character per atom of the level (its cell and its bonds to the
 * right and below; see {@link Position}), and is the key: two positions merge exactly when every
 * atom is on the same cell with the same bonds. No list of molecules is stored, so no order of
 * molecules or atoms can split equal positions apart.
 *
 * Atom identity is part of the key on purpose: the game bonds atoms in file order, so swapping two
 * hydrogens can change what a later move does.
 *
 * @example
 * ```ts
 * const s = SokobondState.initial(parse('xxxxx\nxH-hx\nxxxxx'));
 * [...s.successors()].map((x) => x.move); // ['right']
 * ```
 * @category State
 */
export class SokobondState implements State<SokobondState, Direction> {
  constructor(
    readonly level: Level,
    readonly position: Position,
  ) {}

  /** The position at the start of `level`. */
  static initial(level: Level): SokobondState {
    return new SokobondState(level, initialPosition(level));
  }

  /** The position after `dir`, or undefined when the move is refused. */
  after(dir: Direction): SokobondState | undefined {
    const r = move(this.level, this.position, dir);
    return r.ok ? new SokobondState(this.level, r.position) : undefined;
  }

  *successors(): Iterable<Successor<SokobondState, Direction>> {
    for (const dir of DIRECTIONS) {
      const next = this.after(dir);
      if (next !== undefined) yield { move: dir, state: next };
    }
  }

  isGoal(): boolean {
    return isSolved(this.level, this.position);
  }

  key(): string {
    return this.position;
  }
}

