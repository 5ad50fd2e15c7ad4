import { formatMoney } from '@app/shared';
import { Field, kit, OpsDialog, useAction } from '@app/shared/ops-ui';
import { useState } from 'react';
import type { LotteryItem } from '../../api/lottery';
import { opsLotteryApi } from '../api/opsLottery';

interface Props {
  lottery: LotteryItem;
  /** The expect to draw: the one taking bets, or one closed and waiting for its draw. */
  expect: string;
  onClose: () => void;
  onDone: () => void;
}

/**
 * 手动开奖: why (required, kept in the audit log) and optionally the open code, then a confirmation: the draw
 * settles and pays every bet of the expect at once and cannot be taken back.
 */
export function DrawDialog({ lottery, expect, onClose, onDone }: Props) {
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [confirming, setConfirming] = useState(false);
  const { busy, run } = useAction(onDone);
  const title = `${lottery.name} 第${expect}期`;

  if (confirming)
    return (
      <OpsDialog
        title="确认开奖"
        confirmText="确认开奖"
        danger
        busy={busy}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          run(
            () => opsLotteryApi.draw(lottery.code, { reason, expect, ...(code ? { code } : {}) }),
            (result) =>
              `第${result.expect}期已开奖：${result.open_code}，中奖 ${result.winners} 注，派奖 ${formatMoney(result.paid)} 元`,
          )
        }
      >
        <p className={kit.summary} data-testid="draw-summary">
          {title}：{code ? `开奖号码 ${code}` : '随机开奖号码'}
        </p>
        <p className={kit.muted}>原因：{reason}</p>
        <p className={kit.muted}>该期提前封盘，全部注单立即结算派奖，每期只能开奖一次，无法撤销。</p>
      </OpsDialog>
    );

  const review = () => {
    if (!reason.trim()) return setError('请填写开奖原因');
    setError('');
    setReason(reason.trim());
    setConfirming(true);
  };
  return (
    <OpsDialog title={`手动开奖：${title}`} confirmText="下一步" onClose={onClose} onConfirm={review}>
      <Field label="开奖原因（必填，记入审计日志）">
        <textarea
          className={kit.textarea}
          maxLength={200}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Field>
      <Field label="开奖号码（留空则随机，号码间用英文逗号分隔）">
        <input
          className={kit.input}
          placeholder="例如 1,2,3"
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\s+/g, ''))}
        />
      </Field>
      {error && (
        <p className={kit.error} role="alert">
          {error}
        </p>
      )}
    </OpsDialog>
  );
}
