import { svgDocument, type SvgDocumentParts } from './svg-document.js';
import { svgNumber } from './escape-xml.js';

/**
 * A drawing shown over a run of steps of an animation.
 *
 * @category SVG
 */
export interface SvgSpan {
  /** The first step it shows at. */
  readonly from: number;
  /** The step it is gone at; omitted (or past the last step) for "until the loop restarts". */
  readonly until?: number;
  /** SVG elements, already escaped. */
  readonly drawing: string;
}

/**
 * What {@link svgAnimation} plays.
 *
 * @category SVG
 */
export interface SvgAnimationParts extends Omit<SvgDocumentParts, 'body'> {
  /** What stays the same in every step (floor, walls), drawn under everything else. */
  readonly background: string;
  /**
   * Drawings that show over several steps (a ball that stays in its tube, a piece of track laid,
   * a key until it is picked up), each written once instead of in every frame: a long solution
   * stays a small file. Drawn in the order given, over the background and under the frames. See
   * {@link svgRuns} to find them.
   */
  readonly spans?: readonly SvgSpan[];
  /** One drawing per step, in order; each becomes one `<g class="ps-frame">`, drawn on top. */
  readonly frames: readonly string[];
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
 * the file opens in any browser and in an `<img>`. The background is written once, and so is each
 * span (a `<g class="ps-span">` per run of steps, with `data-from` and `data-until`); a frame holds
 * only what is left. What the last step shows is visible without animation, so a viewer that
 * ignores CSS animations shows the solved position. A single frame gives a still picture.
 *
 * @example
 * ```ts
 * svgAnimation({ width: 80, height: 40, title: 'a ball rolls', style: '', background: '',
 *   frames: ['<circle cx="20" cy="20" r="10"/>', '<circle cx="60" cy="20" r="10"/>'] });
 * ```
 * @see {@link svgDocument}, {@link svgRuns}, {@link svgElementsAt}
 * @category SVG
 */
export function svgAnimation(parts: SvgAnimationParts): string {
  const { frames } = parts;
  const step = Math.max(1, parts.stepMs ?? 400);
  const hold = Math.max(1, parts.holdLastSteps ?? 3);
  const n = frames.length;
  // Steps 0 … n-2 take one slot each, the last step `hold` slots.
  const total = n - 1 + hold;
  const loop = `${svgNumber((total * step) / 1000)}s`;
  const pct = (slot: number): string => `${Math.round((slot / total) * 1e6) / 1e4}%`;
  let css = '';
  let body = parts.background;
  if (n > 1) {
    // Every middle frame shows for one slot: one keyframes rule serves them all.
    css +=
      `.ps-frame{visibility:hidden;animation:ps-step ${loop} step-end infinite}` +
      `@keyframes ps-step{0%{visibility:visible}${pct(1)}{visibility:hidden}100%{visibility:hidden}}` +
      `.ps-frame.ps-last{visibility:visible;animation-name:ps-last}` +
      `@keyframes ps-last{0%{visibility:hidden}${pct(n - 1)}{visibility:visible}100%{visibility:visible}}`;
  }
  // Consecutive spans over the same steps share one group and one keyframes rule.
  const rules = new Set<string>();
  const spans = parts.spans ?? [];
  const fromOf = (s: SvgSpan): number => Math.max(0, s.from);
  const untilOf = (s: SvgSpan): number => Math.min(n, s.until ?? n);
  for (let i = 0; i < spans.length; ) {
    const from = fromOf(spans[i]!);
    const until = untilOf(spans[i]!);
    let drawing = '';
    for (; i < spans.length && fromOf(spans[i]!) === from && untilOf(spans[i]!) === until; i++) drawing += spans[i]!.drawing;
    if (until <= from || drawing === '') continue;
    if (n < 2 || (from === 0 && until === n)) {
      body += drawing;
      continue;
    }
    const name = `ps-span-${from}-${until}`;
    if (!rules.has(name)) {
      rules.add(name);
      const start = from === 0 ? '0%{visibility:visible}' : `0%{visibility:hidden}${pct(from)}{visibility:visible}`;
      const end = until === n ? '100%{visibility:visible}' : `${pct(until)}{visibility:hidden}100%{visibility:hidden}`;
      css += `@keyframes ${name}{${start}${end}}`;
    }
    // Visible without animation only when it shows at the last step.
    const still = until === n ? '' : 'visibility:hidden;';
    body += `<g class="ps-span" data-from="${from}" data-until="${until}" style="${still}animation:${name} ${loop} step-end infinite">${drawing}</g>`;
  }
  frames.forEach((frame, i) => {
    const last = i === n - 1;
    const cls = last ? 'ps-frame ps-last' : 'ps-frame';
    const delay = last || i === 0 ? '' : ` style="animation-delay:${svgNumber((i * step) / 1000)}s"`;
    body += `<g class="${cls}" data-step="${i}"${delay}>${frame}</g>`;
  });
  return svgDocument({ ...parts, style: parts.style + css, body });
}

/**
 * The spans of a layer drawn step by step: each item (an SVG fragment) that stays the same over
 * consecutive steps becomes one span.
 *
 * @remarks
 * Give one list of items per step, e.g. one item per ball; an item that moves or changes is a
 * different text, so it ends one span and starts another. Within a layer the items should not
 * overlap, since the spans come out ordered by their steps, not by the order within a step.
 *
 * @param steps - the items of each step.
 * @returns the spans, ordered by first step then last step.
 * @example
 * ```ts
 * svgRuns([['<circle cx="1"/>', '<circle cx="9"/>'], ['<circle cx="1"/>', '<circle cx="5"/>']]);
 * // [{ from: 0, until: 2, drawing: '<circle cx="1"/>' }, { from: 0, until: 1, … cx="9" }, { from: 1, until: 2, … cx="5" }]
 * ```
 * @category SVG
 */
export function svgRuns(steps: readonly (readonly string[])[]): SvgSpan[] {
  const open = new Map<string, number[]>();
  const out: { from: number; until: number; drawing: string; order: number }[] = [];
  const close = (drawing: string, from: number, until: number): void => void out.push({ from, until, drawing, order: out.length });
  steps.forEach((items, i) => {
    const counts = new Map<string, number>();
    for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
    for (const [item, froms] of open) {
      const keep = counts.get(item) ?? 0;
      while (froms.length > keep) close(item, froms.pop()!, i);
      if (froms.length === 0) open.delete(item);
    }
    for (const [item, count] of counts) {
      const froms = open.get(item) ?? [];
      while (froms.length < count) froms.push(i);
      open.set(item, froms);
    }
  });
  for (const [item, froms] of open) for (const from of froms) close(item, from, steps.length);
  out.sort((a, b) => a.from - b.from || a.until - b.until || a.order - b.order);
  return out.map(({ from, until, drawing }) => ({ from, until, drawing }));
}
