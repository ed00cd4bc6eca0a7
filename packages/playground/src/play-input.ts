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
 * Golf Peaks; for the key maze an arrow for one step of the robot picked (a number or a tap picks
 * one), or a key (its letter, or a tap on it) to walk the shortest way there.
 */
export interface GameInput {
  /** One line telling how to play. */
  readonly help: string;
  key(key: string, picked: string | undefined): PlayAction | undefined;
  point(target: PointTarget, picked: string | undefined): PlayAction | undefined;
  /** The buttons; `movers` is how many robots the level has (key maze). */
  pad(pieces: readonly string[], picked: string | undefined, movers: number): PadButton[];
  /** The words of a hint's button for a move in the notation (`Play 2>4`, `Walk to key b`). */
  playLabel?(token: string): string;
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

/** The robot picked (key maze): its number, robot 0 until another is picked. */
const robotOf = (picked: string | undefined): number => Number(picked ?? '0');

/** Walks to a key: the robot picked first, then any robot 0…9 that can reach it. */
function fetchKey(letter: string, picked: string | undefined): PlayAction {
  const first = robotOf(picked);
  const others = Array.from({ length: 10 }, (_, r) => r).filter((r) => r !== first);
  return { tokens: [first, ...others].map((r) => `${r}:${letter}`) };
}

const STEP_LETTERS: Readonly<Record<Direction, string>> = { up: 'U', right: 'R', down: 'D', left: 'L' };

/** One step of the robot picked. */
const stepOf = (d: Direction, picked: string | undefined): PlayAction => ({ tokens: [`${robotOf(picked)}:${STEP_LETTERS[d]}`] });

const keyMaze: GameInput = {
  help:
    'Arrow keys (or a tap beside the robot, or the arrow buttons) step the robot one cell, and it picks up a key it steps on; ' +
    "a key's letter (or a tap on the key, or its button) walks the shortest way there. With several robots, pick one by its number or a tap on it.",
  key: (key, picked) => {
    const d = ARROW_KEYS[key];
    if (d !== undefined) return stepOf(d, picked);
    if (/^[0-9]$/.test(key)) return { pick: key };
    return /^[a-z]$/.test(key) ? fetchKey(key, picked) : undefined;
  },
  point: (target, picked) => {
    if (target.kind === 'robot') return { pick: String(target.index) };
    if (target.kind === 'key') return fetchKey(target.letter, picked);
    return target.kind === 'direction' ? stepOf(target.direction, picked) : undefined;
  },
  pad: (pieces, picked, movers) => [
    ...(movers > 1
      ? Array.from({ length: Math.min(movers, 10) }, (_, r) => ({
          label: robotOf(picked) === r ? `[robot ${r}]` : `robot ${r}`,
          name: `move robot ${r}`,
          action: { pick: String(r) } as PlayAction,
        }))
      : []),
    ...(['up', 'left', 'down', 'right'] as const).map((d) => ({ label: ARROWS[d], name: `step ${d}`, action: stepOf(d, picked) })),
    ...pieces.map((k) => ({ label: k, name: `walk to key ${k}`, action: fetchKey(k, picked) })),
  ],
  playLabel: (token) => {
    const [robot, key] = token.includes(':') ? token.split(':') : ['', token];
    return `Walk ${robot === '' ? '' : `robot ${robot} `}to key ${key}`;
  },
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

/**
 * What a pick picks: Golf Peaks picks a card by its number in the hand (`#3` is the third card of
 * the level); the key maze picks a robot by its number, one the level has (`movers` robots).
 */
export function resolvePick(pick: string, pieces: readonly string[], movers = 0): string | undefined {
  if (pick.startsWith('#')) return pieces[Number(pick.slice(1)) - 1];
  if (movers > 0) return Number(pick) < movers ? pick : undefined;
  return pick;
}
