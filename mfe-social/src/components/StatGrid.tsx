import styles from './components.module.css';

/** A row of big figures with captions (team size, 本月充值, 胜率, ...). */
export function StatGrid({
  items,
}: {
  items: Array<{ label: string; value: string | number; testId?: string }>;
}) {
  return (
    <div
      className={styles.stats}
      style={{ gridTemplateColumns: `repeat(${Math.min(items.length, 4)}, 1fr)` }}
    >
      {items.map((item) => (
        <div key={item.label} className={styles.stat}>
          <b data-testid={item.testId}>{item.value}</b>
          <span>{item.label}</span>
        </div>
      ))}
    </div>
  );
}
