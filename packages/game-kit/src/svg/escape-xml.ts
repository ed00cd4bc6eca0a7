/**
 * Text made safe for XML content and attribute values.
 *
 * @remarks
 * Escapes `&`, `<`, `>`, `"` and `'`, and drops the characters XML 1.0 forbids (control
 * characters other than tab and line breaks, lone surrogates), so level names and file names
 * from users cannot break an SVG document.
 *
 * @param text - any text.
 * @returns the text with markup characters written as entities.
 * @example
 * ```ts
 * escapeXml('a < b & "c"'); // 'a &lt; b &amp; &quot;c&quot;'
 * ```
 * @category SVG
 */
export function escapeXml(text: string): string {
  return text
    .replace(
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/[&<>"']/g, (c) => ENTITY[c]!);
}

const ENTITY: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/**
 * A number as SVG writes it: at most two decimals, no trailing zeros, no `-0`.
 *
 * @remarks Renderers compute coordinates with fractions (radii, thirds of a cell); rounding them
 * keeps the output short and the same on every engine.
 * @example
 * ```ts
 * svgNumber(1 / 3); // '0.33'
 * svgNumber(40);    // '40'
 * ```
 * @category SVG
 */
export function svgNumber(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}
