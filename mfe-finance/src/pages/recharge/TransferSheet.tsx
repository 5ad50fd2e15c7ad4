import { Button, Field, formatMoney, Muted, Popup, toast } from '@app/shared';
import { useState } from 'react';
import { type PaymentInfo, paymentsApi } from '../../api/payments';
import { copyText } from './methods';
import styles from './recharge.module.css';

function InfoLine({ label, value, copyable = false }: { label: string; value: string; copyable?: boolean }) {
  return (
    <>
      <span className={styles.infoLabel}>{label}</span>
      <span className={styles.infoValue}>{value}</span>
      {copyable ? (
        <button
          type="button"
          className={styles.copy}
          onClick={async () => toast.show((await copyText(value)) ? '已复制' : '复制失败，请长按手动复制')}
        >
          复制
        </button>
      ) : (
        <span />
      )}
    </>
  );
}

const TX_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

/**
 * A manual recharge: where to send the money (company bank account or the system USDT address) and the
 * proof the player submits afterwards (a voucher text or the TRC20 transaction hash).
 */
export function TransferSheet({
  info,
  onClose,
  onSubmitted,
}: {
  info: PaymentInfo | null;
  onClose: () => void;
  onSubmitted: () => void;
}) {
  const [proof, setProof] = useState('');
  const [busy, setBusy] = useState(false);
  if (!info) return null;
  const { order } = info;
  const isUsdt = order.method === 'usdt';
  const invalid = isUsdt ? !TX_HASH.test(proof.trim()) : proof.trim().length < 2;

  const submit = async () => {
    setBusy(true);
    try {
      await paymentsApi.submitTransfer({
        order_no: order.order_no,
        ...(isUsdt ? { tx_hash: proof.trim() } : { voucher: proof.trim() }),
      });
      toast.success('已提交，确认到账后余额将自动更新');
      setProof('');
      onSubmitted();
    } catch {
      // The client already toasted the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Popup open onClose={onClose} aria-label="转账信息">
      <div className={styles.sheet} data-testid="transfer-sheet">
        <h2 className={styles.sheetTitle}>{isUsdt ? 'USDT 转账' : '银行转账'}</h2>
        <div className={styles.info}>
          <InfoLine label="订单号" value={order.order_no} copyable />
          <InfoLine label="充值金额" value={`¥ ${formatMoney(order.amount)}`} />
          {isUsdt && info.address && (
            <>
              <InfoLine label="转账数量" value={`${info.usdt_amount} USDT`} copyable />
              <InfoLine label="网络" value={info.network ?? 'TRC20'} />
              <InfoLine label="收款地址" value={info.address} copyable />
            </>
          )}
          {!isUsdt && info.bank_account && (
            <>
              <InfoLine label="收款银行" value={info.bank_account.bank_name} />
              <InfoLine label="收款户名" value={info.bank_account.account_name} copyable />
              <InfoLine label="收款账号" value={info.bank_account.account_no} copyable />
              <InfoLine label="开户支行" value={info.bank_account.branch} />
            </>
          )}
        </div>
        <Muted>
          {isUsdt
            ? `请使用TRC20网络转入准确数量（汇率 ${order.usdt_rate}），转账完成后提交交易哈希。`
            : '请按上方金额转账，转账完成后填写付款人姓名或银行流水号。'}
        </Muted>
        <Field
          label={isUsdt ? '交易哈希' : '转账凭证'}
          value={proof}
          onChange={setProof}
          placeholder={isUsdt ? '64位交易哈希（TxID）' : '付款人姓名 / 流水号'}
          autoComplete="off"
          error={proof && invalid ? (isUsdt ? '交易哈希须为64位十六进制字符' : '请填写转账凭证') : null}
        />
        <Button block loading={busy} disabled={invalid} onClick={submit}>
          我已转账，提交
        </Button>
      </div>
    </Popup>
  );
}
