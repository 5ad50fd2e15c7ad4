import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Pages show money only through formatMoney and dates only through formatDateTime / formatDate /
 * formatClock (shared/format). This greps the client source for the hand-made forms that once put
 * "10715.32" beside "10,525.32" and three date styles on one screen.
 */
const ROOT = join(import.meta.dirname, '../..');
const SOURCE_ROOTS = [
  'shell/src',
  'mfe-finance/src',
  'mfe-lottery/src',
  'mfe-social/src',
  'mfe-sports/src',
  'shared',
];
// The formatters themselves, and tests (which may build expected texts any way they like).
const EXEMPT = [/^shared\/format\//, /\.test\.tsx?$/, /(^|\/)node_modules\//, /(^|\/)dist\//];

interface Rule {
  name: string;
  pattern: RegExp;
  /** Only in files with this ending (JSX pages). */
  only?: string;
  /** A line the rule must catch, and one it must let through: it stays precise. */
  catches: string;
  allows: string;
}

const RULES: Rule[] = [
  {
    name: 'toFixed(2): use formatMoney (money) or formatBasisPoints (rates)',
    pattern: /\.toFixed\(2\)/,
    catches: 'const text = (cents / 100).toFixed(2);',
    allows: 'ticks.push(Number(tick.toFixed(6)));',
  },
  {
    name: 'toLocaleString / toLocaleDateString / toLocaleTimeString: use formatMoney or formatDateTime',
    pattern: /\.toLocale(Date|Time)?String\(/,
    catches: '<b>{Number(balance).toLocaleString()}</b>',
    allows: 'const label = locale.toUpperCase();',
  },
  {
    name: 'Intl.NumberFormat / Intl.DateTimeFormat: use formatMoney or formatDateTime',
    pattern: /\bIntl\.(NumberFormat|DateTimeFormat)\b/,
    catches: "new Intl.DateTimeFormat('zh-CN').format(date)",
    allows: 'const segments = new Intl.Segmenter();',
  },
  {
    name: 'formatBeijing(..., style): pages use the named formatDateTime / formatDate / formatClock',
    pattern: /\bformatBeijing\(/,
    catches: "formatBeijing(order.created_at, 'monthDayTime')",
    allows: 'formatDateTime(order.created_at)',
  },
  {
    name: 'local-zone date getters build dates by hand: use formatDateTime / formatDate (Beijing time)',
    pattern: /\.get(FullYear|Month|Date|Day|Hours|Minutes|Seconds)\(\)/,
    catches: 'const year = d.getFullYear();',
    allows: 'date.getUTCDate() === day',
  },
  {
    name: 'fenToYuan in a page shows the wire form ("10715.32"): use formatMoney',
    pattern: /\bfenToYuan\(/,
    only: '.tsx',
    catches: '<td>{fenToYuan(row.stakeFen)}</td>',
    allows: '<td>{formatMoney(row.stakeFen)}</td>',
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .map((file) => `${dir}/${file}`.replaceAll('\\', '/'))
    .filter((file) => /\.tsx?$/.test(file) && !EXEMPT.some((exempt) => exempt.test(file)));
}

/** Comments may name what they forbid; `//` after a colon is a URL, not a comment. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('no hand-made money or date formats in the pages', () => {
  it.each(RULES)('the rule "$name" is precise', (rule) => {
    expect(rule.pattern.test(rule.catches)).toBe(true);
    expect(rule.pattern.test(rule.allows)).toBe(false);
  });

  it('finds the client source to check', () => {
    const files = SOURCE_ROOTS.flatMap(sourceFiles);
    expect(files).toContain('mfe-finance/src/pages/comprehensive/ComprehensivePage.tsx');
    expect(files).not.toContain('shared/format/money.ts');
  });

  it('every page formats money and dates through shared/format', () => {
    const offences = SOURCE_ROOTS.flatMap(sourceFiles).flatMap((file) => {
      const lines = withoutComments(readFileSync(join(ROOT, file), 'utf8')).split('\n');
      return RULES.filter((rule) => !rule.only || file.endsWith(rule.only)).flatMap((rule) =>
        lines.flatMap((line, index) =>
          rule.pattern.test(line) ? [`${relative(ROOT, join(ROOT, file))}:${index + 1} ${rule.name}`] : [],
        ),
      );
    });
    expect(offences).toEqual([]);
  });
});
