/** What a link reproduces: the game, its options, the level, the algorithm and the moves. */
export interface ViewState {
  readonly game?: string;
  /** The level as written. */
  readonly level?: string;
  /** The level deflated and base64url-encoded (a long level; see share-link.ts). */
  readonly z?: string;
  readonly moves?: string;
  readonly algorithm?: string;
  readonly gameOptions: Readonly<Record<string, string>>;
}

const OPTION_PREFIX = 'opt.';

/** Reads the view from a location hash (`#game=…&level=…&moves=…`). */
export function readViewState(hash: string): ViewState {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const gameOptions: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith(OPTION_PREFIX)) gameOptions[key.slice(OPTION_PREFIX.length)] = value;
  const pick = (name: string): { [k: string]: string } => {
    const value = params.get(name);
    return value === null ? {} : { [name]: value };
  };
  return { ...pick('game'), ...pick('level'), ...pick('z'), ...pick('moves'), ...pick('algorithm'), gameOptions };
}

/** Writes the view as a location hash; the level keeps its line breaks (URL-encoded). */
export function viewStateHash(view: ViewState): string {
  const params = new URLSearchParams();
  if (view.game !== undefined) params.set('game', view.game);
  for (const [name, value] of Object.entries(view.gameOptions)) params.set(OPTION_PREFIX + name, value);
  if (view.algorithm !== undefined) params.set('algorithm', view.algorithm);
  if (view.level !== undefined) params.set('level', view.level);
  if (view.z !== undefined) params.set('z', view.z);
  if (view.moves !== undefined && view.moves !== '') params.set('moves', view.moves);
  return `#${params.toString()}`;
}
