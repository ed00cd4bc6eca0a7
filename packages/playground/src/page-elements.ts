const element = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (found === null) throw new Error(`playground: #${id} is missing from index.html`);
  return found as T;
};

/** The page's controls, found once. */
export const ui = {
  notice: element('notice'),
  game: element<HTMLSelectElement>('game'),
  sample: element<HTMLSelectElement>('sample'),
  levelFile: element<HTMLInputElement>('level-file'),
  description: element('game-description'),
  gameOptions: element('game-options'),
  levelBox: element('level'),
  levelError: element('level-error'),
  share: element('share'),
  algorithm: element<HTMLSelectElement>('algorithm'),
  timeLimit: element<HTMLInputElement>('time-limit'),
  limits: element('limits'),
  solve: element<HTMLButtonElement>('solve'),
  cancel: element<HTMLButtonElement>('cancel'),
  states: element('states'),
  rate: element('rate'),
  frontier: element('frontier'),
  elapsed: element('elapsed'),
  solveStatus: element('solve-status'),
  solutionProgress: element('solution-progress'),
  boardSection: element('board-section'),
  playYourself: element<HTMLButtonElement>('play-yourself'),
  playTools: element('play-tools'),
  undo: element<HTMLButtonElement>('undo'),
  redo: element<HTMLButtonElement>('redo'),
  hint: element<HTMLButtonElement>('hint'),
  hintText: element('hint-text'),
  pad: element('pad'),
  boardKeys: element('board-keys'),
  moves: element<HTMLTextAreaElement>('moves'),
  movesCheck: element('moves-check'),
  board: element('board'),
  stepLabel: element('step-label'),
  moveList: element('move-list'),
  animation: element('animation'),
  animationLink: element<HTMLAnchorElement>('animation-link'),
  player: {
    back: element<HTMLButtonElement>('step-back'),
    play: element<HTMLButtonElement>('play'),
    forward: element<HTMLButtonElement>('step-forward'),
    slider: element<HTMLInputElement>('slider'),
    speed: element<HTMLSelectElement>('speed'),
  },
};

/**
 * Sets an element's text when it differs: writing the same text still replaces the element's text
 * node, and the browser lays the page out again (each keystroke in the level resets the solver's
 * lines, which mostly hold that text already).
 */
export function setText(target: HTMLElement, text: string): void {
  if (target.textContent !== text) target.textContent = text;
}

/** Shows a line under the title (an unknown game in a link, a level too large to share …). */
export function notify(text: string): void {
  ui.notice.textContent = text;
  ui.notice.hidden = text === '';
}

export function message(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export function fillSelect(select: HTMLSelectElement, options: readonly { value: string; label: string }[]): void {
  select.replaceChildren(
    ...options.map((o) => {
      const option = document.createElement('option');
      option.value = o.value;
      option.textContent = o.label;
      return option;
    }),
  );
}
