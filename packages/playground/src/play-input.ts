import type { PointTarget } from './board-protocol.js';

/** What a key press, a tap or a button asks of play: moves to try (the first allowed is played), or a pick. */
export type PlayAction = { readonly tokens: readonly string[] } | { readonly pick: string } | { readonly unpick: true };

/** A button of the on-screen pad. */
export interface PadButton {
  readonly label: string;
  /** Its accessible name. */
  readonly name: string;
  readonly action: PlayAction;
}

type Direction = 'up' | 'right' | 'down' | 'left';
const ARROW_KEYS: Readonly<Record<string, Direction>> = { ArrowUp: 'up', ArrowRight: 'right', ArrowDown: 'down', ArrowLeft: 'left' };

/**
 * How a person plays one game: keys, taps on the board, and the on-screen pad, each turned into
 * moves in the game's notation. The natural gesture per game: an arrow for a Sokobond move or a
 * piece of Cosmic Express track; a tube then a tube for ball sort; a card then a direction for
 * Golf Peaks; a key (its letter, or a tap on it) for the key maze, whose move is "walk to that key".
 */
export interface GameInput {
  /** One line telling how to play. */
  readonly help: string;
  key(key: string, picked: string | undefined): PlayAction | undefined;
  point(target: PointTarget, picked: string | undefined): PlayAction | undefined;
  pad(pieces: readonly string[], picked: string | undefined): PadButton[];
}

const dirButtons = (token: (d: Direction) => string, glyph: Readonly<Record<Direction, string>>): PadButton[] =>
  (['up', 'left', 'down', 'right'] as const).map((d) => ({ label: glyph[d], name: `move ${d}`, action: { tokens: [token(d)] } }));

const ARROWS: Readonly<Record<Direction, string>> = { up: '↑', right: '→', down: '↓', left: '←' };

/** Moves in one of four directions (Sokobond, Cosmic Express). */
function directional(
  letters: Readonly<Record<Direction, string>>,
  help: string,
  extra: Readonly<Record<string, Direction>> = {},
): GameInput {
  const keys = { ...ARROW_KEYS, ...extra };
  return {
    help,
    key: (key) => {
      const d = keys[key] ?? keys[key.toLowerCase()];
      return d === undefined ? undefined : { tokens: [letters[d]] };
    },
    point: (target) => (target.kind === 'direction' ? { tokens: [letters[target.direction]] } : undefined),
    pad: () => dirButtons((d) => letters[d], ARROWS),
  };
}

const ballSort: GameInput = {
  help: 'Pick a tube, then the tube to move its top ball onto: tap them, press their numbers, or use the buttons.',
  key: (key, picked) =>
    /^[0-9]$/.test(key) ? tube(key === '0' ? 10 : Number(key), picked) : key === 'Escape' ? { unpick: true } : undefined,
  point: (target, picked) => (target.kind === 'tube' ? tube(target.index + 1, picked) : undefined),
  pad: (pieces, picked) =>
    pieces.map((t) => ({
      label: picked === t ? `[${t}]` : t,
      name: picked === undefined ? `take from tube ${t}` : `put on tube ${t}`,
      action: tube(Number(t), picked),
    })),
};

function tube(n: number, picked: string | undefined): PlayAction {
  if (picked === undefined) return { pick: String(n) };
  if (picked === String(n)) return { unpick: true };
  return { tokens: [`${picked}>${n}`] };
}

const GOLF_ARROWS: Readonly<Record<Direction, string>> = { up: '↗', right: '↘', down: '↙', left: '↖' };

const golfPeaks: GameInput = {
  help: 'Pick a card (tap it or press its number), then a direction: an arrow key (↑ is ↗, → is ↘, ↓ is ↙, ← is ↖), a tap beside the ball, or a button.',
  key: (key, picked) => {
    if (/^[1-9]$/.test(key)) return { pick: `#${key}` };
    const d = ARROW_KEYS[key];
    if (d !== undefined && picked !== undefined) return { tokens: [`${picked}${GOLF_ARROWS[d]}`] };
    return key === 'Escape' ? { unpick: true } : undefined;
  },
  point: (target, picked) => {
    if (target.kind === 'card') return { pick: target.label };
    if (target.kind === 'direction' && picked !== undefined) return { tokens: [`${picked}${GOLF_ARROWS[target.direction]}`] };
    return undefined;
  },
  pad: (pieces, picked) => [
    ...pieces.map((label, i) => ({
      label: picked === label ? `[${label}]` : label,
      name: `card ${i + 1}: ${label}`,
      action: { pick: label } as PlayAction,
    })),
    ...(['left', 'up', 'down', 'right'] as const).map((d) => ({
      label: GOLF_ARROWS[d],
      name: `play the card ${GOLF_ARROWS[d]}`,
      action: picked === undefined ? ({ unpick: true } as PlayAction) : { tokens: [`${picked}${GOLF_ARROWS[d]}`] },
    })),
  ],
};

/** Robots 0…9 may take the key: the first one that can reach it walks. */
const anyRobot = (letter: string): PlayAction => ({ tokens: Array.from({ length: 10 }, (_, r) => `${r}:${letter}`) });

const keyMaze: GameInput = {
  help: 'Pick the key to fetch next (tap it, press its letter, or use a button): the robot that can reach it walks the shortest way there.',
  key: (key) => (/^[a-z]$/.test(key) ? anyRobot(key) : undefined),
  point: (target) => (target.kind === 'key' ? anyRobot(target.letter) : undefined),
  pad: (pieces) => pieces.map((k) => ({ label: k, name: `fetch key ${k}`, action: anyRobot(k) })),
};

const INPUTS: Readonly<Record<string, GameInput>> = {
  sokobond: directional(
    { up: 'W', left: 'A', down: 'S', right: 'D' },
    'Arrow keys or W A S D move your atom; or tap beside it, or use the buttons.',
    {
      w: 'up',
      a: 'left',
      s: 'down',
      d: 'right',
    },
  ),
  'cosmic-express': directional(
    { up: 'U', right: 'R', down: 'D', left: 'L' },
    'Arrow keys lay the next piece of track; or tap the cell beside the engine, or use the buttons.',
  ),
  'ball-sort': ballSort,
  'golf-peaks': golfPeaks,
  'key-maze': keyMaze,
};

/** The input of a game, or undefined for a game this page has no gestures for. */
export function gameInput(game: string): GameInput | undefined {
  return INPUTS[game];
}

/** Golf Peaks picks a card by its number in the hand: `#3` is the third card of the level. */
export function resolvePick(pick: string, pieces: readonly string[]): string | undefined {
  if (!pick.startsWith('#')) return pick;
  return pieces[Number(pick.slice(1)) - 1];
}
