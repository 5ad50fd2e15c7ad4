import { describe, expect, it } from 'vitest';
import { escapeControlCharacters, hasControlCharacters } from './control-characters';

describe('control characters in user text', () => {
  it('finds C0, DEL, C1 and bidi overrides; multi-line text keeps its line feeds and tabs', () => {
    for (const control of ['\u001b', '\u0007', '\u007f', '\u009b', '\u202e', '\u2066', '\u061c', '\n'])
      expect(hasControlCharacters(`a${control}b`)).toBe(true);
    expect(hasControlCharacters('张三 6225 8812 3456 7890 (招商银行)')).toBe(false);
    expect(hasControlCharacters('第一行\n第二行\r\n\t第三行', { multiline: true })).toBe(false);
    expect(hasControlCharacters('第一行\n\u001b[2K', { multiline: true })).toBe(true);
  });

  it('escapes every control character visibly and leaves other text alone', () => {
    expect(escapeControlCharacters('\u001b[31m红\u001b[0m\n\u202e')).toBe('\\x1b[31m红\\x1b[0m\\x0a\\u202e');
    expect(escapeControlCharacters('¥100.00 已到账')).toBe('¥100.00 已到账');
  });
});
