import { useAppConfig } from '@app/shared';
import { closedAreaOf } from '../../layout/tabs';
import { RemoteWidget } from '../../remotes/RemoteWidget';
import styles from './home.module.css';

/** Content owned by the remotes, each behind its own error boundary so one failing remote hides only itself. */
export function NoticeWidget() {
  const noticeEnabled = useAppConfig((state) => state.config.notice_enabled);
  return noticeEnabled ? (
    <div className={styles.noticeSlot}>
      <RemoteWidget remote="mfe_social" name="NoticeMarquee" />
    </div>
  ) : null;
}

export function HotContentWidgets() {
  const sportsClosed = useAppConfig((state) => closedAreaOf('/betPages/', state.config) !== null);
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>热门彩票</h2>
        <div className={styles.widgetSlot}>
          <RemoteWidget remote="mfe_lottery" name="HotLotteries" />
        </div>
      </section>
      {!sportsClosed && (
        <section className={styles.section} data-testid="home-hot-matches">
          <h2 className={styles.sectionTitle}>热门赛事</h2>
          <div className={styles.widgetSlot}>
            <RemoteWidget remote="mfe_sports" name="HotMatches" whenVisible />
          </div>
        </section>
      )}
      <RemoteWidget remote="mfe_social" name="IndexModal" />
    </>
  );
}
