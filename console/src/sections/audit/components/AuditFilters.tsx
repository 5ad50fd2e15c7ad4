import { DateTimeField, kit } from '@app/shared/ops-ui';
import { type FormEvent, useState } from 'react';
import type { AuditFilter } from '../api/audit';
import styles from './AuditFilters.module.css';

const FIELDS = [
  { key: 'operator', label: '运营人员', placeholder: '用户名' },
  { key: 'target', label: '对象（玩家等）', placeholder: '如玩家用户名' },
  { key: 'action', label: '动作', placeholder: '如 disable' },
] as const;

type Draft = Record<(typeof FIELDS)[number]['key'] | 'from' | 'to', string>;

const EMPTY: Draft = { operator: '', target: '', action: '', from: '', to: '' };

/** The filled fields as the API's filter; the date fields' values are the operator's local time. */
function toFilter(draft: Draft): AuditFilter {
  const filter: AuditFilter = {};
  for (const { key } of FIELDS) if (draft[key].trim()) filter[key] = draft[key].trim();
  if (draft.from) filter.from = new Date(draft.from).toISOString();
  if (draft.to) filter.to = new Date(draft.to).toISOString();
  return filter;
}

export interface AuditFiltersProps {
  /** The object searched for on arrival (a link from a player's page). */
  initialTarget: string;
  onSearch: (filter: AuditFilter) => void;
}

export function AuditFilters({ initialTarget, onSearch }: AuditFiltersProps) {
  const [draft, setDraft] = useState<Draft>({ ...EMPTY, target: initialTarget });
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(toFilter(draft));
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label="筛选">
      {FIELDS.map((field) => (
        <label key={field.key} className={kit.label}>
          {field.label}
          <input
            className={kit.input}
            value={draft[field.key]}
            placeholder={field.placeholder}
            onChange={(event) => set(field.key, event.target.value)}
          />
        </label>
      ))}
      <DateTimeField label="开始时间" value={draft.from} onChange={(value) => set('from', value)} />
      <DateTimeField label="结束时间" value={draft.to} onChange={(value) => set('to', value)} />
      <button type="submit" className={`${kit.button} ${kit.primary}`}>
        查询
      </button>
      <button
        type="button"
        className={kit.button}
        onClick={() => {
          setDraft(EMPTY);
          onSearch({});
        }}
      >
        重置
      </button>
    </form>
  );
}
