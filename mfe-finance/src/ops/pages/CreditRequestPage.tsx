import { Button, sanitizeAmount, toast, useRequest } from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useIdempotencyKey } from '../../pages/wallet/idempotency';
import { opsFinanceApi } from '../api/opsFinance';
import { ApprovalTable } from '../components/ApprovalTable';
import { OpsPage } from '../components/OpsPage';
import styles from '../components/ops.module.css';
import form from './CreditRequestPage.module.css';

type Direction = 'credit' | 'debit';

/** 加款扣款: asks for a credit or debit; it reaches the player's balance once another operator approves. */
export function CreditRequestPage() {
  const [username, setUsername] = useState('');
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useIdempotencyKey('ops-credit');
  const requests = useRequest(
    () => opsFinanceApi.approvals().then((rows) => rows.filter((row) => row.kind !== 'withdrawal')),
    'credit-requests',
  );
  const ready = username.trim() && Number(amount) > 0 && reason.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    const body = {
      username: username.trim(),
      amount: direction === 'debit' ? `-${amount}` : amount,
      reason: reason.trim(),
    };
    setBusy(true);
    try {
      const request = await opsFinanceApi.requestCredit(body, key.keyFor(JSON.stringify(body)));
      key.done();
      toast.success(`已提交申请 #${request.id}，待另一位运营复核后入账`);
      setAmount('');
      setReason('');
      requests.reload();
    } catch {
      // Toasted by the http client (用户不存在, ...); the same key is reused if the operator retries.
    } finally {
      setBusy(false);
    }
  };

  return (
    <OpsPage title="加款扣款" hint="每笔加款或扣款都需另一位有权限的运营复核，通过后才记入玩家账本">
      <form className={`${styles.card} ${form.form}`} onSubmit={submit} aria-label="加款扣款申请">
        <label className={form.field}>
          <span>玩家用户名</span>
          <input
            className={styles.input}
            value={username}
            maxLength={32}
            onChange={(event) => setUsername(event.target.value)}
          />
        </label>
        <div className={form.field}>
          <span>类型</span>
          <div className={styles.filters}>
            {(['credit', 'debit'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={direction === value}
                className={direction === value ? styles.filterOn : styles.filter}
                onClick={() => setDirection(value)}
              >
                {value === 'credit' ? '加款' : '扣款'}
              </button>
            ))}
          </div>
        </div>
        <label className={form.field}>
          <span>金额（元）</span>
          <input
            className={styles.input}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(sanitizeAmount(event.target.value))}
          />
        </label>
        <label className={form.field}>
          <span>原因</span>
          <input
            className={styles.input}
            value={reason}
            maxLength={200}
            placeholder="如：活动补偿、误充扣回（复核人与审计可见）"
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
        <div className={form.submit}>
          <Button type="submit" loading={busy} disabled={!ready}>
            提交申请
          </Button>
        </div>
      </form>
      <h2 className={form.subtitle}>加款扣款申请</h2>
      <ApprovalTable state={requests} empty="还没有加款扣款申请" onDecided={requests.reload} />
    </OpsPage>
  );
}
