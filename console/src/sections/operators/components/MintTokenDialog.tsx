import { kit, OpsDialog } from '@app/shared/ops-ui';
import { type FormEvent, useState } from 'react';
import { type MintedToken, type Operator, operatorsApi } from '../api/operators';

export interface MintTokenDialogProps {
  operators: Operator[];
  onMinted: (token: MintedToken) => void;
  onClose: () => void;
}

/** An API token for automation (CI, load tests, scripts), acting as the chosen operator. */
export function MintTokenDialog({ operators, onMinted, onClose }: MintTokenDialogProps) {
  const active = operators.filter((operator) => !operator.disabled);
  const [operator, setOperator] = useState(active[0]?.username ?? '');
  const [name, setName] = useState('');
  const [days, setDays] = useState(30);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      onMinted(await operatorsApi.mintToken({ operator, name: name.trim(), expires_in_days: days }));
    } catch {
      setBusy(false);
    }
  };
  return (
    <OpsDialog
      title="签发 API 令牌"
      onClose={onClose}
      footer={
        <>
          <button type="button" className={kit.button} onClick={onClose}>
            取消
          </button>
          <button
            type="submit"
            form="mint-token"
            className={`${kit.button} ${kit.primary}`}
            disabled={busy || !operator || !name.trim()}
          >
            签发
          </button>
        </>
      }
    >
      <form id="mint-token" className={kit.toolbar} onSubmit={submit}>
        <label className={kit.label}>
          以谁的身份
          <select
            className={kit.select}
            value={operator}
            onChange={(event) => setOperator(event.target.value)}
          >
            {active.map((candidate) => (
              <option key={candidate.id} value={candidate.username}>
                {candidate.username}
              </option>
            ))}
          </select>
        </label>
        <label className={kit.label}>
          用途
          <input
            className={kit.input}
            value={name}
            maxLength={64}
            placeholder="如 CI 发布"
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className={kit.label}>
          有效期（天）
          <input
            className={kit.input}
            type="number"
            min={1}
            max={366}
            value={days}
            onChange={(event) => setDays(Math.min(366, Math.max(1, Number(event.target.value) || 1)))}
          />
        </label>
      </form>
    </OpsDialog>
  );
}
