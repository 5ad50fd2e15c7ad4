import { formatDateTime, formatMoney } from '@app/shared';
import type { SyndicateDetail } from '../../api/syndicates';
import plans from '../plans/plans.module.css';

const KIND_TEXT: Record<SyndicateDetail['my_purchases'][number]['kind'], string> = {
  initiator: '发起自购',
  buy: '认购',
  guarantee: '保底补足',
};

/** The viewer's own purchases of the syndicate: what each cost, and its refund or prize. */
export function MyPurchases({ purchases }: { purchases: SyndicateDetail['my_purchases'] }) {
  return (
    <ul className={plans.legs} aria-label="我的认购">
      {purchases.map((purchase) => (
        <li key={purchase.id} className={plans.leg} data-testid="my-purchase">
          <span className={plans.legMatch}>
            <b>
              {KIND_TEXT[purchase.kind]} {purchase.shares}份 · {formatMoney(purchase.amount)}元
            </b>
            <span>{formatDateTime(purchase.created_at)}</span>
          </span>
          <span className={plans.legResult}>
            {purchase.refunded
              ? '已退款'
              : purchase.prize !== '0.00'
                ? `奖金 ${formatMoney(purchase.prize)}元`
                : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
