/** A choice's work: `current()` turns false once Back or Forward has left the page it was made on. */
export type Choice = (current: () => boolean) => void | Promise<void>;

/**
 * Runs the player's choices (a game, a sample, a file, a game option) one after another, in the
 * order made.
 *
 * @remarks
 * A file is read, and a game's code loaded, before the choice takes effect: a choice made
 * meanwhile waits for it. Otherwise the file read while the player picks another game would land
 * in that game, and its history entry after the game's. A choice not yet started when Back or
 * Forward is taken is dropped (it belonged to the page left); the one running is told by
 * `current()` and stops at its next step. A choice that throws does not stop the ones after it.
 */
export class ChoiceQueue {
  private queue: Promise<void> = Promise.resolve();
  /** Bumped by Back and Forward. */
  private era = 0;

  constructor(
    /** Told of a choice that failed. */
    private readonly failed: (error: unknown) => void,
  ) {}

  /** Runs `choice` after the choices made before it. */
  choose(choice: Choice): void {
    const era = this.era;
    const current = (): boolean => era === this.era;
    this.queue = this.queue.then(() => (current() ? choice(current) : undefined)).catch(this.failed);
  }

  /** Back or Forward: the choices still waiting, and the rest of the one running, are dropped. */
  navigated(): void {
    this.era++;
  }
}
