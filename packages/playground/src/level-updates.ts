/**
 * The level as the page follows it: an edit stops the solve in flight, and the parse, the board,
 * the link and the next solve follow once typing pauses (a long level waits longer). This is the
 * page's work on each keystroke, so its timers and its version live here together.
 *
 * @module
 */
import type { BoardView } from './board-view.js';
import type { LevelEditor } from './level-editor.js';
import { showLevelError } from './level-error.js';
import { ui } from './page-elements.js';
import type { PageHistory } from './page-history.js';
import type { PageView } from './page-view.js';
import type { SolvePanel } from './solve-panel.js';

/** Quiet time after an edit of the level before it is parsed (a keystroke does no work of its own). */
const PARSE_DELAY_MS = 300;
/** Quiet time after the level parsed before it is solved again. */
const RESOLVE_DELAY_MS = 400;
/**
 * Past this many characters a level is long: its parse, replay and solve each keep a core busy for
 * a good part of a second, which a player typing in it feels in every keystroke (the page's thread
 * waits for a core on a busy machine). So a long level is parsed only after a quiet time, even
 * when just opened (a longer one after an edit), and replayed and solved after the solve's quiet
 * time: each keystroke would make that work stale anyway.
 */
const LONG_LEVEL = 100_000;
/** Quiet time after an edit of a long level before it is parsed. */
const LONG_PARSE_DELAY_MS = 1000;
/** What the board says while a long level waits for quiet. */
const LONG_LEVEL_NOTE = 'The board follows when typing pauses (a long level is checked, replayed and solved once the page is quiet).';

/** The level's side of the page. */
export interface LevelUpdates {
  /** The level changed (`parseNow` for a new game, sample or file; `solveNow` to solve once it parsed). */
  readonly levelChanged: (how: { solveNow: boolean; parseNow: boolean }) => void;
  /** Puts a text in the level box: the page's own change, which the caller follows with `levelChanged`. */
  readonly setLevelText: (text: string) => void;
}

/** Follows the level in `editor` on `board` and `solver`; each parse writes the view to the URL. */
export function levelUpdates(
  view: PageView,
  editor: LevelEditor,
  board: BoardView,
  solver: SolvePanel,
  writeUrl: PageHistory['writeUrl'],
): LevelUpdates {
  let parseTimer: ReturnType<typeof setTimeout> | undefined;
  let resolveTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every edit of the level: a parse answer for an older text is dropped. */
  let levelVersion = 0;

  /**
   * The level changed: stop the run in flight (its level is stale), and parse the new text in the
   * board worker after a short quiet time (at once for a new game, sample or file).
   */
  function levelChanged(how: { solveNow: boolean; parseNow: boolean }): void {
    levelVersion++;
    solver.cancel();
    if (resolveTimer !== undefined) clearTimeout(resolveTimer);
    if (parseTimer !== undefined) clearTimeout(parseTimer);
    solver.reset('Edited: solving again in a moment…');
    const long = editor.length > LONG_LEVEL;
    if (how.parseNow && !long) {
      void parseLevel(how.solveNow);
      return;
    }
    if (how.parseNow) board.waiting(LONG_LEVEL_NOTE);
    parseTimer = setTimeout(() => void parseLevel(how.solveNow), long && !how.parseNow ? LONG_PARSE_DELAY_MS : PARSE_DELAY_MS);
  }

  async function parseLevel(solveNow: boolean): Promise<void> {
    const mine = levelVersion;
    const text = editor.value;
    view.text = text;
    selectSampleMatching(text);
    const error = await board.setLevel(view.gameId, text, view.gameOptions);
    if (mine !== levelVersion) return;
    view.parsed = error === undefined;
    showLevelError(editor, error);
    if (view.movesFromSolver) ui.moves.value = '';
    writeUrl('replace');
    if (error !== undefined) {
      board.clear('No board while the level does not parse.');
      solver.reset('Fix the level to solve it.');
      return;
    }
    if (text.length <= LONG_LEVEL) {
      await board.refresh(0);
      if (mine !== levelVersion) return;
      if (solveNow) void solver.solve();
      else resolveTimer = setTimeout(() => void solver.solve(), RESOLVE_DELAY_MS);
      return;
    }
    board.waiting(LONG_LEVEL_NOTE);
    resolveTimer = setTimeout(() => {
      void board.refresh(0).then(() => {
        if (mine === levelVersion) void solver.solve();
      });
    }, RESOLVE_DELAY_MS);
  }

  function selectSampleMatching(text: string): void {
    const index = view.plugin?.samples.findIndex((s) => s.text === text) ?? -1;
    ui.sample.value = index < 0 ? '' : String(index);
  }

  /** Puts a text in the level box (a game, a sample, a file, a link): the page's own change. */
  function setLevelText(text: string): void {
    editor.value = text;
    view.text = text;
  }

  return { levelChanged, setLevelText };
}
