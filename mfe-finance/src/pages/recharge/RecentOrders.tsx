import { Empty, formatDateTime, formatMoney, Muted, Section } from '@app/shared';
import type { PaymentOrder } from '../../api/payments';
import styles from './recharge.module.css';

/** The last recharges; an unpaid manual one opens its transfer details again, an unpaid one can be cancelled. */
export function RecentOrders({
  orders,
  onOpen,
  onCancel,
}: {
  orders: PaymentOrder[];
  onOpen: (order: PaymentOrder) => void;
  onCancel: (order: PaymentOrder) => void;
}) {
  return (
    <Section title="最近充值">
      {orders.length === 0 && <Empty text="暂无充值记录" />}
      {orders.map((order) => (
        <div key={order.id} className={styles.orderRow} data-testid="recharge-order">
          <span className={styles.orderMain}>
            <span>{order.method_text}</span>
            <Muted inline>{formatDateTime(order.created_at)}</Muted>
          </span>
          <span className={styles.orderSide}>
            <span className={styles.amount}>¥ {formatMoney(order.amount)}</span>
            <span className={`${styles.status} ${styles[`status${order.status}`] ?? ''}`}>
              {order.status_text}
            </span>
            {order.status === 0 && (
              <span>
                <button type="button" className={styles.copy} onClick={() => onOpen(order)}>
                  {order.method === 'online' ? '去支付' : '转账信息'}
                </button>{' '}
                <button type="button" className={styles.copy} onClick={() => onCancel(order)}>
                  取消
                </button>
              </span>
            )}
          </span>
        </div>
      ))}
    </Section>
  );
}
