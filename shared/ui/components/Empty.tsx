import styles from './Feedback.module.css';

export function Empty({ text = '暂无数据' }: { text?: string }) {
  return (
    <div className={styles.empty}>
      <span className={styles.emptyIcon} aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
