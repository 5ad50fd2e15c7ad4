import { sanitizeAmount, toast, useIdempotencyKey, useRequest } from '@app/shared';
import { Field, FilterChips, kit, OpsPage } from '@app/shared/ops-ui';
import { type FormEvent, useState } from 'react';
import { opsFinanceApi } from '../api/opsFinance';
import { ApprovalTable } from '../components/ApprovalTable';

type Direction = 'credit' | 'debit';
const DIRECTIONS: Array<{ value: Direction; name: string }> = [
  { value: 'credit', name: '加款' },
  { value: 'debit', name: '扣款' },
];

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
    'finance:CreditRequestPage:credit-requests',
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
    <OpsPage title="加款扣款" subtitle="每笔加款或扣款都需另一位有权限的运营复核，通过后才记入玩家账本">
      <form className={`${kit.card} ${kit.formGrid}`} onSubmit={submit} aria-label="加款扣款申请">
        <Field label="玩家用户名">
          <input
            className={kit.input}
            value={username}
            maxLength={32}
            onChange={(event) => setUsername(event.target.value)}
          />
        </Field>
        <div className={kit.label}>
          类型
          <FilterChips label="类型" options={DIRECTIONS} value={direction} onChange={setDirection} />
        </div>
        <Field label="金额（元）">
          <input
            className={kit.input}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(sanitizeAmount(event.target.value))}
          />
        </Field>
        <Field label="原因" full>
          <input
            className={kit.input}
            value={reason}
            maxLength={200}
            placeholder="如：活动补偿、误充扣回（复核人与审计可见）"
            onChange={(event) => setReason(event.target.value)}
          />
        </Field>
        <div>
          <button type="submit" className={`${kit.button} ${kit.primary}`} disabled={busy || !ready}>
            提交申请
          </button>
        </div>
      </form>
      <h2 className={kit.subheading}>加款扣款申请</h2>
      <ApprovalTable
        label="加款扣款申请"
        state={requests}
        empty="还没有加款扣款申请"
        onDecided={requests.reload}
      />
    </OpsPage>
  );
}
