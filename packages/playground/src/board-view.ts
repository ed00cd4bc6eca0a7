import { BoardClient } from './board-client.js';
import type { LevelAnswer, MovesAnswer, PlacedError } from './board-protocol.js';
import { BoardPicture } from './board-picture.js';
import { BoardPlayer } from './board-player.js';
import { ui } from './page-elements.js';
import { gameInput, resolvePick, type GameInput, type PlayAction } from './play-input.js';
import { PLAIN_UP_TO, type LinkLevel } from './share-link.js';

/** What the board view tells the page. */
export interface BoardEvents {
  /** The moves box changed (by play, undo, redo): write the link. */
  readonly movesChanged: () => void;
  /** Hint asked for the moves up to the step shown. */
  readonly hint: (moves: string) => void;
}

/**
 * The board: the replay of the moves box (check, slider, step label, move list, picture), and
 * play mode (moves by key, tap and buttons; undo, redo, hint). Everything about the level runs in
 * the board worker; this side only shows its answers.
 */
export class BoardView {
  private readonly client = new BoardClient();
  private readonly player: BoardPlayer;
  private game = '';
  private level: LevelAnswer | undefined;
  private replay: MovesAnswer | undefined;
  /** Bumped by each new level or moves: answers to older ones are dropped. */
  private version = 0;
  private playing = false;
  /** The level text last sent to the worker. */
  private sentText = '';
  private picked: string | undefined;
  private readonly undone: string[] = [];
  private readonly done: string[] = [];
  /** The latest replay of the moves box asked for (a hint waits for it). */
  private replaying: Promise<void> = Promise.resolve();
  private readonly picture = new BoardPicture(
    this.client,
    () => this.version,
    () => this.mover(),
  );

  constructor(private readonly events: BoardEvents) {
    this.player = new BoardPlayer(ui.player, (index, count) => this.showStep(index, count));
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
    this.picked = undefined;
    this.renderPad();
    if (this.playing && !answer.playable) this.setPlaying(false);
    ui.playYourself.disabled = answer.error !== undefined || !answer.playable;
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
    this.player.load(answer.count, this.playing ? answer.count - 1 : (at ?? answer.count - 1));
    this.renderPad();
    void this.picture.updateAnimation(answer.count, this.game);
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
    ui.hintText.hidden = true;
    this.showNote(note);
    ui.playYourself.disabled = true;
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

  /** Shows a hint's answer. */
  showHint(text: string, tone: '' | 'ok' | 'bad'): void {
    ui.hintText.hidden = text === '';
    ui.hintText.textContent = text;
    ui.hintText.className = tone;
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
      else if (replay.steps.length > 0 && !this.playing) label += ' · not solved';
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

  // ---- play mode ----

  /** The robot picked, marked on the board (a key maze with several robots), else nothing. */
  private mover(): number | undefined {
    const movers = this.level?.movers ?? 0;
    return this.playing && movers > 1 ? Number(this.picked ?? '0') : undefined;
  }

  /** Shows the position after `token` from the step shown, without playing it (a hint shown). */
  async preview(token: string): Promise<void> {
    const shown = await this.picture.preview(this.step, token);
    if (shown) ui.stepLabel.textContent = `Showing the hint: the board after ${token}, not played. A move, a step key or Play goes on.`;
  }

  /** The words of a hint's button for `token`. */
  playLabel(token: string): string {
    return this.input()?.playLabel?.(token) ?? `Play ${token}`;
  }

  setPlaying(on: boolean): void {
    this.playing = on && this.level?.playable === true;
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
      this.player.go(Number(ui.player.slider.max));
      ui.board.focus();
    }
  }

  private input(): GameInput | undefined {
    return gameInput(this.game);
  }

  private renderPad(): void {
    const input = this.input();
    ui.pad.hidden = !this.playing || input === undefined;
    if (input === undefined || !this.playing) return;
    const buttons = input.pad(this.level?.pieces ?? [], this.picked, this.level?.movers ?? 0).map((b) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = b.label;
      button.setAttribute('aria-label', b.name);
      button.addEventListener('click', () => void this.act(b.action));
      return button;
    });
    ui.pad.replaceChildren(...buttons);
    ui.undo.disabled = this.done.length === 0 && this.step === 0;
    ui.redo.disabled = this.undone.length === 0;
  }

  /** Moves are played one after another: a key held down queues its moves, none is lost. */
  private acting: Promise<void> = Promise.resolve();

  private act(action: PlayAction): Promise<void> {
    this.acting = this.acting.then(() => this.actNow(action)).catch(() => undefined);
    return this.acting;
  }

  private async actNow(action: PlayAction): Promise<void> {
    // No move before the level's replay is on the board (a long level's comes once typing pauses).
    if (this.replay === undefined) return;
    if ('unpick' in action) {
      this.picked = undefined;
      this.renderPad();
      return;
    }
    const movers = this.level?.movers ?? 0;
    if ('pick' in action) {
      this.picked = resolvePick(action.pick, this.level?.pieces ?? [], movers);
      this.renderPad();
      // The robot picked is marked on the board.
      if (movers > 1) this.picture.show(this.step, Number(ui.player.slider.max) + 1);
      return;
    }
    // A move goes on from the step the last undo, redo or edit of the moves shows, once replayed
    // (a pick does not wait: the next key is read with it).
    await this.replayed();
    if (this.replay === undefined) return;
    // A robot stays picked (it walks on); a tube or a card is used by the move.
    if (movers === 0) this.picked = undefined;
    const before = ui.moves.value;
    const answer = await this.client.ask({ type: 'play', at: this.step, tokens: action.tokens });
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
    await this.refresh();
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
      await this.replayed();
      if (acting === this.acting) break;
    }
    this.events.hint(this.movesUpToStep());
  }

  /** Resolves once the latest replay of the moves box asked for is on the board (its steps, the step shown). */
  private async replayed(): Promise<void> {
    for (let seen = this.replaying; ; seen = this.replaying) {
      await seen.catch(() => undefined);
      if (seen === this.replaying) return;
    }
  }

  /** The moves up to the step shown, as text (what a hint solves from). */
  movesUpToStep(): string {
    return (
      this.replay?.steps
        .slice(0, this.step)
        .map((s) => s.token)
        .join(this.separator()) ?? ''
    );
  }

  private separator(): string {
    return this.game === 'ball-sort' || this.game === 'golf-peaks' || this.game === 'key-maze' ? ' ' : '';
  }

  undo(): void {
    if (this.done.length > 0) {
      this.undone.push(ui.moves.value);
      ui.moves.value = this.done.pop() ?? '';
    } else if (this.step > 0) {
      // Moves from the solver or a link: undo takes the last one back.
      this.undone.push(ui.moves.value);
      ui.moves.value = this.movesBefore(this.step - 1);
    } else return;
    this.events.movesChanged();
    void this.refresh();
  }

  redo(): void {
    const text = this.undone.pop();
    if (text === undefined) return;
    this.done.push(ui.moves.value);
    ui.moves.value = text;
    this.events.movesChanged();
    void this.refresh();
  }

  /** Undoes `n` moves at once (a hint's way out of a dead end). */
  undoMoves(n: number): void {
    this.done.push(ui.moves.value);
    this.undone.length = 0;
    ui.moves.value = this.movesBefore(Math.max(0, this.step - n));
    this.events.movesChanged();
    void this.refresh();
  }

  private movesBefore(count: number): string {
    return (
      this.replay?.steps
        .slice(0, count)
        .map((s) => s.token)
        .join(this.separator()) ?? ''
    );
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

  private onKey(e: KeyboardEvent): void {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (this.playing) {
      if (e.key === 'Backspace') {
        e.preventDefault();
        if (e.shiftKey) this.redo();
        else this.undo();
        return;
      }
      if (e.key === 'h' || e.key === 'H') {
        if (this.game !== 'key-maze' || e.key === 'H') {
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
      return;
    }
    const to: Readonly<Record<string, number>> = {
      ArrowLeft: this.step - 1,
      ArrowRight: this.step + 1,
      Home: 0,
      End: Number(ui.player.slider.max),
    };
    if (e.key in to) {
      e.preventDefault();
      this.player.pause();
      this.player.go(to[e.key] ?? 0);
    } else if (e.key === ' ') {
      e.preventDefault();
      this.player.toggle();
    }
  }

  private async onPoint(e: PointerEvent): Promise<void> {
    if (!this.playing || this.replay === undefined) return;
    const image = ui.board.querySelector('img');
    const { width, height } = this.picture;
    if (image === null || width === 0) return;
    const box = image.getBoundingClientRect();
    // The picture keeps its proportions inside the image box (object-fit: contain).
    const scale = Math.min(box.width / width, box.height / height);
    const x = (e.clientX - box.left - (box.width - width * scale) / 2) / scale;
    const y = (e.clientY - box.top - (box.height - height * scale) / 2) / scale;
    const mover = this.mover();
    const answer = await this.client.ask({ type: 'point', step: this.step, x, y, ...(mover !== undefined ? { mover } : {}) });
    if (answer.type !== 'point') return;
    const action = this.input()?.point(answer.target, this.picked);
    if (action !== undefined) await this.act(action);
  }
}
