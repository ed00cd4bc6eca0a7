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
 * Levels past this many characters stay out of a history entry's state: the browser copies the
 * state on each write, on the page's thread (tens of milliseconds a megabyte, which a player
 * typing right after opening a large level felt). The entry holds a number instead, and the level
 * stays in this page's memory (Back and Forward find it; after a reload the entry has its link).
 */
export const MAX_STATE_LEVEL = 64_000;

/** The levels too long for a history entry's state, by the number the entry holds. */
const keptLevels = new Map<number, string>();
let lastKept = 0;

/** A draft as a history entry holds it: a long level replaced by its number in {@link keptLevels}. */
type EntryState = Omit<Draft, 'level'> & ({ readonly level: string } | { readonly keptLevel: number });

function entryState(draft: Draft): EntryState {
  if (draft.level.length <= MAX_STATE_LEVEL) return draft;
  const { level, ...rest } = draft;
  const kept = ++lastKept;
  keptLevels.set(kept, level);
  return { ...rest, keptLevel: kept };
}

/** The draft a history entry's state holds, or undefined (no state, or a long level this page no longer has). */
export function draftOfEntry(state: unknown): Draft | undefined {
  if (state === null || typeof state !== 'object') return undefined;
  const s = state as Partial<Draft> & { keptLevel?: number };
  if (typeof s.game !== 'string') return undefined;
  const level = typeof s.level === 'string' ? s.level : s.keptLevel !== undefined ? keptLevels.get(s.keptLevel) : undefined;
  if (level === undefined) return undefined;
  return { game: s.game, level, moves: s.moves ?? '', gameOptions: s.gameOptions ?? {}, algorithm: s.algorithm ?? '' };
}

/**
 * Writes the view to the URL and the history, one write after another.
 *
 * @remarks
 * A long level's link is deflated in the board worker, so a write waits for it; writes that
 * waited side by side could land out of order (a choice's new entry after the next choice's, an
 * edit of one entry replacing the next). Here every write waits for the one before it: a new
 * entry (`push`) for a choice, the same entry (`replace`) for edits, in the order asked. An edit
 * followed by another edit of the same entry is skipped (the later one says it all). Back or
 * Forward drops what was still waiting, and what is asked until the page shows the entry gone
 * back to (a solve of the page left that ends meanwhile would write its own game over it).
 */
export class UrlWriter {
  private queue: Promise<void> = Promise.resolve();
  /** Bumped by each new entry asked for: an edit belongs to the entry current when asked. */
  private entry = 0;
  private asked = 0;
  private lastEdit = { entry: 0, asked: 0 };
  /** Bumped by Back and Forward. */
  private era = 0;
  /** Between Back or Forward and the page showing that entry: nothing is written. */
  private away = false;

  constructor(
    /** The level as the link carries it (deflated off the page's thread when long). */
    private readonly link: (level: string) => Promise<LinkLevel>,
    /** Told of each link written (to say "too large to share"). */
    private readonly written: (link: LinkLevel, draft: Draft) => void,
  ) {}

  /** Writes `draft` to a new history entry (`push`) or the current one (`replace`), after the writes asked before. */
  write(how: 'push' | 'replace', draft: Draft): void {
    if (this.away) return;
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
        if (how === 'push') history.pushState(entryState(draft), '', hash);
        else history.replaceState(entryState(draft), '', hash);
      })
      .catch(() => undefined);
  }

  /** Back or Forward: the writes still waiting belonged to the page left; none until {@link shown}. */
  navigated(): void {
    this.era++;
    this.away = true;
  }

  /** The page shows the entry gone back or forward to: its own edits are written again. */
  shown(): void {
    this.away = false;
  }
}
