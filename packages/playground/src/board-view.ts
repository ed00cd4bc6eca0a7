import { BoardClient } from './board-client.js';
import type { LevelAnswer, MovesAnswer, PlacedError } from './board-protocol.js';
import { BoardPicture } from './board-picture.js';
import { BoardPlayer } from './board-player.js';
import { ui } from './page-elements.js';
import { type BoardEvents, PlayMode } from './play-mode.js';
import { PLAIN_UP_TO, type LinkLevel } from './share-link.js';

/**
 * The board: the replay of the moves box (check, slider, step label, move list, picture) and its
 * step keys. Play mode (moves by key, tap and buttons; undo, redo, hint) is in play-mode.ts: it
 * changes the moves box and asks this view to replay it. Everything about the level runs in the
 * board worker; this side only shows its answers.
 */
export class BoardView {
  private readonly client = new BoardClient();
  private readonly player: BoardPlayer;
  private readonly play: PlayMode;
  private game = '';
  private level: LevelAnswer | undefined;
  private replay: MovesAnswer | undefined;
  /** Bumped by each new level or moves: answers to older ones are dropped. */
  private version = 0;
  /** The level text last sent to the worker. */
  private sentText = '';
  /** The latest replay of the moves box asked for (a hint waits for it). */
  private replaying: Promise<void> = Promise.resolve();
  private readonly picture = new BoardPicture(
    this.client,
    () => this.version,
    () => this.play.mover(),
  );

  constructor(events: BoardEvents) {
    this.player = new BoardPlayer(ui.player, (index, count) => this.showStep(index, count));
    this.play = new PlayMode(
      {
        client: this.client,
        picture: this.picture,
        player: this.player,
        game: () => this.game,
        level: () => this.level,
        replay: () => this.replay,
        step: () => this.step,
        movesBefore: (count) => this.movesBefore(count),
        movesUpToStep: () => this.movesUpToStep(),
        refresh: () => this.refresh(),
        replayed: () => this.replayed(),
      },
      events,
    );
    ui.board.addEventListener('keydown', (e) => this.onKey(e));
  }

  /** The step shown. */
  get step(): number {
    return Number(ui.player.slider.value);
  }

  /** Parses a level in the worker; resolves with its error, if any. */
  async setLevel(game: string, text: string, gameOptions: Readonly<Record<string, string>>): Promise<PlacedError | undefined> {
    const mine = ++this.version;
    this.game = game;
    this.sentText = text;
    const answer = await this.client.ask({ type: 'level', game, text, gameOptions });
    if (mine !== this.version) return undefined;
    if (answer.type === 'failure') return { message: answer.message };
    if (answer.type !== 'level') return undefined;
    this.level = answer;
    this.play.levelParsed(answer);
    return answer.error;
  }

  /** Replays the moves box; `at` is the step to show (the end by default). */
  refresh(at?: number): Promise<void> {
    this.replaying = this.replayMoves(at);
    return this.replaying;
  }

  private async replayMoves(at?: number): Promise<void> {
    const mine = ++this.version;
    const answer = await this.client.ask({ type: 'moves', text: ui.moves.value });
    if (mine !== this.version || answer.type !== 'moves') return;
    this.replay = answer;
    this.showCheck(answer);
    // Play goes on from the last move; a replay starts where the page asks.
    this.player.load(answer.count, this.play.isPlaying ? answer.count - 1 : (at ?? answer.count - 1));
    this.play.renderPad();
    void this.picture.updateAnimation(answer.count, this.game);
  }

  /** Resolves once the latest replay of the moves box asked for is on the board (its steps, the step shown). */
  private async replayed(): Promise<void> {
    for (let seen = this.replaying; ; seen = this.replaying) {
      await seen.catch(() => undefined);
      if (seen === this.replaying) return;
    }
  }

  /**
   * The level parsed, its replay comes later (a long level's, once typing pauses): the board of
   * the level before is taken away, and moves wait for the replay.
   */
  waiting(note: string): void {
    this.showNote(note);
  }

  /** The page's level stopped parsing: no board, no download. */
  clear(note: string): void {
    this.level = undefined;
    this.showNote(note);
    this.play.levelCleared();
  }

  /** A note in place of the board: the replay, its steps and its download are gone. */
  private showNote(note: string): void {
    ++this.version;
    this.replay = undefined;
    const p = document.createElement('p');
    p.className = 'hint';
    p.textContent = note;
    ui.board.replaceChildren(p);
    ui.stepLabel.textContent = '';
    ui.moveList.replaceChildren();
    ui.movesCheck.textContent = '';
    this.picture.setAnimation(undefined, this.game);
    this.player.load(1);
  }

  /** The level for a link (deflated in the worker when long). */
  async link(text: string): Promise<LinkLevel> {
    if (text.length <= PLAIN_UP_TO) return { level: text };
    // The worker has the level last sent: the same text is not copied to it again.
    const answer = await this.client.ask(text === this.sentText ? { type: 'link' } : { type: 'link', text });
    return answer.type === 'link' ? answer.link : { tooLarge: true };
  }

  private showCheck(answer: MovesAnswer): void {
    if (answer.error !== undefined) {
      ui.movesCheck.className = 'bad';
      ui.movesCheck.textContent =
        answer.error.line !== undefined ? `${answer.error.line}:${answer.error.column}: ${answer.error.reason}` : answer.error.message;
      return;
    }
    ui.movesCheck.className = answer.check.startsWith('✓') ? 'ok' : answer.check === '' ? '' : 'bad';
    ui.movesCheck.textContent = answer.check;
  }

  private showStep(index: number, count: number): void {
    const replay = this.replay;
    if (replay === undefined) return;
    let label = count > 1 ? `Step ${index} of ${count - 1}` : replay.steps.length === 0 ? 'The start (no moves)' : 'The start';
    const move = replay.steps[index - 1];
    if (move?.kind === 'blocked') label += ` · move ${index} (${move.token}) did nothing: ${move.reason ?? ''}`;
    if (index === count - 1) {
      const next = replay.steps[index];
      if (replay.solvedAfter === index) label += ' · solved ✓';
      else if (next?.kind === 'illegal') label += ` · the next move (${next.token}) is not allowed: ${next.reason ?? ''}`;
      else if (replay.steps.length > 0 && !this.play.isPlaying) label += ' · not solved';
    }
    ui.stepLabel.textContent = label;
    const spans = replay.steps.map((step, i) => {
      const span = document.createElement(i === index - 1 ? 'mark' : 'span');
      span.textContent = step.token;
      if (step.kind !== 'played') {
        span.classList.add(step.kind);
        span.title =
          step.kind === 'blocked'
            ? `did nothing: ${step.reason ?? ''}`
            : step.kind === 'after-goal'
              ? 'after the level is solved: not played'
              : step.reason !== undefined
                ? `not allowed: ${step.reason}`
                : 'not played';
      }
      return span;
    });
    ui.moveList.replaceChildren(...spans.flatMap((s, i) => (i === 0 ? [s] : [document.createTextNode(' '), s])));
    this.picture.show(index, count);
  }

  /** The moves up to the step shown, as text (what a hint solves from). */
  private movesUpToStep(): string {
    return (
      this.replay?.steps
        .slice(0, this.step)
        .map((s) => s.token)
        .join(this.separator()) ?? ''
    );
  }

  private movesBefore(count: number): string {
    return (
      this.replay?.steps
        .slice(0, count)
        .map((s) => s.token)
        .join(this.separator()) ?? ''
    );
  }

  private separator(): string {
    return this.game === 'ball-sort' || this.game === 'golf-peaks' || this.game === 'key-maze' ? ' ' : '';
  }

  /** Shows the position after `token` from the step shown, without playing it (a hint shown). */
  async preview(token: string): Promise<void> {
    const shown = await this.picture.preview(this.step, token);
    if (shown) ui.stepLabel.textContent = `Showing the hint: the board after ${token}, not played. A move, a step key or Play goes on.`;
  }

  /**
   * The step keys, while play mode is off (play mode reads the board's keys while it is on). Each
   * waits, in the order pressed, for the latest replay asked for: a key pressed while the board
   * replays (the solver's answer just in, the moves box just edited) goes on from that replay,
   * which would otherwise come in after it and show its own last step.
   */
  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || this.play.isPlaying) return;
    const key = e.key;
    if (key !== 'ArrowLeft' && key !== 'ArrowRight' && key !== 'Home' && key !== 'End' && key !== ' ') return;
    e.preventDefault();
    this.stepKeys = this.stepKeys.then(() => this.replayed()).then(() => this.stepKey(key));
  }

  /** The keys pressed so far, each run once the replay before it is on the board. */
  private stepKeys: Promise<void> = Promise.resolve();

  private stepKey(key: string): void {
    if (this.play.isPlaying) return;
    if (key === ' ') {
      this.player.toggle();
      return;
    }
    const to =
      key === 'ArrowLeft' ? this.step - 1 : key === 'ArrowRight' ? this.step + 1 : key === 'Home' ? 0 : Number(ui.player.slider.max);
    this.player.pause();
    this.player.go(to);
  }

  // ---- play mode (play-mode.ts), as the page asks it of the board ----

  /** Whether play mode is on (the player's moves are not replaced by the solver's). */
  get isPlaying(): boolean {
    return this.play.isPlaying;
  }

  /** Shows a hint's answer. */
  showHint(text: string, tone: '' | 'ok' | 'bad'): void {
    this.play.showHint(text, tone);
  }

  /** The words of a hint's button for `token`. */
  playLabel(token: string): string {
    return this.play.playLabel(token);
  }

  /** Plays a move given in the notation (a hint's next move). */
  playToken(token: string): Promise<void> {
    return this.play.playToken(token);
  }

  /** Undoes `n` moves at once (a hint's way out of a dead end). */
  undoMoves(n: number): void {
    this.play.undoMoves(n);
  }

  /** The user typed moves: undo history no longer applies. */
  forgetUndo(): void {
    this.play.forgetUndo();
  }
}
