/**
 * Errors a game leaves behind while solving a level: a promise rejected with nobody to handle it, an
 * exception thrown from a microtask. They surface after the game's call returns; waiting one turn of the
 * event loop before reporting the level lets them be charged to the level that left them (not to the
 * next one, whose own result would be lost).
 */
export class StrayErrors {
  private current: unknown[] | undefined;
  private readonly onError = (e: unknown): void => {
    if (this.current) this.current.push(e);
    else this.orphan(e);
  };

  /** @param orphan - receives an error that surfaces while no level is being solved. */
  constructor(private readonly orphan: (e: unknown) => void) {}

  /** Starts listening (on `process`); {@link StrayErrors.close} stops. */
  open(): this {
    process.on('unhandledRejection', this.onError);
    process.on('uncaughtException', this.onError);
    return this;
  }

  close(): void {
    process.off('unhandledRejection', this.onError);
    process.off('uncaughtException', this.onError);
  }

  /** Runs `fn`, waits one turn of the event loop, and returns its value with the errors left meanwhile. */
  async run<T>(fn: () => T): Promise<{ value: T; stray: unknown[] }> {
    const stray: unknown[] = [];
    this.current = stray;
    try {
      const value = fn();
      await new Promise((resolve) => setImmediate(resolve));
      return { value, stray };
    } finally {
      this.current = undefined;
    }
  }
}
