import type { BoardClient } from './board-client.js';
import type { PictureAnswer } from './board-protocol.js';
import { ui } from './page-elements.js';

/**
 * The board's picture and the animation download: pictures come from the board worker, one at a
 * time, and steps asked for while one is on its way are skipped (holding an arrow key stays smooth).
 */
export class BoardPicture {
  private pictureUrl: string | undefined;
  private animationUrl: string | undefined;
  /** Whether a picture is on its way, and the step asked for last (-1: none waiting). */
  private drawing = false;
  private wanted = -1;
  /** The shown picture's own width and height (for taps), 0 when none. */
  width = 0;
  height = 0;

  constructor(
    private readonly client: BoardClient,
    /** The board view's version: a picture for an older replay is dropped. */
    private readonly version: () => number,
    /** The robot picked, marked on the picture, if any. */
    private readonly mover: () => number | undefined,
  ) {}

  /**
   * Shows the position after `token` from step `at`, not played; resolves whether it was shown.
   * The next step shown replaces it.
   */
  async preview(at: number, token: string): Promise<boolean> {
    const mine = this.version();
    const answer = await this.client.ask({ type: 'preview', at, token });
    if (mine !== this.version() || answer.type !== 'picture' || this.drawing) return false;
    this.showPicture(answer, at + 2, `the board after ${token}, not played`);
    return answer.svg !== undefined;
  }

  /** Shows step `step` of `count` as soon as the worker has drawn it. */
  show(step: number, count: number): void {
    this.wanted = step;
    void this.drawWanted(count);
  }

  private async drawWanted(count: number): Promise<void> {
    if (this.drawing) return;
    this.drawing = true;
    try {
      while (this.wanted >= 0) {
        const step = this.wanted;
        const mine = this.version();
        const mover = this.mover();
        const answer = await this.client.ask({ type: 'draw', step, ...(mover !== undefined ? { mover } : {}) });
        if (mine !== this.version()) break;
        if (answer.type === 'picture') this.showPicture(answer, count);
        if (this.wanted === step) this.wanted = -1;
      }
    } finally {
      this.drawing = false;
    }
  }

  private showPicture(picture: PictureAnswer, count: number, what?: string): void {
    if (this.pictureUrl !== undefined) URL.revokeObjectURL(this.pictureUrl);
    this.pictureUrl = undefined;
    this.width = 0;
    this.height = 0;
    const description = what ?? `the board after ${picture.step} of ${count - 1} moves`;
    if (picture.svg !== undefined) {
      const image = document.createElement('img');
      // An image cannot run script, whatever a level from a link holds.
      this.pictureUrl = URL.createObjectURL(new Blob([picture.svg], { type: 'image/svg+xml' }));
      image.src = this.pictureUrl;
      image.alt = description;
      image.draggable = false;
      // Sized before it decodes: the board keeps its place between steps instead of collapsing.
      if (picture.width > 0 && picture.height > 0) {
        image.width = picture.width;
        image.height = picture.height;
      }
      this.width = picture.width;
      this.height = picture.height;
      ui.board.replaceChildren(image);
    } else if (picture.text !== undefined) {
      const text = document.createElement('pre');
      text.textContent = picture.text;
      text.setAttribute('aria-label', description);
      ui.board.replaceChildren(text);
    } else {
      const note = document.createElement('p');
      note.className = 'hint';
      note.textContent = picture.note ?? '';
      ui.board.replaceChildren(note);
    }
  }

  /** Offers the replay of `count` states as an animated SVG, or nothing for fewer than two. */
  async updateAnimation(count: number, game: string): Promise<void> {
    if (count < 2) {
      this.setAnimation(undefined, game);
      return;
    }
    const mine = this.version();
    const answer = await this.client.ask({ type: 'animation' });
    if (mine !== this.version() || answer.type !== 'animation') return;
    this.setAnimation(answer.svg, game);
  }

  /**
   * The download: a type no browser renders in the page's origin (a file to save, not a page
   * of this site), named by the `download` attribute.
   */
  setAnimation(svg: string | undefined, game: string): void {
    if (this.animationUrl !== undefined) URL.revokeObjectURL(this.animationUrl);
    this.animationUrl = undefined;
    ui.animation.hidden = svg === undefined;
    if (svg === undefined) {
      ui.animationLink.removeAttribute('href');
      return;
    }
    this.animationUrl = URL.createObjectURL(new Blob([svg], { type: 'application/octet-stream' }));
    ui.animationLink.href = this.animationUrl;
    ui.animationLink.download = `${game}-moves.svg`;
  }
}
