import { isParseError, type VerifyResult } from '@puzzle-solvers/game-kit';
import { BoardPlayer } from './board-player.js';
import { drawBoard } from './draw-board.js';
import { catalogue, loadGame, type PlaygroundPlugin } from './games.js';
import { SolverClient, type SolveOutcome } from './solver-client.js';
import { readViewState, viewStateHash, type ViewState } from './url-state.js';
import type { ProgressMessage } from './worker-protocol.js';

/** Quiet time after an edit before the level is solved again. */
const RESOLVE_DELAY_MS = 400;

const element = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`playground: #${id} is missing from index.html`);
  return found as T;
};

const ui = {
  game: element<HTMLSelectElement>('game'),
  sample: element<HTMLSelectElement>('sample'),
  description: element('game-description'),
  gameOptions: element('game-options'),
  level: element<HTMLTextAreaElement>('level'),
  levelError: element('level-error'),
  algorithm: element<HTMLSelectElement>('algorithm'),
  timeLimit: element<HTMLInputElement>('time-limit'),
  solve: element<HTMLButtonElement>('solve'),
  cancel: element<HTMLButtonElement>('cancel'),
  states: element('states'),
  rate: element('rate'),
  frontier: element('frontier'),
  elapsed: element('elapsed'),
  solveStatus: element('solve-status'),
  moves: element<HTMLTextAreaElement>('moves'),
  movesCheck: element('moves-check'),
  board: element('board'),
  stepLabel: element('step-label'),
  moveList: element('move-list'),
  animation: element('animation'),
  animationLink: element<HTMLAnchorElement>('animation-link'),
};

/** Everything the page shows is derived from this. */
const view = {
  gameId: '',
  plugin: undefined as PlaygroundPlugin | undefined,
  gameOptions: {} as Record<string, string>,
  /** The parsed level, or undefined while the text does not parse. */
  level: undefined as unknown,
  /** The states the board steps through, and what the verifier said about the moves. */
  states: [] as unknown[],
  moveTokens: [] as string[],
  verdict: undefined as VerifyResult | undefined,
  /** Whether the moves box holds the solver's answer (replaced by the next answer) or the user's own. */
  movesFromSolver: true,
};

const solver = new SolverClient();
let resolveTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped by every solve and every edit: an answer to an older generation is not shown. */
let generation = 0;
let animationUrl: string | undefined;

const player = new BoardPlayer(
  {
    back: element('step-back'),
    play: element('play'),
    forward: element('step-forward'),
    slider: element('slider'),
    speed: element('speed'),
  },
  (index, count) => showStep(index, count),
);

// ---- the game and its options ----

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
  fillSelect(
    ui.algorithm,
    plugin.algorithms.map((a, i) => ({ value: a, label: i === 0 ? `${a} (default)` : a })),
  );
  if (from.algorithm !== undefined && plugin.algorithms.includes(from.algorithm)) ui.algorithm.value = from.algorithm;
  buildGameOptions(plugin, from.gameOptions);
  const text = from.level ?? plugin.samples[0]?.text ?? '';
  ui.level.value = text;
  selectSampleMatching(text);
  ui.moves.value = from.moves ?? '';
  view.movesFromSolver = from.moves === undefined;
  levelChanged({ solveNow: true });
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
      view.gameOptions[spec.name] = control.value;
      levelChanged({ solveNow: true });
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

/** Parses the level text; shows the error at its line and column, or clears it. */
function parseLevel(): void {
  const plugin = view.plugin;
  view.level = undefined;
  if (plugin === undefined) return;
  try {
    view.level = plugin.parse(ui.level.value, { file: 'level', options: view.gameOptions });
    ui.levelError.hidden = true;
    ui.levelError.replaceChildren();
    ui.level.removeAttribute('aria-invalid');
  } catch (e) {
    ui.level.setAttribute('aria-invalid', 'true');
    ui.levelError.hidden = false;
    ui.levelError.replaceChildren(...errorView(e, ui.level.value));
  }
}

/** A parse error as `line:col: reason`, with the line and a caret under the column. */
function errorView(error: unknown, text: string): Node[] {
  if (!isParseError(error)) return [document.createTextNode(message(error))];
  const head = document.createElement('strong');
  head.textContent = `${error.line}:${error.column}`;
  const source = text.split(/\r\n|\r|\n/)[error.line - 1];
  const nodes: Node[] = [head, document.createTextNode(`: ${error.reason}`)];
  if (source !== undefined) {
    const snippet = document.createElement('pre');
    snippet.textContent = `${source}\n${' '.repeat(Math.max(0, error.column - 1))}^`;
    nodes.push(snippet);
  }
  return nodes;
}

function levelChanged(how: { solveNow: boolean }): void {
  generation++;
  solver.cancel();
  if (resolveTimer !== undefined) clearTimeout(resolveTimer);
  parseLevel();
  // The live line belonged to the level before the edit.
  showProgress({ expanded: 0, frontier: 0, elapsedMs: 0 });
  if (view.movesFromSolver) ui.moves.value = '';
  refreshMoves();
  writeUrl();
  if (view.level === undefined) {
    setSolveStatus('Fix the level to solve it.', '');
    return;
  }
  if (how.solveNow) void solve();
  else {
    setSolveStatus('Edited: solving again in a moment…', '');
    resolveTimer = setTimeout(() => void solve(), RESOLVE_DELAY_MS);
  }
}

// ---- solving ----

async function solve(): Promise<void> {
  if (resolveTimer !== undefined) clearTimeout(resolveTimer);
  const plugin = view.plugin;
  if (plugin === undefined || view.level === undefined) return;
  const mine = ++generation;
  const seconds = Number(ui.timeLimit.value);
  showProgress({ expanded: 0, frontier: 0, elapsedMs: 0 });
  setSolveStatus('Solving…', '');
  ui.cancel.disabled = false;
  const outcome = await solver.solve(
    {
      game: view.gameId,
      text: ui.level.value,
      gameOptions: { ...view.gameOptions },
      algorithm: ui.algorithm.value,
      ...(Number.isFinite(seconds) && seconds > 0 ? { timeoutMs: Math.round(seconds * 1000) } : {}),
    },
    showProgress,
  );
  if (!solver.busy) ui.cancel.disabled = true;
  if (mine === generation) showOutcome(outcome);
}

function cancelSolve(): void {
  if (resolveTimer !== undefined) clearTimeout(resolveTimer);
  solver.cancel();
}

function showProgress(p: Pick<ProgressMessage, 'expanded' | 'frontier' | 'elapsedMs'>): void {
  ui.states.textContent = p.expanded.toLocaleString('en');
  // A rate over a few milliseconds says nothing.
  ui.rate.textContent = p.elapsedMs >= 50 ? Math.round((p.expanded * 1000) / p.elapsedMs).toLocaleString('en') : '–';
  ui.frontier.textContent = p.frontier.toLocaleString('en');
  ui.elapsed.textContent = seconds(p.elapsedMs);
}

function showOutcome(outcome: SolveOutcome): void {
  if (outcome.type === 'cancelled') {
    setSolveStatus('Cancelled.', '');
    return;
  }
  if (outcome.type === 'error') {
    setSolveStatus(`The solver failed: ${outcome.message}`, 'bad');
    return;
  }
  showProgress({ expanded: outcome.expanded, frontier: 0, elapsedMs: outcome.elapsedMs });
  ui.frontier.textContent = '–';
  const states = `${outcome.expanded.toLocaleString('en')} states, ${seconds(outcome.elapsedMs)} s`;
  switch (outcome.status) {
    case 'solved': {
      const solution = outcome.solution ?? '';
      const length = movesIn(solution);
      const cost = outcome.cost !== undefined && outcome.cost !== length ? `, cost ${outcome.cost}` : '';
      const best = outcome.optimal ? ' (shortest)' : '';
      setSolveStatus(`Solvable: ${length} move${length === 1 ? '' : 's'}${cost}${best}, found in ${states}.`, 'ok');
      if (view.movesFromSolver || ui.moves.value.trim() === '') {
        ui.moves.value = solution;
        view.movesFromSolver = true;
        refreshMoves();
        writeUrl();
      }
      break;
    }
    case 'exhausted':
      setSolveStatus(`Not solvable: every reachable state was searched (${states}).`, 'bad');
      break;
    case 'limit':
      setSolveStatus(`Not decided: stopped at the ${outcome.limit ?? ''} limit after ${states}.`, 'bad');
      break;
    case 'aborted':
      setSolveStatus('Cancelled.', '');
      break;
  }
}

/** The number of moves in a solution text, or 0 when it does not read. */
function movesIn(solution: string): number {
  try {
    return view.plugin?.parseSolution(solution, view.level).length ?? 0;
  } catch {
    return 0;
  }
}

function setSolveStatus(text: string, tone: '' | 'ok' | 'bad'): void {
  ui.solveStatus.textContent = text;
  ui.solveStatus.className = tone;
}

// ---- moves and the board ----

/** Reads the moves box, replays it on the level and asks the verifier. */
function refreshMoves(): void {
  const plugin = view.plugin;
  view.states = [];
  view.moveTokens = [];
  view.verdict = undefined;
  ui.movesCheck.replaceChildren();
  ui.movesCheck.className = '';
  if (plugin === undefined || view.level === undefined) {
    const note = document.createElement('p');
    note.className = 'hint';
    note.textContent = 'No board while the level does not parse.';
    ui.board.replaceChildren(note);
    ui.stepLabel.textContent = '';
    ui.moveList.replaceChildren();
    player.load(1);
    return;
  }
  const level = view.level;
  const text = ui.moves.value;
  let moves: unknown[] = [];
  try {
    moves = plugin.parseSolution(text, level);
  } catch (e) {
    ui.movesCheck.className = 'bad';
    ui.movesCheck.replaceChildren(...errorView(e, text));
  }
  try {
    view.states = plugin.replay(level, moves);
    view.moveTokens = moves.map((m) => plugin.formatSolution([m]));
    if (text.trim() !== '' && ui.movesCheck.childNodes.length === 0) {
      view.verdict = plugin.verify(level, moves);
      ui.movesCheck.textContent = verdictText(view.verdict, view.moveTokens);
      ui.movesCheck.className = view.verdict.valid ? 'ok' : 'bad';
    }
  } catch (e) {
    // A plugin that breaks its contract (throws from replay or verify) is reported, not fatal.
    view.states = [plugin.initialState(level)];
    view.moveTokens = [];
    view.verdict = undefined;
    ui.movesCheck.className = 'bad';
    ui.movesCheck.textContent = `The game could not replay these moves: ${message(e)}`;
  }
  updateAnimationLink(plugin, level);
  player.load(view.states.length);
}

function verdictText(verdict: VerifyResult, tokens: readonly string[]): string {
  if (verdict.valid) return `✓ Solves the level: ${verdict.moves} moves, cost ${verdict.cost}.`;
  if (verdict.step >= 0 && verdict.step < tokens.length) {
    // Some games' reasons already name the move.
    const token = tokens[verdict.step] ?? '';
    const which = verdict.reason.includes(token) ? '' : ` (${token})`;
    return `✗ Move ${verdict.step + 1}${which} is not allowed: ${verdict.reason}`;
  }
  return `✗ Does not solve the level: ${verdict.reason}`;
}

function showStep(index: number, count: number): void {
  const plugin = view.plugin;
  if (plugin === undefined || view.level === undefined) return;
  drawBoard(ui.board, plugin, view.level, view.states[index], `the board after ${index} of ${count - 1} moves`);
  let label = count > 1 ? `Step ${index} of ${count - 1}` : view.moveTokens.length === 0 ? 'The start (no moves)' : 'The start';
  if (index === count - 1 && view.verdict !== undefined) {
    if (view.verdict.valid) label += ' · solved ✓';
    else if (view.verdict.step >= 0 && view.verdict.step < view.moveTokens.length)
      label += ` · the next move is not allowed: ${view.verdict.reason}`;
    else label += ` · not solved: ${view.verdict.reason}`;
  }
  ui.stepLabel.textContent = label;
  const illegal = view.verdict !== undefined && !view.verdict.valid ? view.verdict.step : -1;
  const spans = view.moveTokens.map((token, i) => {
    const span = document.createElement(i === index - 1 ? 'mark' : 'span');
    span.textContent = token;
    if (i === illegal) {
      span.className = 'illegal';
      span.title = 'the first move that is not allowed';
    }
    return span;
  });
  ui.moveList.replaceChildren(...spans.flatMap((s, i) => (i === 0 ? [s] : [document.createTextNode(' '), s])));
}

function updateAnimationLink(plugin: PlaygroundPlugin, level: unknown): void {
  if (animationUrl !== undefined) URL.revokeObjectURL(animationUrl);
  animationUrl = undefined;
  ui.animation.hidden = true;
  if (plugin.renderSvgAnimation === undefined || view.states.length < 2) return;
  try {
    const svg = plugin.renderSvgAnimation(level, view.states);
    animationUrl = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    ui.animationLink.href = animationUrl;
    ui.animationLink.download = `${view.gameId}-solution.svg`;
    ui.animation.hidden = false;
  } catch {
    // The still board is enough; the animation is a bonus.
  }
}

// ---- the URL ----

function writeUrl(): void {
  const hash = viewStateHash({
    game: view.gameId,
    level: ui.level.value,
    moves: ui.moves.value,
    algorithm: ui.algorithm.value,
    gameOptions: view.gameOptions,
  });
  if (hash !== location.hash) history.replaceState(null, '', hash);
}

// ---- helpers ----

function fillSelect(select: HTMLSelectElement, options: readonly { value: string; label: string }[]): void {
  select.replaceChildren(
    ...options.map((o) => {
      const option = document.createElement('option');
      option.value = o.value;
      option.textContent = o.label;
      return option;
    }),
  );
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(ms < 10_000 ? 2 : 1);
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

// ---- wiring ----

function start(): void {
  fillSelect(
    ui.game,
    catalogue.map((g) => ({ value: g.id, label: g.id })),
  );
  const from = readViewState(location.hash);
  const id = catalogue.some((g) => g.id === from.game) ? (from.game as string) : catalogue[0]?.id;
  if (id === undefined) {
    ui.description.textContent = 'No game package was found.';
    return;
  }
  void selectGame(id, from);
}

ui.game.addEventListener('change', () => void selectGame(ui.game.value, { gameOptions: {} }));
ui.sample.addEventListener('change', () => {
  const sample = view.plugin?.samples[Number(ui.sample.value)];
  if (ui.sample.value === '' || sample === undefined) return;
  ui.level.value = sample.text;
  ui.moves.value = '';
  view.movesFromSolver = true;
  levelChanged({ solveNow: true });
});
ui.level.addEventListener('input', () => {
  selectSampleMatching(ui.level.value);
  levelChanged({ solveNow: false });
});
ui.algorithm.addEventListener('change', () => {
  writeUrl();
  void solve();
});
ui.solve.addEventListener('click', () => void solve());
ui.cancel.addEventListener('click', cancelSolve);
ui.moves.addEventListener('input', () => {
  view.movesFromSolver = false;
  refreshMoves();
  writeUrl();
});
window.addEventListener('hashchange', () => {
  const from = readViewState(location.hash);
  if (from.game !== undefined && catalogue.some((g) => g.id === from.game)) void selectGame(from.game, from);
});
start();
