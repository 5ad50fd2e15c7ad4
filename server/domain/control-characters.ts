// Characters that change how text is shown instead of being shown: C0 controls (ESC starts the ANSI
// sequences that move a terminal's cursor or recolour it), DEL, C1 controls, and the bidirectional
// overrides and isolates that reorder what a reader sees. Line and paragraph separators end a line too.
const CONTROLS = '\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const SINGLE_LINE = new RegExp(`[${CONTROLS}\\u2028\\u2029]`, 'u');
// Multi-line text keeps its line feeds (and the carriage returns and tabs that come with pasted text).
const MULTI_LINE = new RegExp(`(?![\\n\\r\\t])[${CONTROLS}]`, 'u');
const ANY_CONTROL = new RegExp(`[${CONTROLS}\\u2028\\u2029]`, 'gu');

export function hasControlCharacters(text: string, options: { multiline?: boolean } = {}): boolean {
  return (options.multiline ? MULTI_LINE : SINGLE_LINE).test(text);
}

/** Every control character as a visible escape (`\x1b`, `\u202e`), so printing text can only print it. */
export function escapeControlCharacters(text: string): string {
  return text.replace(ANY_CONTROL, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return code <= 0xff
      ? `\\x${code.toString(16).padStart(2, '0')}`
      : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
