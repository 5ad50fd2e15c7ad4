import { kit } from '@app/shared/ops-ui';

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** before → after of one audited write: per key when both are objects, else the two values whole. */
export function ChangeCell({ before, after }: { before: unknown; after: unknown }) {
  if (before === null && after === null) return <span className={kit.muted}>—</span>;
  if (isRecord(before) || isRecord(after)) {
    const was = isRecord(before) ? before : {};
    const now = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
    return (
      <div className={kit.mono}>
        {keys.map((key) => (
          <div key={key}>
            <span className={kit.muted}>{key}: </span>
            {key in was && <span className={kit.negative}>{show(was[key])}</span>}
            {key in was && key in now && ' → '}
            {key in now && <span className={kit.positive}>{show(now[key])}</span>}
          </div>
        ))}
      </div>
    );
  }
  return (
    <span className={kit.mono}>
      <span className={kit.negative}>{show(before)}</span> →{' '}
      <span className={kit.positive}>{show(after)}</span>
    </span>
  );
}
