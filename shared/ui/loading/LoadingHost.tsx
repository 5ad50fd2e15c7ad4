import { useLoadingStore } from '../../api/loading';
import styles from './LoadingHost.module.css';

/** The request overlay: visible only while the loading tracker says so (pending > 300 ms). */
export function LoadingHost() {
  const visible = useLoadingStore((state) => state.visible);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="progressbar" aria-label="加载中">
      <div className={styles.box}>
        <span className={styles.spinner} />
        <span>加载中...</span>
      </div>
    </div>
  );
}
