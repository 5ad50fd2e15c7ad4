import styles from './slip.module.css';

/** 单关: the match offers this play for singles (without it the play is bet in 串关 only). */
export function SingleBadge() {
  return (
    <span className={styles.singleBadge} data-testid="single-badge">
      单关
    </span>
  );
}
