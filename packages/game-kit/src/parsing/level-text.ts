/**
 * Level text as a parser wants it: without a leading byte-order mark, and with every line break
 * (`\r\n`, a lone `\r` or `\n`) written as `\n`.
 *
 * @remarks
 * Editors save all of these; a parser that splits on `\n` alone would otherwise show a person an
 * invisible character as the error. Positions stay right: the text keeps one character per column
 * and one `\n` per line break.
 *
 * @example
 * ```ts
 * levelText('\uFEFFab\r\ncd\re'); // 'ab\ncd\ne'
 * ```
 * @category Parsing
 */
export function levelText(text: string): string {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  return body.includes('\r') ? body.replace(/\r\n?/g, '\n') : body;
}
