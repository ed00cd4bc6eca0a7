/**
 * Play mode: the player's moves by key, tap and the pad's buttons, played one after another in the
 * board worker from the step shown; undo, redo and a hint. It plays on the board view's replay
 * through {@link PlayBoard} (the level, the replay, the step shown, a new replay of the moves box),
 * so the replay's side stays about showing the moves box, and this side about changing it.
 *
 * @module
 */
import type { BoardClient } from './board-client.js';
import type { LevelAnswer, MovesAnswer } from './board-protocol.js';
import type { BoardPicture } from './board-picture.js';
import type { BoardPlayer } from './board-player.js';
import { ui } from './page-elements.js';
import { gameInput, resolvePick, type GameInput, type PlayAction } from './play-input.js';

/** What the board tells the page (play mode changes the moves box and asks for hints). */
export interface BoardEvents {
  /** The moves box changed (by play, undo, redo): write the link. */
  readonly movesChanged: () => void;
  /** Hint asked for the moves up to the step shown. */
  readonly hint: (moves: string) => void;
}

/** What play mode works with on the board view: the level and replay it shows, and its parts. */
export interface PlayBoard {
  /** The board worker (plays a move, tells what a tap is on). */
  readonly client: BoardClient;
  /** The picture (marks the robot picked; its size places a tap). */
  readonly picture: BoardPicture;
  /** The step controls (play goes on from the last move). */
  readonly player: BoardPlayer;
  /** The game shown. */
  game(): string;
  /** The level parsed, if any. */
  level(): LevelAnswer | undefined;
  /** The replay on the board, if any (a long level's comes once typing pauses). */
  replay(): MovesAnswer | undefined;
  /** The step shown. */
  step(): number;
  /** The replay's first `count` moves, as text. */
  movesBefore(count: number): string;
  /** The moves up to the step shown, as text (what a hint solves from). */
  movesUpToStep(): string;
  /** Replays the moves box, to its end. */
  refresh(): Promise<void>;
  /** Resolves once the latest replay of the moves box asked for is on the board (its steps, the step shown). */
  replayed(): Promise<void>;
}

/**
 * Play mode on the board: the Play yourself button, the pad, the keys and taps on the board while it
 * is on, the move queue, undo and redo, and the hint asked once the moves so far are on the board.
 */
export class PlayMode {
  private playing = false;
  private picked: string | undefined;
  private readonly undone: string[] = [];
  private readonly done: string[] = [];

  constructor(
    private readonly board: PlayBoard,
    private readonly events: BoardEvents,
  ) {
    ui.playYourself.addEventListener('click', () => this.setPlaying(!this.playing));
    ui.undo.addEventListener('click', () => this.undo());
    ui.redo.addEventListener('click', () => this.redo());
    ui.hint.addEventListener('click', () => void this.askHint());
    ui.board.addEventListener('keydown', (e) => this.onKey(e));
    ui.board.addEventListener('pointerup', (e) => void this.onPoint(e));
  }

  /** Whether play mode is on (the player's moves are not replaced by the solver's). */
  get isPlaying(): boolean {
    return this.playing;
  }

  /** A level parsed (the board view holds it): nothing picked; play mode only if it can be played. */
  levelParsed(level: LevelAnswer): void {
    this.picked = undefined;
    this.renderPad();
    if (this.playing && !level.playable) this.setPlaying(false);
    ui.playYourself.disabled = level.error !== undefined || !level.playable;
  }

  /** The page's level stopped parsing: no hint, no play until it parses again. */
  levelCleared(): void {
    ui.hintText.hidden = true;
    ui.playYourself.disabled = true;
  }

  /** Shows a hint's answer. */
  showHint(text: string, tone: '' | 'ok' | 'bad'): void {
    ui.hintText.hidden = text === '';
    ui.hintText.textContent = text;
    ui.hintText.className = tone;
  }

  /** The robot picked, marked on the board (a key maze with several robots), else nothing. */
  mover(): number | undefined {
    const movers = this.board.level()?.movers ?? 0;
    return this.playing && movers > 1 ? Number(this.picked ?? '0') : undefined;
  }

  /** The words of a hint's button for `token`. */
  playLabel(token: string): string {
    return this.input()?.playLabel?.(token) ?? `Play ${token}`;
  }

  private setPlaying(on: boolean): void {
    this.playing = on && this.board.level()?.playable === true;
    this.picked = undefined;
    ui.playYourself.setAttribute('aria-pressed', String(this.playing));
    ui.boardSection.classList.toggle('playing', this.playing);
    ui.playTools.hidden = !this.playing;
    const input = this.input();
    ui.boardKeys.textContent = this.playing
      ? `${input?.help ?? ''} Undo: Backspace, redo: Shift+Backspace, hint: H.`
      : 'On the board: ← → step, Space plays, Home/End jump.';
    this.showHint('', '');
    this.renderPad();
    if (this.playing) {
      // Play goes on from the last move.
      this.board.player.go(Number(ui.player.slider.max));
      ui.board.focus();
    }
  }

  private input(): GameInput | undefined {
    return gameInput(this.board.game());
  }

  /** Draws the pad and sets Undo and Redo (after a level, a replay, a pick or a move refused). */
  renderPad(): void {
    const input = this.input();
    ui.pad.hidden = !this.playing || input === undefined;
    if (input === undefined || !this.playing) return;
    const level = this.board.level();
    const buttons = input.pad(level?.pieces ?? [], this.picked, level?.movers ?? 0).map((b) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = b.label;
      button.setAttribute('aria-label', b.name);
      button.addEventListener('click', () => void this.act(b.action));
      return button;
    });
    ui.pad.replaceChildren(...buttons);
    ui.undo.disabled = this.done.length === 0 && this.board.step() === 0;
    ui.redo.disabled = this.undone.length === 0;
  }

  /**
   * Moves, undos and redos are played one after another: a key held down queues its moves, none
   * is lost.
   */
  private acting: Promise<void> = Promise.resolve();

  private act(action: PlayAction): Promise<void> {
    this.acting = this.acting.then(() => this.actNow(action)).catch(() => undefined);
    return this.acting;
  }

  /**
   * Runs an undo or a redo after the moves queued before it, once the latest replay is on the
   * board: it reads the moves box and the step shown, which a move or a replay still under way
   * would change after it.
   */
  private afterMoves(change: () => void): void {
    this.acting = this.acting
      .then(async () => {
        await this.board.replayed();
        change();
      })
      .catch(() => undefined);
  }

  private async actNow(action: PlayAction): Promise<void> {
    // No move before the level's replay is on the board (a long level's comes once typing pauses).
    if (this.board.replay() === undefined) return;
    if ('unpick' in action) {
      this.picked = undefined;
      this.renderPad();
      return;
    }
    const level = this.board.level();
    const movers = level?.movers ?? 0;
    if ('pick' in action) {
      this.picked = resolvePick(action.pick, level?.pieces ?? [], movers);
      this.renderPad();
      // The robot picked is marked on the board.
      if (movers > 1) this.board.picture.show(this.board.step(), Number(ui.player.slider.max) + 1);
      return;
    }
    // A move goes on from the step the last undo, redo or edit of the moves shows, once replayed
    // (a pick does not wait: the next key is read with it).
    await this.board.replayed();
    if (this.board.replay() === undefined) return;
    // A robot stays picked (it walks on); a tube or a card is used by the move.
    if (movers === 0) this.picked = undefined;
    const before = ui.moves.value;
    const answer = await this.board.client.ask({ type: 'play', at: this.board.step(), tokens: action.tokens });
    if (answer.type !== 'play') return;
    if (answer.refused !== undefined || answer.blocked !== undefined) {
      this.showHint(answer.refused !== undefined ? `Not allowed: ${answer.refused}` : `Nothing moved: ${answer.blocked}`, 'bad');
      this.renderPad();
      return;
    }
    this.showHint('', '');
    this.done.push(before);
    this.undone.length = 0;
    ui.moves.value = answer.text;
    this.events.movesChanged();
    await this.board.refresh();
  }

  /**
   * Asks for a hint once the moves played, undone and redone so far are on the board: an undo or a
   * move is replayed in the worker, and a hint asked before its answer came would solve from the
   * step shown before it.
   */
  private async askHint(): Promise<void> {
    for (;;) {
      const acting = this.acting;
      await acting;
      await this.board.replayed();
      if (acting === this.acting) break;
    }
    this.events.hint(this.board.movesUpToStep());
  }

  private undo(): void {
    this.afterMoves(() => this.undoNow());
  }

  private undoNow(): void {
    if (this.done.length > 0) {
      this.undone.push(ui.moves.value);
      ui.moves.value = this.done.pop() ?? '';
    } else if (this.board.step() > 0) {
      // Moves from the solver or a link: undo takes the last one back.
      this.undone.push(ui.moves.value);
      ui.moves.value = this.board.movesBefore(this.board.step() - 1);
    } else return;
    this.events.movesChanged();
    void this.board.refresh();
  }

  private redo(): void {
    this.afterMoves(() => this.redoNow());
  }

  private redoNow(): void {
    const text = this.undone.pop();
    if (text === undefined) return;
    this.done.push(ui.moves.value);
    ui.moves.value = text;
    this.events.movesChanged();
    void this.board.refresh();
  }

  /** Undoes `n` moves at once (a hint's way out of a dead end). */
  undoMoves(n: number): void {
    this.afterMoves(() => {
      this.done.push(ui.moves.value);
      this.undone.length = 0;
      ui.moves.value = this.board.movesBefore(Math.max(0, this.board.step() - n));
      this.events.movesChanged();
      void this.board.refresh();
    });
  }

  /** Plays a move given in the notation (a hint's next move). */
  playToken(token: string): Promise<void> {
    return this.act({ tokens: [token] });
  }

  /** The user typed moves: undo history no longer applies. */
  forgetUndo(): void {
    this.done.length = 0;
    this.undone.length = 0;
  }

  /** The board's keys while play mode is on (the board view reads its step keys otherwise). */
  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey || !this.playing) return;
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (e.shiftKey) this.redo();
      else this.undo();
      return;
    }
    if (e.key === 'h' || e.key === 'H') {
      if (this.board.game() !== 'key-maze' || e.key === 'H') {
        e.preventDefault();
        void this.askHint();
        return;
      }
    }
    const action = this.input()?.key(e.key, this.picked);
    if (action !== undefined) {
      e.preventDefault();
      void this.act(action);
    }
  }

  private async onPoint(e: PointerEvent): Promise<void> {
    if (!this.playing || this.board.replay() === undefined) return;
    const image = ui.board.querySelector('img');
    const { width, height } = this.board.picture;
    if (image === null || width === 0) return;
    const box = image.getBoundingClientRect();
    // The picture keeps its proportions inside the image box (object-fit: contain).
    const scale = Math.min(box.width / width, box.height / height);
    const x = (e.clientX - box.left - (box.width - width * scale) / 2) / scale;
    const y = (e.clientY - box.top - (box.height - height * scale) / 2) / scale;
    const mover = this.mover();
    const answer = await this.board.client.ask({ type: 'point', step: this.board.step(), x, y, ...(mover !== undefined ? { mover } : {}) });
    if (answer.type !== 'point') return;
    const action = this.input()?.point(answer.target, this.picked);
    if (action !== undefined) await this.act(action);
  }
}
