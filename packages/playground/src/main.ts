/**
 * The page's entry: makes the page's parts (the level box, the board, the solver; the game, the
 * level and the history that work with them) and wires the page's controls to them. What each part
 * does is in its own file: board-view.ts (the replay; play mode in play-mode.ts), game-selection.ts,
 * level-updates.ts, level-choices.ts, page-history.ts, open-view.ts, ask-hint.ts.
 *
 * @module
 */
import { askHint } from './ask-hint.js';
import { BoardView } from './board-view.js';
import { ChoiceQueue } from './choice-queue.js';
import { gameSelection } from './game-selection.js';
import { catalogue } from './games.js';
import { levelChoices } from './level-choices.js';
import { LevelEditor } from './level-editor.js';
import { levelUpdates } from './level-updates.js';
import { openView } from './open-view.js';
import { fillSelect, message, notify, ui } from './page-elements.js';
import { pageHistory } from './page-history.js';
import type { PageView } from './page-view.js';
import { SolvePanel } from './solve-panel.js';

const view: PageView = {
  gameId: '',
  plugin: undefined,
  gameOptions: {},
  parsed: false,
  text: '',
  movesFromSolver: true,
};

let movesTimer: ReturnType<typeof setTimeout> | undefined;
/** The player's choices take effect in the order made, a file read or a game loaded before the next. */
const choices = new ChoiceQueue((e) => notify(`That choice could not be made: ${message(e)}`));

// A keystroke only restarts a timer: the parse, the board and the link follow once typing pauses.
const editor = new LevelEditor(ui.levelBox, 'level-label', 'level-error', () => levelChanged({ solveNow: false, parseNow: false }));

const board = new BoardView({
  movesChanged: () => {
    view.movesFromSolver = false;
    writeUrl('replace');
  },
  hint: (moves) => void askHint(solver, board, moves),
});

const solver = new SolvePanel(
  () => (view.parsed && view.plugin !== undefined ? { game: view.gameId, text: view.text, gameOptions: view.gameOptions } : undefined),
  (solution) => {
    // The player's moves are theirs: in play mode the solver's answer stays in its status line.
    if (board.isPlaying || (!view.movesFromSolver && ui.moves.value.trim() !== '')) return;
    ui.moves.value = solution;
    view.movesFromSolver = true;
    board.forgetUndo();
    void board.refresh();
    writeUrl('replace');
  },
);

// The game, the level and the history, each given the parts it works with (the callbacks above
// name them before they are made: they run only once the page is in use).
const { drafts, urls, writeUrl, keepCurrentEntry } = pageHistory(view, editor, board);
const level = levelUpdates(view, editor, board, solver, writeUrl);
const { levelChanged } = level;
const { selectGame } = gameSelection(view, board, solver, choices, level, writeUrl);
const { openFile, showSample } = levelChoices(view, board, choices, level, { keepCurrentEntry, writeUrl });

// ---- wiring ----

fillSelect(
  ui.game,
  catalogue.map((g) => ({ value: g.id, label: g.id })),
);

ui.game.addEventListener('change', () => {
  const id = ui.game.value;
  choices.choose(async (current) => {
    // The game left keeps what was typed for it, to the last keystroke.
    keepCurrentEntry();
    const kept = drafts.get(id);
    await selectGame(id, kept ?? { gameOptions: {} });
    if (current()) writeUrl('push');
  });
});
ui.sample.addEventListener('change', () => {
  const plugin = view.plugin;
  const sample = plugin?.samples[Number(ui.sample.value)];
  if (ui.sample.value === '' || sample === undefined) return;
  choices.choose(() => {
    if (view.plugin === plugin) showSample(sample.text);
  });
});
ui.levelFile.addEventListener('change', () => {
  const file = ui.levelFile.files?.[0];
  if (file !== undefined) openFile(file);
});
// A dropped file replaces the level (the editor would insert it at the drop point).
ui.levelBox.addEventListener('dragover', (e) => e.preventDefault(), { capture: true });
ui.levelBox.addEventListener(
  'drop',
  (e) => {
    const file = e.dataTransfer?.files[0];
    if (file === undefined) return;
    e.preventDefault();
    e.stopPropagation();
    openFile(file);
  },
  { capture: true },
);
ui.algorithm.addEventListener('change', () => {
  writeUrl('replace');
  void solver.solve();
});
ui.moves.addEventListener('input', () => {
  view.movesFromSolver = false;
  board.forgetUndo();
  if (movesTimer !== undefined) clearTimeout(movesTimer);
  movesTimer = setTimeout(() => {
    void board.refresh();
    writeUrl('replace');
  }, 60);
});
window.addEventListener('popstate', (e) => {
  choices.navigated();
  urls.navigated();
  void openView(e.state, location.hash, selectGame).finally(() => urls.shown());
});
// The first view is a choice too: one made while its game loads comes after it.
choices.choose(() => openView(history.state, location.hash, selectGame));
