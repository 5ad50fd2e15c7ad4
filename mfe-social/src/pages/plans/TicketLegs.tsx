import { formatDateTime } from '@app/shared';
import type { PlanDetail } from '../../api/plans';
import styles from './plans.module.css';

/** The publisher's ticket, leg by leg: what a follow buys, and each leg's result once it is known. */
export function TicketLegs({ ticket }: { ticket: PlanDetail['ticket'] }) {
  return (
    <ul className={styles.legs} aria-label="方案注单">
      {ticket.legs.map((leg) => (
        <li key={`${leg.match_id}-${leg.play}-${leg.option}`} className={styles.leg}>
          <span className={styles.legMatch}>
            <b>
              {leg.home_team} vs {leg.away_team}
            </b>
            <span>
              {leg.match_no} · {leg.league_name} · {formatDateTime(leg.start_time)}
            </span>
          </span>
          <span className={styles.legPick}>
            {leg.play_name} <b>{leg.option_name}</b> @{leg.odds}
            {leg.banker && ' 胆'}
          </span>
          <span className={styles.legResult}>{leg.result_text}</span>
        </li>
      ))}
    </ul>
  );
}
