import { familyOf } from '@app/shared/lottery';
import styles from './detail.module.css';

function sumOf(type: string, numbers: number[]): number {
  return type === 'pk10' ? (numbers[0] ?? 0) + (numbers[1] ?? 0) : numbers.reduce((total, n) => total + n, 0);
}

/** 和值 (PK10: 冠亚和) of a draw with its 大小 and 单双, as the draw lists show them. */
export function DrawTags({ type, numbers }: { type: string; numbers: number[] }) {
  const sum = sumOf(type, numbers);
  const big = sum >= (familyOf(type)?.bigSumFrom ?? 0);
  return (
    <span className={styles.tags}>
      <em>
        {type === 'pk10' ? '冠亚和' : '和值'} {sum}
      </em>
      <em className={big ? styles.big : styles.small}>{big ? '大' : '小'}</em>
      <em className={sum % 2 ? styles.odd : styles.even}>{sum % 2 ? '单' : '双'}</em>
    </span>
  );
}
