// Output of the bench: a header of machine facts, then one figure per line with its unit.
import { cpus, totalmem } from 'node:os';

export const QUICK = process.env.BENCH_QUICK === '1';

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Runs `measure` `runs` times in sequence and returns the results. */
export async function repeat(runs, measure) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await measure(run));
  return results;
}

function formatValue(value, digits) {
  if (!Number.isFinite(value)) return 'n/a';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** `name  value unit  (note)` aligned in columns. */
export function figure(name, value, unit, { digits = 0, note = '' } = {}) {
  const shown = `${formatValue(value, digits)} ${unit}`;
  console.log(`${name.padEnd(58)} ${shown.padStart(14)}${note ? `  ${note}` : ''}`);
}

export function ratio(value, baseline) {
  return Number.isFinite(value) && baseline > 0 ? `${(value / baseline).toFixed(2)}x` : 'n/a';
}

/** The issue's headline figures and every failed one, printed where measured and again together at the end. */
const headlines = [];
/** Figures whose measurement failed (a refused request, a wrong settlement): the run exits non-zero. */
const failures = [];

/** A figure that could not be measured honestly: printed with the reason, and the run fails. */
export function failed(name, reason) {
  failures.push(name);
  headlines.push({ name, text: `FAILED: ${reason}` });
  console.log(`${name.padEnd(58)} FAILED: ${reason}`);
}

export const failedFigures = () => [...failures];

/**
 * A figure against its target: `PASS` or `BELOW` (a slow figure is printed honestly, it never fails the
 * run). `atLeast` for figures that should reach the target, otherwise they should stay under it.
 */
export function againstTarget(value, target, { atLeast = true } = {}) {
  if (!Number.isFinite(value)) return 'n/a';
  return (atLeast ? value >= target : value < target) ? 'PASS' : 'BELOW';
}

/** A headline figure: `text` is its value, target and verdict on one line. */
export function headline(name, text) {
  headlines.push({ name, text });
  verdict(name, text);
}

export function printHeadlines() {
  if (headlines.length === 0) return;
  section('Headline figures (issue 32: ratios to the bare Fastify ceiling of this run) and failures');
  for (const { name, text } of headlines) verdict(name, text);
}

export function skipped(name, reason) {
  console.log(`${name.padEnd(58)} skipped: ${reason}`);
}

/** A figure whose value is a word ('ok') or a finding rather than a number. */
export function verdict(name, text) {
  console.log(`${name.padEnd(58)} ${text}`);
}

export function section(title) {
  console.log(`\n## ${title}`);
}

export function header() {
  const cpu = cpus();
  console.log('# pnpm bench');
  console.log(
    `date ${new Date().toISOString()} · node ${process.version} · ${process.platform}/${process.arch}`,
  );
  console.log(
    `cpu ${cpu.length} x ${cpu[0]?.model.trim() ?? 'unknown'} · memory ${(totalmem() / 2 ** 30).toFixed(1)} GiB` +
      ` · mode ${QUICK ? 'quick (BENCH_QUICK=1)' : 'full'}`,
  );
  console.log('figures are medians of several runs; ratios compare with a baseline measured in this run');
}
