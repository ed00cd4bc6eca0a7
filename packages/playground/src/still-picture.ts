/**
 * One still picture of an animation from game-kit's `svgAnimation`: what its step `step` shows,
 * with every CSS animation off.
 *
 * @remarks
 * A step of the animation carries what the games draw only there: the ball that just moved
 * ringed, the route a robot walked and the keys it holds, the caption `move i / n`. The page's
 * step view is the animation held at a step, so it shows all of that, and the download shows
 * the same pictures in motion. Works on the text (a worker has no DOM): frames are
 * `<g class="ps-frame" data-step="i" …>`, spans `<g class="ps-span" data-from="a" data-until="b" …>`.
 *
 * @param animation - an animated SVG document written by `svgAnimation`.
 * @param step - the step to hold, from 0.
 * @returns a still SVG document.
 */
export function stillOfStep(animation: string, step: number): string {
  const spans = animation.replace(
    /<g class="ps-span" data-from="(\d+)" data-until="(\d+)" style="[^"]*">/g,
    (_, from: string, until: string) =>
      `<g class="ps-span" data-from="${from}" data-until="${until}" style="visibility:${Number(from) <= step && step < Number(until) ? 'visible' : 'hidden'}">`,
  );
  const hold = `.ps-frame,.ps-span{animation:none!important}.ps-frame{visibility:hidden!important}.ps-frame[data-step="${step}"]{visibility:visible!important}`;
  const at = spans.indexOf('</style>');
  return at < 0 ? spans : `${spans.slice(0, at)}${hold}${spans.slice(at)}`;
}
