import { useRequest } from '@app/shared';
import { type WithdrawFee, withdrawApi } from '../../api/withdrawals';
import styles from './withdrawal.module.css';

/**
 * The fee line of a USDT wallet: the fee, the withdraw rate (CNY per USDT) and the USDT that arrives for
 * the typed amount. All come from the server as decimal text (the conversion the withdrawal records),
 * never computed here in floats.
 */
export function UsdtPreview({ fee }: { fee: WithdrawFee | null }) {
  const answer = useRequest(
    () => withdrawApi.usdtRate({ silent: true, loading: false }),
    'finance:UsdtPreview:usdt-rate',
  );
  const rate = answer.status === 'ready' ? answer.data.rate : null;
  return (
    <div className={styles.fee} data-testid="usdt-preview">
      <span className={styles.usdtFacts}>
        手续费 ¥ {fee ? fee.fee : '--'}｜汇率 {fee?.usdt_rate ?? rate ?? '--'}
      </span>
      <span>
        实际到账 <strong data-testid="usdt-amount">{fee ? fee.usdt_amount : '--'}</strong> USDT
      </span>
    </div>
  );
}
