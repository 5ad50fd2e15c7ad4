import { useEffect, useState } from 'react';
import { type WithdrawFee, withdrawApi } from '../../api/withdrawals';
import styles from './withdrawal.module.css';

/**
 * For a USDT wallet: the withdraw rate, and the USDT that arrives for the typed amount. Both come from the
 * server as decimal text (the same conversion the withdrawal records), never computed here in floats.
 */
export function UsdtPreview({ fee }: { fee: WithdrawFee | null }) {
  const [rate, setRate] = useState<string | null>(null);
  useEffect(() => {
    withdrawApi.usdtRate({ silent: true, loading: false }).then(
      (answer) => setRate(answer.rate),
      () => {},
    );
  }, []);
  const shownRate = fee?.usdt_rate ?? rate;
  return (
    <div className={styles.usdt} data-testid="usdt-preview">
      <span>汇率 1 USDT = {shownRate ?? '--'} 元</span>
      <span>
        预计到账 <strong data-testid="usdt-amount">{fee ? fee.usdt_amount : '--'}</strong> USDT
      </span>
    </div>
  );
}
