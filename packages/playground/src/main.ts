import type { PlacedError } from './board-protocol.js';
import { BoardView } from './board-view.js';
import { ChoiceQueue } from './choice-queue.js';
import { catalogue, loadGame, type PlaygroundPlugin } from './games.js';
import { LevelEditor } from './level-editor.js';
import { fillSelect, message, notify, ui } from './page-elements.js';
import { unpackLevel } from './share-link.js';
import { SolvePanel } from './solve-panel.js';
import { readViewState, type ViewState } from './url-state.js';
import { draftOfEntry, UrlWriter, type Draft } from './url-writer.js';

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

const view = {
  gameId: '',
  plugin: undefined as PlaygroundPlugin | undefined,
  gameOptions: {} as Record<string, string>,
  /** Whether the level text parsed (as of the last parse). */
  parsed: false,
  /** The level text as of the last parse (the editor builds its text anew on each read). */
  text: '',
  /** Whether the moves box holds the solver's answer (replaced by the next answer) or the user's own. */
  movesFromSolver: true,
};

/** The level typed for each game, so that picking another game and coming back keeps it. */
const drafts = new Map<string, Draft>();
let parseTimer: ReturnType<typeof setTimeout> | undefined;
let resolveTimer: ReturnType<typeof setTimeout> | undefined;
let movesTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped by every edit of the level: a parse answer for an older text is dropped. */
let levelVersion = 0;
/** The player's choices take effect in the order made, a file read or a game loaded before the next. */
const choices = new ChoiceQueue((e) => notify(`That choice could not be made: ${message(e)}`));

// A keystroke only restarts a timer: the parse, the board and the link follow once typing pauses.
const editor = new LevelEditor(ui.levelBox, 'level-label', 'level-error', () => levelChanged({ solveNow: false, parseNow: false }));

const board = new BoardView({
  movesChanged: () => {
    view.movesFromSolver = false;
    writeUrl('replace');
  },
  hint: (moves) => void askHint(moves),
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

// ---- the game and its options ----

/** Opens a game with the view given (a link, a history entry, a draft). */
async function selectGame(id: string, from: ViewState): Promise<void> {
  solver.cancel();
  view.gameId = id;
  ui.game.value = id;
  let plugin: PlaygroundPlugin;
  try {
    plugin = await loadGame(id);
  } catch (e) {
    view.plugin = undefined;
    ui.description.textContent = `This game could not be loaded: ${message(e)}`;
    return;
  }
  if (view.gameId !== id) return; // another game was picked while this one loaded
  view.plugin = plugin;
  ui.description.textContent = plugin.description;
  fillSelect(ui.sample, [{ value: '', label: 'your own level' }, ...plugin.samples.map((s, i) => ({ value: String(i), label: s.name }))]);
  if (!solver.setGame(plugin, from.algorithm)) {
    notify(`The link asks for the algorithm "${from.algorithm ?? ''}", which ${id} does not have: using ${ui.algorithm.value}.`);
  }
  buildGameOptions(plugin, from.gameOptions);
  const text = from.level ?? plugin.samples[0]?.text ?? '';
  setLevelText(text);
  ui.moves.value = from.moves ?? '';
  view.movesFromSolver = from.moves === undefined || from.moves === '';
  board.forgetUndo();
  levelChanged({ solveNow: true, parseNow: true });
}

function buildGameOptions(plugin: PlaygroundPlugin, given: Readonly<Record<string, string>>): void {
  ui.gameOptions.replaceChildren();
  view.gameOptions = {};
  for (const spec of plugin.options) {
    const value = given[spec.name] ?? spec.default;
    view.gameOptions[spec.name] = value;
    const label = document.createElement('label');
    label.title = spec.description;
    label.append(`${spec.name} `);
    let control: HTMLSelectElement | HTMLInputElement;
    if (spec.choices !== undefined) {
      control = document.createElement('select');
      fillSelect(
        control,
        spec.choices.map((c) => ({ value: c, label: c })),
      );
    } else {
      control = document.createElement('input');
      control.type = 'text';
      control.size = 6;
    }
    control.value = value;
    control.addEventListener('change', () => {
      const chosen = control.value;
      choices.choose(() => {
        if (!control.isConnected) return; // the page has moved to another game or entry
        view.gameOptions[spec.name] = chosen;
        levelChanged({ solveNow: true, parseNow: true });
        writeUrl('push');
      });
    });
    label.append(control);
    ui.gameOptions.append(label);
  }
}

function selectSampleMatching(text: string): void {
  const index = view.plugin?.samples.findIndex((s) => s.text === text) ?? -1;
  ui.sample.value = index < 0 ? '' : String(index);
}

// ---- the level ----

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
  showLevelError(error);
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

/** A parse error as `line:col: reason`, with the line and a caret; a click puts the cursor there. */
function showLevelError(error: PlacedError | undefined): void {
  if (error === undefined) {
    ui.levelError.hidden = true;
    ui.levelError.replaceChildren();
    editor.setInvalid(false);
    return;
  }
  editor.setInvalid(true);
  ui.levelError.hidden = false;
  if (error.line === undefined || error.column === undefined) {
    ui.levelError.replaceChildren(document.createTextNode(error.message));
    return;
  }
  const { line, column } = error;
  const head = document.createElement('a');
  head.href = '#level';
  head.textContent = `${line}:${column}`;
  head.title = 'put the cursor there';
  head.addEventListener('click', (e) => {
    e.preventDefault();
    editor.select(editor.offsetOf(line, column), 1);
  });
  const source = editor.lineText(line)?.replace(/\r$/, '');
  const nodes: Node[] = [head, document.createTextNode(`: ${error.reason ?? error.message}`)];
  if (source !== undefined && source.length <= 400) {
    const snippet = document.createElement('pre');
    snippet.textContent = `${source}\n${' '.repeat(Math.max(0, column - 1))}^`;
    nodes.push(snippet);
  }
  ui.levelError.replaceChildren(...nodes);
}

/**
 * Reads a level file (picked or dropped) into the level box. A choice made while it is read waits
 * for it: the file is the level of the game it was picked in, and its entry comes first.
 */
function openFile(file: File): void {
  choices.choose(async (current) => {
    let text: string;
    try {
      text = await file.text();
    } catch (e) {
      notify(`The file ${file.name} could not be read: ${message(e)}`);
      return;
    }
    if (current()) showFile(text);
  });
}

function showFile(text: string): void {
  keepCurrentEntry();
  setLevelText(text);
  ui.moves.value = '';
  view.movesFromSolver = true;
  board.forgetUndo();
  levelChanged({ solveNow: true, parseNow: true });
  writeUrl('push');
}

/** Puts a text in the level box (a game, a sample, a file, a link): the page's own change. */
function setLevelText(text: string): void {
  editor.value = text;
  view.text = text;
}

// ---- hints ----

async function askHint(moves: string): Promise<void> {
  await solver.hint(moves, (text, tone, next, undo) => {
    board.showHint(text, tone);
    const action = (label: string, run: () => void): void => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = label;
      button.addEventListener('click', run);
      ui.hintText.append(' ', button);
    };
    if (next !== undefined) {
      action(board.playLabel(next), () => void board.playToken(next));
      action('Show it', () => void board.preview(next));
    }
    if (undo !== undefined) action(`Undo ${undo}`, () => board.undoMoves(undo));
  });
}

// ---- the URL and the history ----

/** The page as a draft: what a history entry and a game switch keep. */
function draft(level = view.text): Draft {
  return {
    game: view.gameId,
    level,
    moves: ui.moves.value,
    gameOptions: { ...view.gameOptions },
    algorithm: ui.algorithm.value,
  };
}

const urls = new UrlWriter(
  (level) => board.link(level),
  (link, d) => {
    ui.share.textContent =
      'tooLarge' in link
        ? `This level is too large to share in a link (${d.level.length.toLocaleString('en')} characters): the link leaves it out; save it as a file instead.`
        : '';
  },
);

/**
 * Writes the view to the URL: a new history entry for a choice (a game, a sample, a file), the
 * same entry for edits. The level goes in plain, deflated, or not at all when too large; the
 * entry's state keeps the whole draft either way, so Back restores it. Writes land in the order
 * asked (see url-writer.ts).
 */
function writeUrl(how: 'push' | 'replace'): void {
  const d = draft();
  drafts.set(d.game, d);
  urls.write(how, d);
}

/** The view a link or a history entry holds; a deflated level is unpacked. */
async function viewOf(state: unknown, hash: string): Promise<ViewState> {
  const d = draftOfEntry(state);
  if (d !== undefined) {
    return {
      game: d.game,
      level: d.level,
      moves: d.moves,
      gameOptions: d.gameOptions,
      ...(d.algorithm !== '' ? { algorithm: d.algorithm } : {}),
    };
  }
  const from = readViewState(hash);
  if (from.z === undefined || from.level !== undefined) return from;
  try {
    return { ...from, level: await unpackLevel(from.z) };
  } catch (e) {
    notify(`The level in this link is damaged and could not be read (${message(e)}).`);
    const { z: _z, ...rest } = from;
    return rest;
  }
}

async function openView(state: unknown, hash: string): Promise<void> {
  notify('');
  const from = await viewOf(state, hash);
  const known = catalogue.some((g) => g.id === from.game);
  const id = known ? (from.game as string) : catalogue[0]?.id;
  if (id === undefined) {
    ui.description.textContent = 'No game package was found.';
    return;
  }
  if (from.game !== undefined && !known) {
    notify(`The link names the game "${from.game}", which this playground does not have: showing ${id}.`);
    await selectGame(id, { gameOptions: {} });
    return;
  }
  await selectGame(id, from);
}

// ---- wiring ----

fillSelect(
  ui.game,
  catalogue.map((g) => ({ value: g.id, label: g.id })),
);
/** Before a choice makes a new history entry: the current one keeps the page as it is now. */
function keepCurrentEntry(): void {
  if (view.gameId === '') return;
  const d = draft(editor.value);
  drafts.set(d.game, d);
  urls.write('replace', d);
}

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

function showSample(text: string): void {
  keepCurrentEntry();
  setLevelText(text);
  ui.moves.value = '';
  view.movesFromSolver = true;
  board.forgetUndo();
  levelChanged({ solveNow: true, parseNow: true });
  writeUrl('push');
}
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
  void openView(e.state, location.hash).finally(() => urls.shown());
});
// The first view is a choice too: one made while its game loads comes after it.
choices.choose(() => openView(history.state, location.hash));
