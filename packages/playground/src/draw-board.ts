import type { PlaygroundPlugin } from './games.js';

/**
 * Draws a state of a level into `container`: the game's SVG when its plugin has `renderSvg`,
 * else its text drawing.
 *
 * @remarks
 * The SVG goes in as an image (a data URL), not as markup: a level comes from the URL, and an
 * image cannot run script whatever the level holds.
 */
export function drawBoard(container: HTMLElement, plugin: PlaygroundPlugin, level: unknown, state: unknown, description: string): void {
  try {
    if (plugin.renderSvg !== undefined) {
      const image = document.createElement('img');
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(plugin.renderSvg(level, state))}`;
      image.alt = description;
      container.replaceChildren(image);
      return;
    }
    const text = document.createElement('pre');
    text.textContent = plugin.render(level, state);
    text.setAttribute('aria-label', description);
    container.replaceChildren(text);
  } catch (e) {
    const failure = document.createElement('p');
    failure.className = 'bad';
    failure.textContent = `This board could not be drawn: ${e instanceof Error ? e.message : String(e)}`;
    container.replaceChildren(failure);
  }
}
