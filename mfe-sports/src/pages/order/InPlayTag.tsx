import styles from './order.module.css';

/** 滚球: the order was bet in play (the server's in_play). */
export function InPlayTag() {
  return (
    <span className={styles.inPlayTag} data-testid="in-play-tag">
      滚球
    </span>
  );
}
