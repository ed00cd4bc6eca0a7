import { fillSelect, setText, ui } from './page-elements.js';
import type { PlaygroundPlugin } from './games.js';
import { boundWords, solutionWords } from './solution-words.js';
import type { DoneMessage, ProgressMessage, SolutionMessage } from './solve-protocol.js';
import { SolverClient, type SolveOutcome } from './solver-client.js';

/** Rows of the improvements list kept on the page (the newest ones; the count of the others is said). */
const IMPROVEMENTS_SHOWN = 8;

/** The time limit when the box is empty or unreadable. */
export const DEFAULT_TIME_LIMIT_S = 10;

/**
 * Every solve's memory limit (the search's own estimate): a tab that grows past a gigabyte or two
 * is killed by the browser, and a search that large would not end in a person's time anyway.
 */
export const MEMORY_LIMIT_BYTES = 512 * 1024 * 1024;

/** What a solve needs from the page. */
export interface SolveInput {
  readonly game: string;
  readonly text: string;
  readonly gameOptions: Readonly<Record<string, string>>;
}

/**
 * The solver's controls: the algorithm, the limits, Solve and Cancel, the live line and the
 * outcome; and the hints of play mode, which run in the same worker.
 */
export class SolvePanel {
  private readonly solver = new SolverClient();
  /** Bumped by every solve and hint: an answer to an older one is not shown. */
  private generation = 0;
  /** The better solutions of the solve in flight (or the last one), oldest first. */
  private improvements: SolutionMessage[] = [];
  /** The newest improvement waiting to go on the board (they may come faster than a board is drawn). */
  private pendingBoard: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly input: () => SolveInput | undefined,
    private readonly solved: (solution: string) => void,
  ) {
    ui.solve.addEventListener('click', () => void this.solve());
    ui.cancel.addEventListener('click', () => this.cancel());
    ui.timeLimit.addEventListener('input', () => this.showLimits());
    this.showLimits();
  }

  /** Fills the algorithm list of a game; `wanted` when the game has it. Returns false for an unknown `wanted`. */
  setGame(plugin: PlaygroundPlugin, wanted: string | undefined): boolean {
    fillSelect(
      ui.algorithm,
      plugin.algorithms.map((a, i) => ({ value: a, label: i === 0 ? `${a} (default)` : a })),
    );
    if (wanted === undefined) return true;
    if (!plugin.algorithms.includes(wanted)) return false;
    ui.algorithm.value = wanted;
    return true;
  }

  /** The time limit in milliseconds: the box's, or the default when it is empty or not a positive number. */
  timeoutMs(): number {
    const seconds = Number(ui.timeLimit.value);
    return Math.round(
      (ui.timeLimit.value.trim() !== '' && Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_TIME_LIMIT_S) * 1000,
    );
  }

  private showLimits(): void {
    const s = this.timeoutMs() / 1000;
    const which = ui.timeLimit.value.trim() === '' ? ' (the default)' : '';
    ui.limits.textContent = `Limits: ${s} s${which}, ${MEMORY_LIMIT_BYTES / 1024 / 1024} MB of search memory.`;
  }

  /** Stops a run (an edit made its level stale). */
  cancel(): void {
    ++this.generation;
    if (this.solver.cancel()) this.status(this.cancelledWords(), '');
    if (!ui.cancel.disabled) ui.cancel.disabled = true;
  }

  /** Clears the live line (its numbers belonged to the level before an edit). */
  reset(status: string): void {
    this.progress({ expanded: 0, frontier: 0, elapsedMs: 0 });
    this.status(status, '');
    this.clearImprovements();
  }

  async solve(): Promise<void> {
    const input = this.input();
    if (input === undefined) return;
    const mine = ++this.generation;
    this.progress({ expanded: 0, frontier: 0, elapsedMs: 0 });
    this.status('Solving…', '');
    this.clearImprovements();
    ui.cancel.disabled = false;
    const outcome = await this.run(input, undefined, (s) => {
      if (mine === this.generation) this.improved(s);
    });
    if (!this.solver.busy) ui.cancel.disabled = true;
    if (mine === this.generation) this.showOutcome(outcome);
  }

  /**
   * A better solution while the search goes on: a row of the list, the status line, and (a moment
   * later, so that a burst of them draws one board) the board.
   */
  private improved(s: SolutionMessage): void {
    const last = this.improvements.at(-1);
    if (last !== undefined && !(s.cost < last.cost || (s.cost === last.cost && s.lowerBound > last.lowerBound))) return;
    this.improvements.push(s);
    const words = solutionWords(s.moves, s.cost, s.lowerBound, s.optimal);
    this.status(s.optimal ? `Found ${words}; finishing…` : `Found ${words}; looking for a better one…`, '');
    this.showImprovements();
    if (this.pendingBoard === undefined) {
      this.pendingBoard = setTimeout(() => {
        this.pendingBoard = undefined;
        const newest = this.improvements.at(-1);
        if (newest !== undefined) this.solved(newest.solution);
      }, 50);
    }
  }

  private showImprovements(): void {
    const list = this.improvements;
    if (list.length === 0) {
      // Each keystroke in the level clears the list: one already empty is left alone.
      if (!ui.solutionProgress.hidden) ui.solutionProgress.hidden = true;
      if (ui.solutionProgress.firstChild !== null) ui.solutionProgress.replaceChildren();
      return;
    }
    ui.solutionProgress.hidden = false;
    const heading = document.createElement('p');
    heading.textContent = `Solutions found, each better than the last (${list.length}):`;
    const rows = document.createElement('ol');
    rows.start = Math.max(1, list.length - IMPROVEMENTS_SHOWN + 1);
    for (const s of list.slice(-IMPROVEMENTS_SHOWN)) {
      const row = document.createElement('li');
      row.textContent = `${solutionWords(s.moves, s.cost, s.lowerBound, s.optimal)} at ${seconds(s.elapsedMs)} s`;
      rows.append(row);
    }
    ui.solutionProgress.replaceChildren(heading, rows);
  }

  private clearImprovements(): void {
    this.improvements = [];
    if (this.pendingBoard !== undefined) clearTimeout(this.pendingBoard);
    this.pendingBoard = undefined;
    this.showImprovements();
  }

  /** Cancelled: with the best solution found so far, if any (it stays on the board). */
  private cancelledWords(): string {
    const best = this.improvements.at(-1);
    return best === undefined
      ? 'Cancelled.'
      : `Cancelled. The best found: ${solutionWords(best.moves, best.cost, best.lowerBound, best.optimal)}.`;
  }

  private run(input: SolveInput, after?: string, onSolution?: (s: SolutionMessage) => void): Promise<SolveOutcome> {
    return this.solver.solve(
      {
        ...input,
        gameOptions: { ...input.gameOptions },
        algorithm: ui.algorithm.value,
        timeoutMs: this.timeoutMs(),
        maxMemoryBytes: MEMORY_LIMIT_BYTES,
        ...(after !== undefined ? { after } : {}),
      },
      (p) => this.progress(p),
      onSolution,
    );
  }

  /**
   * A hint from the state after `moves`: the next move of a solution from there, or how many
   * moves to undo out of a dead end. `show` gets the words, `next` the move to offer.
   */
  async hint(
    moves: string,
    show: (text: string, tone: '' | 'ok' | 'bad', next?: string | undefined, undo?: number) => void,
  ): Promise<void> {
    const input = this.input();
    if (input === undefined) return;
    const mine = ++this.generation;
    show('Thinking…', '');
    ui.cancel.disabled = false;
    this.status('Looking for a hint…', '');
    const outcome = await this.run(input, moves);
    if (!this.solver.busy) ui.cancel.disabled = true;
    if (mine !== this.generation) return;
    this.status('', '');
    if (outcome.type === 'cancelled') return show('Hint cancelled.', '');
    if (outcome.type === 'error') return show(`No hint: ${outcome.message}`, 'bad');
    this.progress({ expanded: outcome.expanded, frontier: 0, elapsedMs: outcome.elapsedMs });
    show(...hintWords(outcome));
  }

  private showOutcome(outcome: SolveOutcome): void {
    // The list tells of improvements: a single solution (most algorithms report the one they return) is the status line's.
    if (this.improvements.length < 2) ui.solutionProgress.hidden = true;
    if (outcome.type !== 'done') {
      this.status(
        outcome.type === 'cancelled' ? this.cancelledWords() : `The solver failed: ${outcome.message}`,
        outcome.type === 'cancelled' ? '' : 'bad',
      );
      return;
    }
    this.progress({ expanded: outcome.expanded, frontier: 0, elapsedMs: outcome.elapsedMs });
    ui.frontier.textContent = '–';
    const states = `${outcome.expanded.toLocaleString('en')} states, ${seconds(outcome.elapsedMs)} s`;
    switch (outcome.status) {
      case 'solved': {
        const words = solutionWords(moveCount(outcome), outcome.cost, outcome.lowerBound, outcome.optimal);
        this.status(`Solvable: ${words}, found in ${states}.`, 'ok');
        if (this.pendingBoard !== undefined) clearTimeout(this.pendingBoard);
        this.pendingBoard = undefined;
        this.solved(outcome.solution ?? '');
        break;
      }
      case 'exhausted':
        this.status(`Not solvable: every reachable state was searched (${states}).`, 'bad');
        break;
      case 'limit': {
        const proved = boundWords(outcome.lowerBound);
        this.status(
          `Not decided: stopped at the ${outcome.limit ?? ''} limit after ${states}${proved === '' ? '' : `; ${proved}`}.`,
          'bad',
        );
        break;
      }
      case 'aborted':
        this.status(this.cancelledWords(), '');
        break;
    }
  }

  private progress(p: Pick<ProgressMessage, 'expanded' | 'frontier' | 'elapsedMs'>): void {
    setText(ui.states, p.expanded.toLocaleString('en'));
    // A rate over a few milliseconds says nothing.
    setText(ui.rate, p.elapsedMs >= 50 ? Math.round((p.expanded * 1000) / p.elapsedMs).toLocaleString('en') : '–');
    setText(ui.frontier, p.frontier.toLocaleString('en'));
    setText(ui.elapsed, seconds(p.elapsedMs));
  }

  status(text: string, tone: '' | 'ok' | 'bad'): void {
    setText(ui.solveStatus, text);
    if (ui.solveStatus.className !== tone) ui.solveStatus.className = tone;
  }
}

/** The words of a hint, the move to offer, the moves to undo. */
function hintWords(outcome: DoneMessage): [string, '' | 'ok' | 'bad', (string | undefined)?, number?] {
  switch (outcome.status) {
    case 'solved': {
      const n = outcome.moves ?? 0;
      if (n === 0 || outcome.next === undefined) return ['The level is solved here: nothing left to do.', 'ok'];
      const kind = outcome.optimal ? 'a shortest solution' : 'a solution';
      return [`Hint: play ${outcome.next} next (${kind} from here has ${n} move${n === 1 ? '' : 's'}).`, 'ok', outcome.next];
    }
    case 'exhausted':
      if (outcome.unsolvable === true) return ['No solution from here, nor from the start: this level cannot be solved.', 'bad'];
      if (outcome.undo !== undefined) {
        return [`No solution from here: undo ${outcome.undo} move${outcome.undo === 1 ? '' : 's'}.`, 'bad', undefined, outcome.undo];
      }
      return ['No solution from here (how far back to go was not found within the limits).', 'bad'];
    case 'limit':
      return [`No hint within the ${outcome.limit ?? ''} limit: try a longer time limit or another algorithm.`, 'bad'];
    default:
      return ['Hint cancelled.', ''];
  }
}

function moveCount(outcome: DoneMessage): number {
  return outcome.moves ?? 0;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(ms < 10_000 ? 2 : 1);
}
