import { safeWebUrl } from '../../webview/safeUrl';
import styles from '../download.module.css';

interface PlatformCardProps {
  name: string;
  url: string | undefined;
  qrCode?: string | undefined;
  testId: string;
}

/** One platform's download: its QR code when app info has one, and the link, or an honest "not yet". */
export function PlatformCard({ name, url, qrCode, testId }: PlatformCardProps) {
  const link = safeWebUrl(url);
  const qr = safeWebUrl(qrCode);
  return (
    <section className={styles.platform} data-testid={testId}>
      <div className={styles.platformHead}>
        <span>{name}</span>
        <span className={styles.muted}>{link ? '可下载' : '暂未开放'}</span>
      </div>
      {qr ? <img className={styles.qr} src={qr} alt={`${name}下载二维码`} /> : null}
      {link ? (
        <a className={styles.linkButton} href={link} target="_blank" rel="noopener noreferrer">
          下载{name}版
        </a>
      ) : (
        <p className={styles.muted}>{name}安装包即将上线，敬请期待，现在可直接使用网页版。</p>
      )}
    </section>
  );
}
