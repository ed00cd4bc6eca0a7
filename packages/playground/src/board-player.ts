/** The controls of the board animation. */
export interface PlayerControls {
  readonly back: HTMLButtonElement;
  readonly play: HTMLButtonElement;
  readonly forward: HTMLButtonElement;
  readonly slider: HTMLInputElement;
  readonly speed: HTMLSelectElement;
}

/** Milliseconds per step at speed 1. */
const STEP_MS = 400;

/**
 * Steps through the states of a solution: play / pause, back, forward, a slider and a speed.
 * `show(index)` draws state `index` (0 is the start).
 */
export class BoardPlayer {
  private count = 1;
  private index = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly controls: PlayerControls,
    private readonly show: (index: number, count: number) => void,
  ) {
    controls.back.addEventListener('click', () => this.go(this.index - 1));
    controls.forward.addEventListener('click', () => this.go(this.index + 1));
    controls.play.addEventListener('click', () => this.toggle());
    controls.slider.addEventListener('input', () => this.go(Number(controls.slider.value)));
    controls.speed.addEventListener('change', () => {
      if (this.timer !== undefined) {
        this.pause();
        this.play();
      }
    });
  }

  /** Shows a new sequence of `count` states, from `start`. */
  load(count: number, start = 0): void {
    this.pause();
    this.count = Math.max(1, count);
    this.controls.slider.max = String(this.count - 1);
    this.setDisabled(this.controls.play, this.count <= 1);
    this.controls.slider.disabled = this.count <= 1;
    this.go(start);
  }

  /** Shows state `index` (clamped to the sequence). */
  go(index: number): void {
    this.index = Math.min(Math.max(0, index), this.count - 1);
    this.controls.slider.value = String(this.index);
    this.controls.slider.setAttribute('aria-valuetext', `step ${this.index} of ${this.count - 1}`);
    this.setDisabled(this.controls.back, this.index === 0);
    this.setDisabled(this.controls.forward, this.index === this.count - 1);
    this.show(this.index, this.count);
    if (this.index === this.count - 1) this.pause();
  }

  /** Disables a button; a keyboard user on it moves to Play instead of losing the focus. */
  private setDisabled(button: HTMLButtonElement, disabled: boolean): void {
    if (disabled && document.activeElement === button && button !== this.controls.play) this.controls.play.focus();
    button.disabled = disabled;
  }

  /** Plays when paused, pauses when playing. */
  toggle(): void {
    if (this.timer === undefined) this.play();
    else this.pause();
  }

  play(): void {
    if (this.count <= 1) return;
    if (this.index === this.count - 1) this.go(0);
    const interval = STEP_MS / Number(this.controls.speed.value || '1');
    this.timer = setInterval(() => this.go(this.index + 1), interval);
    this.controls.play.textContent = 'Pause';
    this.controls.play.setAttribute('aria-pressed', 'true');
  }

  pause(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.controls.play.textContent = 'Play';
    this.controls.play.setAttribute('aria-pressed', 'false');
  }
}
