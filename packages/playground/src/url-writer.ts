import type { LinkLevel } from './share-link.js';
import { viewStateHash } from './url-state.js';

/** What one game's page holds: kept when another game is picked, and in each history entry. */
export interface Draft {
  readonly game: string;
  readonly level: string;
  readonly moves: string;
  readonly gameOptions: Readonly<Record<string, string>>;
  readonly algorithm: string;
}

/**
 * Writes the view to the URL and the history, one write after another.
 *
 * @remarks
 * A long level's link is deflated in the board worker, so a write waits for it; writes that
 * waited side by side could land out of order (a choice's new entry after the next choice's, an
 * edit of one entry replacing the next). Here every write waits for the one before it: a new
 * entry (`push`) for a choice, the same entry (`replace`) for edits, in the order asked. An edit
 * followed by another edit of the same entry is skipped (the later one says it all), and Back or
 * Forward drops what was still waiting (it belonged to the page left).
 */
export class UrlWriter {
  private queue: Promise<void> = Promise.resolve();
  /** Bumped by each new entry asked for: an edit belongs to the entry current when asked. */
  private entry = 0;
  private asked = 0;
  private lastEdit = { entry: 0, asked: 0 };
  /** Bumped by Back and Forward. */
  private era = 0;

  constructor(
    /** The level as the link carries it (deflated off the page's thread when long). */
    private readonly link: (level: string) => Promise<LinkLevel>,
    /** Told of each link written (to say "too large to share"). */
    private readonly written: (link: LinkLevel, draft: Draft) => void,
  ) {}

  /** Writes `draft` to a new history entry (`push`) or the current one (`replace`), after the writes asked before. */
  write(how: 'push' | 'replace', draft: Draft): void {
    const era = this.era;
    const entry = how === 'push' ? ++this.entry : this.entry;
    const asked = ++this.asked;
    if (how === 'replace') this.lastEdit = { entry, asked };
    this.queue = this.queue
      .then(async () => {
        if (era !== this.era) return;
        if (how === 'replace' && this.lastEdit.entry === entry && this.lastEdit.asked !== asked) return;
        const link = await this.link(draft.level);
        if (era !== this.era) return;
        const hash = viewStateHash({
          game: draft.game,
          ...('level' in link ? { level: link.level } : 'z' in link ? { z: link.z } : {}),
          moves: draft.moves,
          algorithm: draft.algorithm,
          gameOptions: draft.gameOptions,
        });
        this.written(link, draft);
        if (how === 'push') history.pushState(draft, '', hash);
        else history.replaceState(draft, '', hash);
      })
      .catch(() => undefined);
  }

  /** Back or Forward: the writes still waiting belonged to the page left. */
  navigated(): void {
    this.era++;
  }
}
