import { formatDateTime, formatMoney } from '@app/shared';
import type { SyndicateDetail } from '../../api/syndicates';
import plans from '../plans/plans.module.css';

type Ticket = NonNullable<SyndicateDetail['ticket']>;

/** The syndicate's ticket, leg by leg, at the odds it was offered with; once placed, its order's result. */
export function SyndicateTicket({ ticket, order }: { ticket: Ticket; order: SyndicateDetail['order'] }) {
  return (
    <>
      <p className={plans.deadline}>
        {ticket.combo_names.join(' ') || '单关'} · {ticket.bet_count}注 × {formatMoney(ticket.amount)}元 ×{' '}
        {ticket.multiple}倍
        {order && ` · ${order.status_text}${order.status === 1 ? ` ${formatMoney(order.payout)}元` : ''}`}
      </p>
      <ul className={plans.legs} aria-label="方案内容">
        {ticket.legs.map((leg) => (
          <li key={`${leg.match_id}-${leg.play}-${leg.option}`} className={plans.leg}>
            <span className={plans.legMatch}>
              <b>
                {leg.home_team} vs {leg.away_team}
              </b>
              <span>
                {leg.league_name} · {formatDateTime(leg.start_time)}
              </span>
            </span>
            <span className={plans.legPick}>
              {leg.play_name} <b>{leg.option_name}</b> @{leg.odds}
              {leg.banker && ' 胆'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
