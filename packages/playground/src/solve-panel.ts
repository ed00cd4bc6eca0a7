import { fillSelect, ui } from './page-elements.js';
import type { PlaygroundPlugin } from './games.js';
import type { DoneMessage, ProgressMessage } from './solve-protocol.js';
import { SolverClient, type SolveOutcome } from './solver-client.js';

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
    if (this.solver.cancel()) this.status('Cancelled.', '');
    ui.cancel.disabled = true;
  }

  /** Clears the live line (its numbers belonged to the level before an edit). */
  reset(status: string): void {
    this.progress({ expanded: 0, frontier: 0, elapsedMs: 0 });
    this.status(status, '');
  }

  async solve(): Promise<void> {
    const input = this.input();
    if (input === undefined) return;
    const mine = ++this.generation;
    this.progress({ expanded: 0, frontier: 0, elapsedMs: 0 });
    this.status('Solving…', '');
    ui.cancel.disabled = false;
    const outcome = await this.run(input);
    if (!this.solver.busy) ui.cancel.disabled = true;
    if (mine === this.generation) this.showOutcome(outcome);
  }

  private run(input: SolveInput, after?: string): Promise<SolveOutcome> {
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
    if (outcome.type !== 'done') {
      this.status(
        outcome.type === 'cancelled' ? 'Cancelled.' : `The solver failed: ${outcome.message}`,
        outcome.type === 'cancelled' ? '' : 'bad',
      );
      return;
    }
    this.progress({ expanded: outcome.expanded, frontier: 0, elapsedMs: outcome.elapsedMs });
    ui.frontier.textContent = '–';
    const states = `${outcome.expanded.toLocaleString('en')} states, ${seconds(outcome.elapsedMs)} s`;
    switch (outcome.status) {
      case 'solved': {
        const length = moveCount(outcome);
        const cost = outcome.cost !== undefined && outcome.cost !== length ? `, cost ${outcome.cost}` : '';
        const best = outcome.optimal ? ' (shortest)' : '';
        this.status(`Solvable: ${length} move${length === 1 ? '' : 's'}${cost}${best}, found in ${states}.`, 'ok');
        this.solved(outcome.solution ?? '');
        break;
      }
      case 'exhausted':
        this.status(`Not solvable: every reachable state was searched (${states}).`, 'bad');
        break;
      case 'limit':
        this.status(`Not decided: stopped at the ${outcome.limit ?? ''} limit after ${states}.`, 'bad');
        break;
      case 'aborted':
        this.status('Cancelled.', '');
        break;
    }
  }

  private progress(p: Pick<ProgressMessage, 'expanded' | 'frontier' | 'elapsedMs'>): void {
    ui.states.textContent = p.expanded.toLocaleString('en');
    // A rate over a few milliseconds says nothing.
    ui.rate.textContent = p.elapsedMs >= 50 ? Math.round((p.expanded * 1000) / p.elapsedMs).toLocaleString('en') : '–';
    ui.frontier.textContent = p.frontier.toLocaleString('en');
    ui.elapsed.textContent = seconds(p.elapsedMs);
  }

  status(text: string, tone: '' | 'ok' | 'bad'): void {
    ui.solveStatus.textContent = text;
    ui.solveStatus.className = tone;
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
