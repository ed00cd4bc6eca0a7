/**
 * A sample or a file as the new level: the player's choice, so the history entry left keeps the
 * page as it was, the moves start empty, and the new level gets an entry of its own. A file is
 * read inside the choice, so a choice made while it is read waits for it.
 *
 * @module
 */
import type { BoardView } from './board-view.js';
import type { ChoiceQueue } from './choice-queue.js';
import type { LevelUpdates } from './level-updates.js';
import { message, notify, ui } from './page-elements.js';
import type { PageHistory } from './page-history.js';
import type { PageView } from './page-view.js';

/** The new levels the player picks. */
export interface LevelChoices {
  /** Reads a level file (picked or dropped) into the level box, as a choice. */
  readonly openFile: (file: File) => void;
  /** Puts a sample's text in the level box (the sample list's choice). */
  readonly showSample: (text: string) => void;
}

/** The level choices of the page that `view` holds, made through `choices`. */
export function levelChoices(
  view: PageView,
  board: BoardView,
  choices: ChoiceQueue,
  { levelChanged, setLevelText }: LevelUpdates,
  { keepCurrentEntry, writeUrl }: Pick<PageHistory, 'keepCurrentEntry' | 'writeUrl'>,
): LevelChoices {
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
      if (current()) showLevel(text);
    });
  }

  /** Shows a new level (a file's or a sample's), solved at once, in a history entry of its own. */
  function showLevel(text: string): void {
    keepCurrentEntry();
    setLevelText(text);
    ui.moves.value = '';
    view.movesFromSolver = true;
    board.forgetUndo();
    levelChanged({ solveNow: true, parseNow: true });
    writeUrl('push');
  }

  return { openFile, showSample: showLevel };
}
