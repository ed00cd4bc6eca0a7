/**
 * Opening the view a link or a history entry holds: the page's first view, and each Back and
 * Forward. An entry's own state comes first (it keeps the whole draft), else the link is read; a
 * deflated level is unpacked, and a damaged level or an unknown game is said, not silently dropped.
 *
 * @module
 */
import type { GameSelection } from './game-selection.js';
import { catalogue } from './games.js';
import { message, notify, ui } from './page-elements.js';
import { unpackLevel } from './share-link.js';
import { readViewState, type ViewState } from './url-state.js';
import { draftOfEntry } from './url-writer.js';

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

/** Opens the view of a history entry's `state` or, without one, of the link's `hash`, with `selectGame`. */
export async function openView(state: unknown, hash: string, selectGame: GameSelection['selectGame']): Promise<void> {
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
