import { formatYuan, type UserInfo } from '@app/shared';
import styles from '../mine.module.css';

const FIGURES: { key: 'codingvolume' | 'paysum' | 'totalgame' | 'total_withdraw'; label: string }[] = [
  { key: 'codingvolume', label: '打码量' },
  { key: 'paysum', label: '累计充值' },
  { key: 'totalgame', label: '游戏流水' },
  { key: 'total_withdraw', label: '累计提现' },
];

export function FigureGrid({ user }: { user: UserInfo }) {
  return (
    <div className={styles.figures}>
      {FIGURES.map((figure) => (
        <div key={figure.key} className={styles.figure}>
          <div className={styles.figureValue}>{formatYuan(user[figure.key])}</div>
          <div className={styles.figureLabel}>{figure.label}</div>
        </div>
      ))}
    </div>
  );
}
