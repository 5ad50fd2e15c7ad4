import { FIGURES, formatMoney, type UserInfo } from '@app/shared';
import styles from '../mine.module.css';

/** The account's lifetime counters, under the labels @app/shared/figures defines (累计提现 = paid only). */
const FIGURE_KEYS = ['codingvolume', 'paysum', 'totalgame', 'total_withdraw'] as const;
const LABELS: Record<(typeof FIGURE_KEYS)[number], string> = {
  codingvolume: FIGURES.codingvolume.label,
  paysum: FIGURES.paysum.label,
  totalgame: FIGURES.totalgame.label,
  total_withdraw: FIGURES.totalWithdraw.label,
};

export function FigureGrid({ user }: { user: UserInfo }) {
  return (
    <div className={styles.figures}>
      {FIGURE_KEYS.map((key) => (
        <div key={key} className={styles.figure} data-testid={`mine-figure-${key}`}>
          <div className={styles.figureValue}>{formatMoney(user[key])}</div>
          <div className={styles.figureLabel}>{LABELS[key]}</div>
        </div>
      ))}
    </div>
  );
}
