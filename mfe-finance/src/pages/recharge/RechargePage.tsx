import {
  AmountInput,
  Button,
  CategoryNotices,
  formatYuan,
  isLoggedIn,
  Muted,
  NOTICE_CATEGORY,
  Page,
  Section,
  toast,
  useIdempotencyKey,
  useRequest,
} from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type PaymentInfo, type PaymentOrder, paymentsApi, type RechargeMethod } from '../../api/payments';
import { useRouteTitle } from '../titles';
import { BalanceCard } from '../wallet/BalanceCard';
import { METHOD_ICON, usdtEstimate } from './methods';
import { RecentOrders } from './RecentOrders';
import styles from './recharge.module.css';
import { TransferSheet } from './TransferSheet';

const METHOD_PLACEHOLDERS = ['a', 'b', 'c'];

/** /financePages/recharge: pick a method and an amount; online pays in the gateway, bank and USDT by transfer. */
export function RechargePage() {
  const navigate = useNavigate();
  const [chosen, setActive] = useState<RechargeMethod['key'] | null>(null);
  const [amount, setAmount] = useState('');
  const [transfer, setTransfer] = useState<PaymentInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const { keyFor, done } = useIdempotencyKey('recharge');
  const loggedIn = isLoggedIn();

  // A failed read shows 充值通道维护中 (no methods), as an empty list would.
  const methodsRequest = useRequest(
    () => (loggedIn ? paymentsApi.methods().catch(() => []) : Promise.resolve(null)),
    `finance:recharge:methods:${loggedIn}`,
  );
  const rateRequest = useRequest(
    () => (loggedIn ? paymentsApi.usdtRate({ loading: false }) : Promise.resolve(null)),
    `finance:recharge:usdt-rate:${loggedIn}`,
  );
  const ordersRequest = useRequest(
    async () => (loggedIn ? (await paymentsApi.list({ per_page: 5 }, { loading: false })).list : []),
    `finance:recharge:orders:${loggedIn}`,
  );
  const methods = methodsRequest.status === 'ready' ? methodsRequest.data : null;
  const rate = rateRequest.status === 'ready' ? (rateRequest.data?.rate ?? '') : '';
  const orders = ordersRequest.status === 'ready' ? ordersRequest.data : [];
  const loadOrders = () => void ordersRequest.reload();
  // The player's choice, else the first method: derived, so it never lags the methods' answer.
  const active = chosen ?? methods?.[0]?.key ?? null;

  const method = methods?.find((candidate) => candidate.key === active);
  const value = Number(amount);
  const outOfRange = method && amount !== '' && (value < Number(method.min) || value > Number(method.max));

  const submit = async () => {
    if (!method || !amount || outOfRange) return;
    setBusy(true);
    try {
      const request = `${method.key}:${amount}`;
      const info = await paymentsApi.create(
        { method: method.key, amount },
        { idempotencyKey: keyFor(request) },
      );
      done();
      loadOrders();
      if (method.key === 'online') {
        navigate(`/pages/payment/webview?order_no=${info.order.order_no}`);
      } else {
        setTransfer(info);
      }
    } catch {
      // The client toasted the reason; the same key is reused if the player taps again.
    } finally {
      setBusy(false);
    }
  };

  const openOrder = async (order: PaymentOrder) => {
    if (order.method === 'online') {
      navigate(`/pages/payment/webview?order_no=${order.order_no}`);
      return;
    }
    setTransfer(await paymentsApi.paymentInfo(order.order_no));
  };

  const cancelOrder = async (order: PaymentOrder) => {
    await paymentsApi.cancel(order.id);
    toast.show('订单已取消');
    loadOrders();
  };

  return (
    <Page title={useRouteTitle()} padded>
      <CategoryNotices category={NOTICE_CATEGORY.recharge} />
      <BalanceCard />
      {loggedIn && (
        <>
          <Section title="充值方式">
            {methods?.length === 0 && <Muted>充值通道维护中，请稍后再试</Muted>}
            <div className={styles.methods} aria-busy={!methods}>
              {/* Card-sized placeholders while the methods load, so nothing below jumps when they arrive. */}
              {!methods &&
                METHOD_PLACEHOLDERS.map((key) => (
                  <span key={key} className={`${styles.method} ${styles.placeholder}`} aria-hidden="true" />
                ))}
              {methods?.map((item) => (
                <button
                  key={item.key}
                  type="button"
                  className={styles.method}
                  aria-pressed={item.key === active}
                  onClick={() => setActive(item.key)}
                >
                  <span className={styles.methodIcon} aria-hidden="true">
                    {METHOD_ICON[item.key]}
                  </span>
                  <span className={styles.methodName}>{item.name}</span>
                  <span className={styles.methodHint}>{item.description}</span>
                </button>
              ))}
            </div>
          </Section>
          {!methods && (
            <Section title="充值金额">
              <div className={styles.amountPlaceholder} aria-hidden="true" />
            </Section>
          )}
          {method && (
            <Section title="充值金额">
              <div className={styles.presets}>
                {method.presets.map((preset) => (
                  <button
                    key={preset}
                    type="button"
                    className={styles.preset}
                    aria-pressed={amount === String(preset)}
                    onClick={() => setAmount(String(preset))}
                  >
                    {preset}
                  </button>
                ))}
              </div>
              <AmountInput
                value={amount}
                onChange={setAmount}
                label="金额 ¥"
                placeholder={`${method.min} - ${method.max}`}
                error={outOfRange ? `单笔充值金额须在${method.min}-${method.max}元之间` : null}
              />
              <div className={styles.hint}>
                <span>
                  单笔 {method.min} - {method.max} 元
                </span>
                {method.key === 'usdt' && rate && (
                  <span data-testid="usdt-estimate">
                    汇率 {formatYuan(rate)} · 约 <strong>{usdtEstimate(amount, rate)}</strong> USDT
                  </span>
                )}
              </div>
              <Button block loading={busy} disabled={!amount || Boolean(outOfRange)} onClick={submit}>
                {method.key === 'online' ? '立即充值' : '获取转账信息'}
              </Button>
            </Section>
          )}
          <RecentOrders orders={orders} onOpen={openOrder} onCancel={cancelOrder} />
          <TransferSheet
            info={transfer}
            onClose={() => setTransfer(null)}
            onSubmitted={() => {
              setTransfer(null);
              loadOrders();
            }}
          />
        </>
      )}
    </Page>
  );
}
