import { toast } from '@app/shared';
import { kit } from '@app/shared/ops-ui';
import { type FormEvent, useState } from 'react';
import { type BookLimits, type OnBreach, opsRiskApi } from '../api/opsRisk';
import styles from './risk.module.css';

/** Runs `work` for a form's submit, the button disabled meanwhile (the http client toasts a refusal). */
function useSubmit(work: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    work().finally(() => setBusy(false));
  };
  return { busy, onSubmit };
}

/** 全局限额: what every match uses unless it has its own, and what a breach does. */
export function BookLimitsForm({ limits, onSaved }: { limits: BookLimits; onSaved: () => void }) {
  const [form, setForm] = useState(limits);
  const field = (key: 'outcome_limit' | 'match_limit' | 'order_win_limit', label: string) => (
    <label>
      {label}
      <input
        className={kit.input}
        inputMode="decimal"
        value={form[key]}
        onChange={(event) => setForm({ ...form, [key]: event.target.value })}
      />
    </label>
  );
  const { busy, onSubmit } = useSubmit(async () => {
    await opsRiskApi.setBookLimits(form);
    toast.success('全局限额已保存');
    onSaved();
  });
  return (
    <form className={styles.form} aria-label="全局限额" onSubmit={onSubmit}>
      <h2 className={styles.panelTitle}>全局限额</h2>
      {field('outcome_limit', '单选项最高赔付（元）')}
      {field('match_limit', '单场最高赔付（元）')}
      {field('order_win_limit', '单注最高可赢（元）')}
      <label>
        超限时
        <select
          className={kit.input}
          value={form.on_breach}
          onChange={(event) => setForm({ ...form, on_breach: event.target.value as OnBreach })}
        >
          <option value="refuse">拒绝投注</option>
          <option value="suspend">暂停选项</option>
        </select>
      </label>
      <button type="submit" className={`${kit.small} ${kit.primary}`} disabled={busy}>
        保存全局限额
      </button>
    </form>
  );
}

/** 玩家限额系数: scales the most one order of that player may win (0.2 for a sharp player). */
export function StakeFactorForm() {
  const [username, setUsername] = useState('');
  const [factor, setFactor] = useState('');
  const { busy, onSubmit } = useSubmit(async () => {
    const saved = await opsRiskApi.setStakeFactor(username.trim(), factor.trim());
    toast.success(`${saved.username} 的限额系数已设为 ${saved.stake_factor}`);
  });
  return (
    <form className={styles.form} aria-label="玩家限额系数" onSubmit={onSubmit}>
      <h2 className={styles.panelTitle}>玩家限额系数</h2>
      <label>
        玩家账号
        <input className={kit.input} value={username} onChange={(event) => setUsername(event.target.value)} />
      </label>
      <label>
        系数（0–10，如 0.2）
        <input
          className={kit.input}
          inputMode="decimal"
          value={factor}
          onChange={(event) => setFactor(event.target.value)}
        />
      </label>
      <button
        type="submit"
        className={`${kit.small} ${kit.primary}`}
        disabled={busy || !username.trim() || !factor.trim()}
      >
        保存系数
      </button>
    </form>
  );
}
