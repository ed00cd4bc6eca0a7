/// <reference lib="webworker" />
import { isParseError, replaySteps, type SteppedReplay } from '@puzzle-solvers/game-kit';
import type { BoardAnswer, BoardRequest, MovesAnswer, PictureAnswer, PlacedError, StepView } from './board-protocol.js';
import { loadGame, type PlaygroundPlugin } from './games.js';
import { pointTarget } from './point-target.js';
import { linkLevel, type LinkLevel } from './share-link.js';
import { stillOfStep } from './still-picture.js';

// The board worker owns the parsed level: the page's thread never parses, replays or draws a
// level, so a megabyte level does not stop the page (typing, scrolling) while it is worked on.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (answer: BoardAnswer): void => scope.postMessage(answer);

/** Pictures past this many characters are not drawn: the browser would stall decoding them. */
const MAX_PICTURE_CHARS = 6_000_000;

/**
 * Levels past this many characters are not drawn at all: their pictures run to many megabytes
 * (a wall is some 30 characters of SVG), and making one would keep this worker busy for seconds.
 */
const MAX_DRAWN_LEVEL_CHARS = 250_000;

const current = {
  game: '',
  plugin: undefined as PlaygroundPlugin | undefined,
  level: undefined as unknown,
  moves: [] as unknown[],
  replay: undefined as SteppedReplay<unknown> | undefined,
  /** The whole replay as one animation, made on the first picture asked for. */
  animation: undefined as string | undefined,
  /** The last picture drawn, for pointing into it. */
  picture: { step: -1, svg: '' },
  /** The level text's length. */
  length: 0,
  /** The level text last sent (a link of it needs no second copy). */
  text: '',
  /** The last link made, by its text: every write of the URL asks again for the same level. */
  link: undefined as { readonly text: string; readonly link: Promise<LinkLevel> } | undefined,
};

scope.addEventListener('message', (event: MessageEvent<BoardRequest>) => {
  void handle(event.data).catch((e: unknown) => post({ type: 'failure', id: event.data.id, message: message(e) }));
});

async function handle(request: BoardRequest): Promise<void> {
  switch (request.type) {
    case 'level':
      return post(await loadLevel(request.game, request.text, request.gameOptions, request.id));
    case 'moves':
      return post(readMoves(request.text, request.id));
    case 'draw':
      return post(draw(request.step, request.id, request.mover));
    case 'preview':
      return post(preview(request.at, request.token, request.id));
    case 'link':
      return post({ type: 'link', id: request.id, link: await linkOf(request.text ?? current.text) });
    case 'animation':
      return post({ type: 'animation', id: request.id, ...animationOf() });
    case 'play':
      return post({ type: 'play', id: request.id, ...play(request.at, request.tokens) });
    case 'point': {
      if (current.picture.step !== request.step) draw(request.step, request.id);
      return post({
        type: 'point',
        id: request.id,
        target: pointTarget(current.game, current.picture.svg, request.step, request.x, request.y, request.mover),
      });
    }
  }
}

async function loadLevel(game: string, text: string, gameOptions: Readonly<Record<string, string>>, id: number): Promise<BoardAnswer> {
  const plugin = await loadGame(game);
  current.game = game;
  current.plugin = plugin;
  current.level = undefined;
  current.moves = [];
  current.replay = undefined;
  current.length = text.length;
  current.text = text;
  forgetPictures();
  try {
    current.level = plugin.parse(text, { file: 'level', options: gameOptions });
  } catch (e) {
    return { type: 'level', id, error: placed(e), playable: false, summary: '', pieces: [], movers: 0 };
  }
  const lines = text.split('\n').length;
  return {
    type: 'level',
    id,
    playable: plugin.playMove !== undefined,
    summary: `${lines} lines, ${text.length.toLocaleString('en')} characters`,
    pieces: piecesOf(current.level),
    movers: moversOf(current.level),
  };
}

/** How many pieces move on their own: the key maze's robots (read from the level's own field). */
function moversOf(level: unknown): number {
  const robots = (level as { robots?: unknown }).robots;
  return Array.isArray(robots) ? robots.length : 0;
}

/**
 * What a person picks from when playing: the tubes of ball sort, the cards of Golf Peaks, the
 * keys of the key maze (read from the level's own fields; other games pick nothing).
 */
function piecesOf(level: unknown): string[] {
  const l = level as { tubes?: unknown[]; cards?: { label: string }[]; keys?: string[] };
  if (Array.isArray(l.cards)) return l.cards.map((c) => c.label);
  if (Array.isArray(l.keys)) return [...l.keys];
  if (Array.isArray(l.tubes)) return l.tubes.map((_, i) => String(i + 1));
  return [];
}

/** The level as a link carries it, deflated once per text (a long level's deflate is the costly part). */
function linkOf(text: string): Promise<LinkLevel> {
  if (current.link?.text !== text) current.link = { text, link: linkLevel(text) };
  return current.link.link;
}

function forgetPictures(): void {
  current.animation = undefined;
  current.picture = { step: -1, svg: '' };
}

/** Reads the moves box and replays it: one replay behind the check, the slider and the board. */
function readMoves(text: string, id: number): MovesAnswer {
  const { plugin, level } = current;
  forgetPictures();
  current.moves = [];
  current.replay = undefined;
  if (plugin === undefined || level === undefined) return { type: 'moves', id, steps: [], count: 1, check: '', valid: false, text };
  let error: PlacedError | undefined;
  try {
    current.moves = plugin.parseSolution(text, level);
  } catch (e) {
    error = placed(e);
  }
  const moves = current.moves;
  const replay = replayOf(plugin, level, moves);
  current.replay = replay;
  const tokens = moves.map((m) => plugin.formatSolution([m]));
  const played = replay.states.length - 1;
  const blocked = new Map(replay.blocked.map((b) => [b.step, b.reason]));
  const steps: StepView[] = tokens.map((token, i) => {
    if (replay.illegal?.step === i) return { token, kind: 'illegal', reason: replay.illegal.reason };
    if (i >= played) return { token, kind: replay.illegal === undefined ? 'after-goal' : 'illegal' };
    const reason = blocked.get(i);
    return reason === undefined ? { token, kind: 'played' } : { token, kind: 'blocked', reason };
  });
  const verdict = checkOf(plugin, level, moves, tokens, replay);
  return {
    type: 'moves',
    id,
    ...(error !== undefined ? { error } : {}),
    steps,
    count: replay.states.length,
    ...(replay.solvedAfter !== undefined ? { solvedAfter: replay.solvedAfter } : {}),
    check: error !== undefined ? '' : verdict.check,
    valid: error === undefined && verdict.valid,
    text: plugin.formatSolution(moves),
  };
}

/** The game's own replay: move by move through `playMove` when the plugin has it. */
function replayOf(plugin: PlaygroundPlugin, level: unknown, moves: readonly unknown[]): SteppedReplay<unknown> {
  if (plugin.playMove !== undefined && plugin.isSolved !== undefined) {
    return replaySteps({ initialState: plugin.initialState, playMove: plugin.playMove, isSolved: plugin.isSolved }, level, moves);
  }
  // An older plugin: its replay and its verifier, which stop at the same illegal move.
  const states = plugin.replay(level, moves);
  const verdict = plugin.verify(level, moves);
  if (verdict.valid) return { states, blocked: [], solvedAfter: states.length - 1 };
  if (verdict.step >= 0 && verdict.step < moves.length)
    return { states, blocked: [], illegal: { step: verdict.step, reason: verdict.reason } };
  return { states, blocked: [] };
}

function checkOf(
  plugin: PlaygroundPlugin,
  level: unknown,
  moves: readonly unknown[],
  tokens: readonly string[],
  replay: SteppedReplay<unknown>,
): { check: string; valid: boolean } {
  const n = moves.length;
  if (n === 0) return { check: replay.solvedAfter === 0 ? '✓ The level is solved at the start.' : '', valid: replay.solvedAfter === 0 };
  const nothing = replay.blocked.slice(0, 3).map((b) => `move ${b.step + 1} (${tokens[b.step]}) did nothing: ${b.reason}`);
  const more = replay.blocked.length > 3 ? ` (and ${replay.blocked.length - 3} more that did nothing)` : '';
  const blockedNote = nothing.length === 0 ? '' : ` Note: ${nothing.join('; ')}${more}.`;
  if (replay.illegal !== undefined) {
    const { step, reason } = replay.illegal;
    const token = tokens[step] ?? '';
    const which = reason.includes(token) ? '' : ` (${token})`;
    return { check: `✗ Move ${step + 1}${which} is not allowed: ${reason}${blockedNote}`, valid: false };
  }
  const solved = replay.solvedAfter;
  if (solved === undefined) return { check: `✗ Does not solve the level: the moves end before it is solved.${blockedNote}`, valid: false };
  const solving = moves.slice(0, solved);
  const verdict = plugin.verify(level, solving);
  const cost = verdict.valid ? `, cost ${verdict.cost}` : '';
  const extra = n - solved;
  const after =
    extra === 0
      ? ''
      : ` The level is solved after move ${solved}: the ${extra} move${extra === 1 ? '' : 's'} after it ${extra === 1 ? 'is' : 'are'} not played.`;
  return { check: `✓ Solves the level: ${solved} move${solved === 1 ? '' : 's'}${cost}.${after}${blockedNote}`, valid: true };
}

/** The whole replay as one animation, with its moves (a game may draw a move from them). */
function animationSvg(plugin: PlaygroundPlugin, level: unknown, replay: SteppedReplay<unknown>): string {
  current.animation ??= plugin.renderSvgAnimation?.(level, replay.states, { moves: current.moves.slice(0, replay.states.length - 1) });
  return current.animation ?? '';
}

/** The picked robot marked in a key-maze picture (its `robot-<n>` class, from the game's renderer). */
function marked(svg: string, mover: number | undefined): string {
  if (mover === undefined || current.game !== 'key-maze') return svg;
  const at = svg.indexOf('</style>');
  const mark = `.robot-${mover}>rect{stroke:#ffb300;stroke-width:4px}`;
  return at < 0 ? svg : `${svg.slice(0, at)}${mark}${svg.slice(at)}`;
}

function draw(step: number, id: number, mover?: number): PictureAnswer {
  const { plugin, level, replay } = current;
  if (plugin === undefined || level === undefined || replay === undefined) {
    return { type: 'picture', id, step, note: 'No board while the level does not parse.', width: 0, height: 0 };
  }
  const index = Math.min(Math.max(0, step), replay.states.length - 1);
  if (current.length > MAX_DRAWN_LEVEL_CHARS) {
    const chars = current.length.toLocaleString('en');
    return { type: 'picture', id, step: index, note: `This level is too large to draw here (${chars} characters).`, width: 0, height: 0 };
  }
  try {
    let svg: string | undefined;
    if (plugin.renderSvgAnimation !== undefined && replay.states.length > 1) {
      svg = stillOfStep(animationSvg(plugin, level, replay), index);
    } else if (plugin.renderSvg !== undefined) {
      svg = plugin.renderSvg(level, replay.states[index]);
    }
    if (svg === undefined)
      return { type: 'picture', id, step: index, text: plugin.render(level, replay.states[index]), width: 0, height: 0 };
    if (svg.length > MAX_PICTURE_CHARS) {
      return {
        type: 'picture',
        id,
        step: index,
        note: `This board is too large to draw here (its picture would take ${megabytes(svg.length)}).`,
        width: 0,
        height: 0,
      };
    }
    svg = marked(svg, mover);
    current.picture = { step: index, svg };
    const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    return { type: 'picture', id, step: index, svg, width: Number(box?.[1] ?? 0), height: Number(box?.[2] ?? 0) };
  } catch (e) {
    return { type: 'picture', id, step: index, note: `This board could not be drawn: ${message(e)}`, width: 0, height: 0 };
  }
}

function animationOf(): { svg?: string } {
  const { plugin, level, replay } = current;
  if (plugin?.renderSvgAnimation === undefined || level === undefined || replay === undefined || replay.states.length < 2) return {};
  if (current.length > MAX_DRAWN_LEVEL_CHARS) return {};
  try {
    const svg = animationSvg(plugin, level, replay);
    return svg.length > MAX_PICTURE_CHARS ? {} : { svg };
  } catch {
    return {};
  }
}

/**
 * The position after `token` from step `at`, not played: the game's own picture of that move
 * (the route a robot would walk, the ball's path, the ball that would move), for a hint shown.
 */
function preview(at: number, token: string, id: number): PictureAnswer {
  const { plugin, level, replay } = current;
  const none = (note: string): PictureAnswer => ({ type: 'picture', id, step: at, note, width: 0, height: 0 });
  if (plugin?.playMove === undefined || plugin.renderSvgAnimation === undefined || level === undefined || replay === undefined)
    return none('This game cannot show a move before it is played.');
  if (current.length > MAX_DRAWN_LEVEL_CHARS) return none('This level is too large to draw here.');
  const index = Math.min(Math.max(0, at), replay.states.length - 1);
  const state = replay.states[index];
  try {
    const [move] = plugin.parseSolution(token, level);
    const outcome = plugin.playMove(level, state, move);
    if (outcome.kind !== 'moved') return none(`The move ${token} cannot be shown: ${outcome.reason}`);
    const svg = stillOfStep(plugin.renderSvgAnimation(level, [state, outcome.state], { moves: [move] }), 1);
    const box = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
    return { type: 'picture', id, step: index, svg, width: Number(box?.[1] ?? 0), height: Number(box?.[2] ?? 0) };
  } catch (e) {
    return none(`The move ${token} cannot be shown: ${message(e)}`);
  }
}

/** Plays the first allowed of `tokens` after move `at`; the moves after `at` are dropped. */
function play(at: number, tokens: readonly string[]): { text: string; refused?: string; blocked?: string } {
  const { plugin, level, replay } = current;
  if (plugin === undefined || level === undefined || replay === undefined) return { text: '', refused: 'the level does not parse' };
  const text = plugin.formatSolution(current.moves);
  if (plugin.playMove === undefined) return { text, refused: 'this game cannot be played move by move here' };
  const index = Math.min(Math.max(0, at), replay.states.length - 1);
  const state = replay.states[index];
  if (plugin.isSolved?.(level, state) === true) return { text, refused: 'the level is solved' };
  let first: string | undefined;
  for (const token of tokens) {
    let move: unknown;
    try {
      [move] = plugin.parseSolution(token, level);
    } catch (e) {
      first ??= message(e);
      continue;
    }
    const outcome = plugin.playMove(level, state, move);
    if (outcome.kind === 'moved') return { text: plugin.formatSolution([...current.moves.slice(0, index), move]) };
    if (outcome.kind === 'blocked') return { text, blocked: outcome.reason };
    first ??= outcome.reason;
  }
  return { text, refused: first ?? 'no move there' };
}

function placed(e: unknown): PlacedError {
  if (isParseError(e)) return { message: e.message, line: e.line, column: e.column, reason: e.reason };
  return { message: message(e) };
}

function megabytes(chars: number): string {
  return `${(chars / 1e6).toFixed(1)} MB`;
}

function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
