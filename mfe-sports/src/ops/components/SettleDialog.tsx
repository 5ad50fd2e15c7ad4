import { formatMoney } from '@app/shared';
import { kit, OpsDialog, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type OpsMatch, opsMatchesApi, type Score } from '../api/opsMatches';
import matchStyles from './match.module.css';
import { scoreText, versus } from './matchText';

interface Props {
  match: OpsMatch;
  onClose: () => void;
  onDone: () => void;
  /** 改判: the match is settled, so the score becomes a request another operator approves. */
  resettle?: boolean;
}

const GOALS = /^\d{1,3}$/;

/** 结算 (or 改判): the full-time score (and the half-time one when known), then a confirmation that repeats it. */
export function SettleDialog({ match, onClose, onDone, resettle = false }: Props) {
  const [full, setFull] = useState({ home: '', away: '' });
  const [withHalf, setWithHalf] = useState(false);
  const [half, setHalf] = useState({ home: '', away: '' });
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState<{ full: Score; half?: Score } | null>(null);
  const { busy, run } = useAction(onDone);

  const parse = (value: { home: string; away: string }): Score | null =>
    GOALS.test(value.home) && GOALS.test(value.away)
      ? { home: Number(value.home), away: Number(value.away) }
      : null;

  const review = () => {
    const fullScore = parse(full);
    const halfScore = withHalf ? parse(half) : undefined;
    if (!fullScore) return setError('请填写全场比分（0–999 的整数）');
    if (halfScore === null) return setError('请填写半场比分（0–999 的整数）');
    if (halfScore && (halfScore.home > fullScore.home || halfScore.away > fullScore.away))
      return setError('半场比分不能大于全场比分');
    setError('');
    setConfirming({ full: fullScore, ...(halfScore ? { half: halfScore } : {}) });
  };

  if (confirming)
    return (
      <OpsDialog
        title={resettle ? '确认改判' : '确认结算'}
        confirmText={resettle ? '提交改判申请' : '确认结算'}
        danger
        busy={busy}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const score = { ...confirming.full, ...(confirming.half ? { half: confirming.half } : {}) };
          return resettle
            ? run(
                () => opsMatchesApi.resettle(match.id, score),
                (request) => `已提交改判申请 #${request.id}，需另一位运营复核`,
              )
            : run(
                () => opsMatchesApi.settle(match.id, score),
                (result) => `已结算，派奖 ${formatMoney(result.paid)} 元`,
              );
        }}
      >
        <p className={kit.summary} data-testid="settle-summary">
          {match.home_team} <span className={matchStyles.bigScore}>{scoreText(confirming.full)}</span>{' '}
          {match.away_team}
          {confirming.half && `（半场 ${scoreText(confirming.half)}）`}
        </p>
        <p className={kit.muted}>
          {resettle
            ? '改判须由另一位有结算权限的运营在「改判复核」通过；通过后已结算注单按此比分重算，差额记入玩家账本。'
            : `结算后 ${match.open_orders} 笔待结算注单立即按此比分派奖，每场比赛只能结算一次；改判须另一位运营复核。`}
        </p>
      </OpsDialog>
    );

  const scoreInputs = (label: string, value: typeof full, set: (next: typeof full) => void) => (
    <div className={matchStyles.row}>
      <label className={kit.label}>
        {label}主队（{match.home_team}）
        <input
          className={kit.input}
          inputMode="numeric"
          value={value.home}
          onChange={(event) => set({ ...value, home: event.target.value.trim() })}
        />
      </label>
      <label className={kit.label}>
        {label}客队（{match.away_team}）
        <input
          className={kit.input}
          inputMode="numeric"
          value={value.away}
          onChange={(event) => set({ ...value, away: event.target.value.trim() })}
        />
      </label>
    </div>
  );

  return (
    <OpsDialog
      title={`${resettle ? '改判' : '结算'}：${versus(match)}`}
      confirmText="下一步"
      onClose={onClose}
      onConfirm={review}
    >
      {scoreInputs('全场', full, setFull)}
      <label className={kit.muted}>
        <input type="checkbox" checked={withHalf} onChange={(event) => setWithHalf(event.target.checked)} />{' '}
        录入半场比分（半场玩法按此结算）
      </label>
      {withHalf && scoreInputs('半场', half, setHalf)}
      {error && (
        <p className={kit.error} role="alert">
          {error}
        </p>
      )}
    </OpsDialog>
  );
}
