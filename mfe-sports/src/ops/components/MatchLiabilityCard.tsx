import { formatDateTime, formatMoney, toast } from '@app/shared';
import { kit } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type MatchLiability, opsRiskApi } from '../api/opsRisk';
import { LiabilityBar } from './LiabilityBar';
import styles from './risk.module.css';

/** One match: its total, each outcome against its limit, and (for 风控 holding trading.limits) its own limits. */
export function MatchLiabilityCard({
  match,
  canEdit,
  onChanged,
}: {
  match: MatchLiability;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const teams = `${match.home} vs ${match.away}`;
  const resume = async (play: string, option: string, name: string) => {
    await opsRiskApi.resume(match.match_id, play, option);
    toast.success(`已重新开放：${name}`);
    onChanged();
  };
  return (
    <article className={styles.card} aria-label={teams}>
      <header className={styles.cardHead}>
        <div>
          <h2>{teams}</h2>
          <span className={kit.muted}>
            {match.match_no} · {match.league} · {formatDateTime(match.kickoff_at)}
          </span>
        </div>
        <span className={styles.total}>
          敞口 {formatMoney(match.liability)} / {formatMoney(match.match_limit)} 元
        </span>
      </header>
      <div className={styles.outcomes}>
        {match.outcomes.map((outcome) => (
          <Outcome
            key={`${outcome.play}:${outcome.option}`}
            name={outcome.name}
            liability={outcome.liability}
            limit={match.outcome_limit}
            suspended={outcome.suspended}
            onResume={canEdit ? () => resume(outcome.play, outcome.option, outcome.name) : null}
          />
        ))}
      </div>
      {canEdit && <MatchLimitsForm match={match} onSaved={onChanged} />}
    </article>
  );
}

function Outcome(props: {
  name: string;
  liability: string;
  limit: string;
  suspended: boolean;
  onResume: (() => Promise<void>) | null;
}) {
  const [busy, setBusy] = useState(false);
  const { onResume } = props;
  return (
    <>
      <span>{props.name}</span>
      <LiabilityBar liability={props.liability} limit={props.limit} label={`${props.name} 敞口`} />
      <span>
        {props.suspended && <span className={styles.suspended}>已暂停</span>}{' '}
        {props.suspended && onResume && (
          <button
            type="button"
            className={kit.small}
            disabled={busy}
            onClick={() => {
              setBusy(true);
              onResume().finally(() => setBusy(false));
            }}
          >
            重新开放
          </button>
        )}
      </span>
    </>
  );
}

/** Empty means the book's limit. */
function MatchLimitsForm({ match, onSaved }: { match: MatchLiability; onSaved: () => void }) {
  const [outcome, setOutcome] = useState('');
  const [total, setTotal] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await opsRiskApi.setMatchLimits(match.match_id, {
        outcome_limit: outcome.trim() || null,
        match_limit: total.trim() || null,
      });
      toast.success('本场限额已保存');
      onSaved();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        本场单选项限额（元）
        <input
          className={kit.input}
          inputMode="decimal"
          placeholder="留空用全局"
          value={outcome}
          onChange={(event) => setOutcome(event.target.value)}
        />
      </label>
      <label>
        本场总限额（元）
        <input
          className={kit.input}
          inputMode="decimal"
          placeholder="留空用全局"
          value={total}
          onChange={(event) => setTotal(event.target.value)}
        />
      </label>
      <button type="submit" className={`${kit.small} ${kit.primary}`} disabled={busy}>
        保存本场限额
      </button>
    </form>
  );
}
