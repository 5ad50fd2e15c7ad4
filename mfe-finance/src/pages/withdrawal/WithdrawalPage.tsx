import {
  AmountInput,
  Button,
  CategoryNotices,
  Dialog,
  FIGURES,
  formatMoney,
  formatYuan,
  isLoggedIn,
  NOTICE_CATEGORY,
  Page,
  PaymentPasswordSheet,
  realtimeEvents,
  Section,
  toast,
  useIdempotencyKey,
  useSession,
} from '@app/shared';
import { useEffect, useState } from 'react';
import { type Withdrawal, type WithdrawFee, withdrawApi } from '../../api/withdrawals';
import { useRouteTitle } from '../titles';
import { BalanceCard } from '../wallet/BalanceCard';
import { WalletManager } from '../wallets/WalletManager';
import wallets from '../wallets/wallets.module.css';
import { PasswordSheet } from './PasswordSheet';
import { UsdtPreview } from './UsdtPreview';
import { useWithdrawData } from './useWithdrawData';
import { WalletPicker } from './WalletPicker';
import { WithdrawRecords } from './WithdrawRecords';
import styles from './withdrawal.module.css';

const FEE_PREVIEW_DELAY_MS = 300;

/** /financePages/withdrawal: balance and turnover, payout account, amount with its fee, payment password. */
export function WithdrawalPage() {
  const user = useSession((state) => state.user);
  const loggedIn = isLoggedIn();
  const data = useWithdrawData(loggedIn);
  const { config, balance } = data;
  const [chosenWalletId, setWalletId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [fee, setFee] = useState<WithdrawFee | null>(null);
  const [managing, setManaging] = useState(false);
  const [asking, setAsking] = useState(false);
  const [needPassword, setNeedPassword] = useState(false);
  const [settingPassword, setSettingPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  // Bumped after each withdrawal or cancel this page makes, so the balance card refetches.
  const [moneyMoved, setMoneyMoved] = useState(0);
  const { keyFor, done } = useIdempotencyKey('withdraw');

  const usable = data.wallets.filter((wallet) => wallet.status === 1);
  // The player's choice while it is usable, else the first usable wallet: derived, never set by an effect, which
  // could run after a quick first tap and undo it.
  const walletId = usable.some((wallet) => wallet.id === chosenWalletId)
    ? chosenWalletId
    : (usable[0]?.id ?? null);
  const toUsdt = usable.find((wallet) => wallet.id === walletId)?.type === 'usdt';

  useEffect(() => realtimeEvents.on('balanceChanged', data.reload), [data.reload]);

  const value = Number(amount);
  const rangeError =
    config && amount !== '' && (value < Number(config.min) || value > Number(config.max))
      ? `单笔提现金额须在${formatMoney(config.min)}-${formatMoney(config.max)}元之间`
      : balance && value > Number(balance.balance)
        ? '余额不足'
        : null;

  useEffect(() => {
    setFee(null);
    if (!amount || rangeError) return;
    const timer = setTimeout(() => {
      withdrawApi.fee(amount, { silent: true, loading: false }).then(setFee, () => {});
    }, FEE_PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [amount, rangeError]);

  const blocked = config?.blocked_reason ?? null;
  const canSubmit = Boolean(
    config && walletId && amount && !rangeError && !blocked && config.remaining_count > 0,
  );

  const start = () => {
    if (!config) return;
    if (config.has_payment_password !== 1) setNeedPassword(true);
    else setAsking(true);
  };

  const confirm = async (password: string) => {
    if (!walletId) return;
    setBusy(true);
    try {
      const request = `${walletId}:${amount}`;
      await withdrawApi.create(
        { wallet_id: walletId, amount, payment_password: password },
        { idempotencyKey: keyFor(request) },
      );
      done();
      toast.success('提现申请已提交，请等待审核');
      setAsking(false);
      setAmount('');
      setMoneyMoved((count) => count + 1);
      data.reload();
    } catch {
      // 支付密码错误 and the other refusals are toasted by the client; the sheet stays for another try.
    } finally {
      setBusy(false);
    }
  };

  const cancel = async (record: Withdrawal) => {
    await withdrawApi.cancel(record.id).then(
      () => toast.show('提现已取消，金额已退回'),
      () => {},
    );
    setMoneyMoved((count) => count + 1);
    data.reload();
  };

  return (
    <Page title={useRouteTitle()} padded>
      <CategoryNotices category={NOTICE_CATEGORY.withdrawal} />
      <BalanceCard
        refreshKey={moneyMoved}
        footer={
          balance && (
            <>
              <dl className={styles.figures}>
                <div>
                  <dt>可提现</dt>
                  <dd data-testid="withdrawable">{formatMoney(balance.withdrawable)}</dd>
                </div>
                <div>
                  <dt>{FIGURES.withdrawPending.label}</dt>
                  <dd>{formatMoney(balance.frozen)}</dd>
                </div>
                <div>
                  <dt>{FIGURES.totalWithdraw.label}</dt>
                  <dd>{formatMoney(balance.total_withdraw)}</dd>
                </div>
              </dl>
              <div className={styles.turnover} data-testid="turnover-status">
                {blocked ? (
                  <span className={styles.blocked}>{blocked}</span>
                ) : (
                  <span className={styles.ok}>打码量已完成，可以提现</span>
                )}
              </div>
            </>
          )
        }
      />
      {loggedIn && (
        <>
          <Section
            title={
              <span className={styles.fee}>
                <span>提现账户</span>
                <button type="button" className={wallets.manage} onClick={() => setManaging(true)}>
                  管理 / 添加
                </button>
              </span>
            }
          >
            <WalletPicker wallets={data.wallets} selected={walletId} onSelect={setWalletId} />
          </Section>
          <Section title="提现金额">
            <div className={styles.amountRow}>
              <AmountInput
                value={amount}
                onChange={setAmount}
                label="金额 ¥"
                placeholder={config ? `${config.min} - ${config.max}` : '请输入金额'}
                error={rangeError}
              />
              {balance && (
                <button
                  type="button"
                  className={styles.all}
                  onClick={() => setAmount(formatYuan(balance.balance))}
                >
                  全部
                </button>
              )}
            </div>
            {config && (
              <div className={styles.rules}>
                <span>
                  单笔 {formatMoney(config.min)} - {formatMoney(config.max)}
                </span>
                <span>
                  今日剩余 {config.remaining_count}/{config.daily_count} 次
                </span>
                {/* A USDT wallet's fee line shows the fee itself, so the rules stay on one line. */}
                {!toUsdt && (
                  <span>
                    手续费 {Number(config.fee_percent)}%（最低 {formatMoney(config.fee_min)}）
                  </span>
                )}
              </div>
            )}
            {toUsdt ? (
              <UsdtPreview fee={fee} />
            ) : (
              <div className={styles.fee} data-testid="fee-preview">
                <span>手续费 ¥ {fee ? fee.fee : '--'}</span>
                <span>
                  实际到账 <strong>¥ {fee ? fee.actual_amount : '--'}</strong>
                </span>
              </div>
            )}
            <Button block disabled={!canSubmit} onClick={start}>
              立即提现
            </Button>
          </Section>
          <WithdrawRecords records={data.records} onCancel={cancel} />
          <PasswordSheet
            open={asking}
            amount={amount}
            fee={fee?.fee ?? '0'}
            busy={busy}
            onClose={() => setAsking(false)}
            onConfirm={confirm}
          />
          <WalletManager
            open={managing}
            wallets={data.wallets}
            onClose={() => setManaging(false)}
            onChanged={data.reloadWallets}
          />
          <Dialog
            open={needPassword}
            title="请先设置支付密码"
            cancelText="取消"
            confirmText="去设置"
            onCancel={() => setNeedPassword(false)}
            onConfirm={() => {
              setNeedPassword(false);
              setSettingPassword(true);
            }}
          >
            提现需要验证6位数字支付密码
          </Dialog>
          {/* Set in place: the typed amount and the chosen wallet stay, and the withdrawal goes on. */}
          {user && (
            <PaymentPasswordSheet
              open={settingPassword}
              user={user}
              onClose={() => setSettingPassword(false)}
              onSaved={() => {
                data.reload();
                setAsking(true);
              }}
            />
          )}
        </>
      )}
    </Page>
  );
}
