/**
 * The page in the URL and the history: each game's draft, kept when another game is picked, and
 * the writes of the view to the URL (a new entry for a choice, the same one for an edit). The
 * order of the writes is url-writer.ts's; this file says what the page writes, and when the entry
 * left keeps the page as it is.
 *
 * @module
 */
import type { BoardView } from './board-view.js';
import type { LevelEditor } from './level-editor.js';
import { ui } from './page-elements.js';
import type { PageView } from './page-view.js';
import { UrlWriter, type Draft } from './url-writer.js';

/** The page's side of the URL and the history. */
export interface PageHistory {
  /** The level typed for each game, so that picking another game and coming back keeps it. */
  readonly drafts: ReadonlyMap<string, Draft>;
  /** The writer of the URL (told of Back and Forward, and of the page showing the entry). */
  readonly urls: UrlWriter;
  /** Writes the view to the URL: a new entry (`push`) for a choice, the same one (`replace`) for edits. */
  readonly writeUrl: (how: 'push' | 'replace') => void;
  /** Before a choice makes a new history entry: the current one keeps the page as it is now. */
  readonly keepCurrentEntry: () => void;
}

/** The history of the page that `view` holds; `board` deflates a long level's link. */
export function pageHistory(view: PageView, editor: LevelEditor, board: BoardView): PageHistory {
  const drafts = new Map<string, Draft>();

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

  function keepCurrentEntry(): void {
    if (view.gameId === '') return;
    const d = draft(editor.value);
    drafts.set(d.game, d);
    urls.write('replace', d);
  }

  return { drafts, urls, writeUrl, keepCurrentEntry };
}
