import { svgDocument, type SvgDocumentParts } from './svg-document.js';
import { svgNumber } from './escape-xml.js';

/**
 * What {@link svgAnimation} plays.
 *
 * @category SVG
 */
export interface SvgAnimationParts extends Omit<SvgDocumentParts, 'body'> {
  /** What stays the same in every step (floor, walls), drawn under the frames. */
  readonly background: string;
  /** One drawing per step, in order; each becomes one `<g class="ps-frame">`. */
  readonly frames: readonly string[];
  /**
   * Drawings that appear at a step and stay until the loop restarts (track laid, a trail):
   * `persistent[i]` shows from step `i` on. Each is written once instead of in every later frame,
   * so a long solution stays a small file. Drawn over the background, under the frames.
   */
  readonly persistent?: readonly string[];
  /** Milliseconds per step. Default 400. */
  readonly stepMs?: number;
  /** How many steps the last frame stays before the loop restarts. Default 3. */
  readonly holdLastSteps?: number;
}

/**
 * One looping animated SVG document of a sequence of pictures (a solution, step by step).
 *
 * @remarks
 * Each frame is a group shown for one step by a CSS keyframes animation (no script, no SMIL), so
 * the file opens in any browser and in an `<img>`: the background is written once and a frame holds
 * only what changes, and what appears once and stays can be written once (`persistent`). The last
 * frame is visible without animation, so a viewer that ignores CSS
 * animations shows the solved position. A single frame gives a still picture.
 *
 * @example
 * ```ts
 * svgAnimation({ width: 80, height: 40, title: 'a ball rolls', style: '', background: '',
 *   frames: ['<circle cx="20" cy="20" r="10"/>', '<circle cx="60" cy="20" r="10"/>'] });
 * ```
 * @see {@link svgDocument}
 * @category SVG
 */
export function svgAnimation(parts: SvgAnimationParts): string {
  const { frames } = parts;
  const step = Math.max(1, parts.stepMs ?? 400);
  const hold = Math.max(1, parts.holdLastSteps ?? 3);
  const n = frames.length;
  const slots = frames.map((_, i) => (i === n - 1 ? hold : 1));
  const total = slots.reduce((a, b) => a + b, 0);
  const seconds = (ms: number): string => `${svgNumber(ms / 1000)}s`;
  const pct = (x: number): string => `${Math.round((x / total) * 1e6) / 1e4}%`;
  let css = '';
  let body = parts.background;
  if (n > 1) {
    // Every middle frame shows for one slot: one keyframes rule serves them all.
    css +=
      `.ps-frame{visibility:hidden;animation:ps-step ${seconds(total * step)} step-end infinite}` +
      `@keyframes ps-step{0%{visibility:visible}${pct(1)}{visibility:hidden}100%{visibility:hidden}}` +
      `.ps-frame.ps-last{visibility:visible;animation-name:ps-last}` +
      `@keyframes ps-last{0%{visibility:hidden}${pct(total - hold)}{visibility:visible}100%{visibility:visible}}`;
  }
  // Persistent drawings are visible without animation (the solved picture for viewers that
  // ignore CSS animations) and hidden, from the loop's start, until their step comes.
  (parts.persistent ?? []).forEach((drawing, i) => {
    if (drawing === '') return;
    if (i === 0 || n < 2) {
      body += drawing;
      return;
    }
    const from = Math.min(i, n - 1);
    css += `@keyframes ps-from-${i}{0%{visibility:hidden}${pct(from)}{visibility:visible}100%{visibility:visible}}`;
    body += `<g class="ps-persistent" data-step="${i}" style="animation:ps-from-${i} ${seconds(total * step)} step-end infinite">${drawing}</g>`;
  });
  frames.forEach((frame, i) => {
    const last = i === n - 1;
    const cls = last ? 'ps-frame ps-last' : 'ps-frame';
    const delay = last || i === 0 ? '' : ` style="animation-delay:${seconds(i * step)}"`;
    body += `<g class="${cls}" data-step="${i}"${delay}>${frame}</g>`;
  });
  return svgDocument({ ...parts, style: parts.style + css, body });
}
