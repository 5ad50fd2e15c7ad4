import { Link } from 'react-router-dom';
import { LOTTERY_ENTRIES } from '../pages/lottery/catalogue';
import styles from './widgets.module.css';

/** Home widget: the popular lottery families, each opening its detail page. */
export function HotLotteries() {
  return (
    <section className={styles.card} data-testid="hot-lotteries">
      <div className={styles.items}>
        {LOTTERY_ENTRIES.map((entry) => (
          <Link key={entry.label} to={entry.to} className={styles.item}>
            <span className={styles.ball}>{entry.mark}</span>
            {entry.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
