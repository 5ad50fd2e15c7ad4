import { QRCodeSVG } from 'qrcode.react';
import { safeWebUrl } from '../../webview/safeUrl';
import styles from '../download.module.css';

interface PlatformCardProps {
  name: string;
  url: string | undefined;
  /** An operator-supplied QR image; without one the QR code of `url` is drawn here. */
  qrCode?: string | undefined;
  /** Draw a QR code for the link (iOS: scan with the phone's camera to open Safari). */
  showQr?: boolean;
  testId: string;
}

/** One platform's download: its QR code, the link, or an honest "not yet". */
export function PlatformCard({ name, url, qrCode, showQr = false, testId }: PlatformCardProps) {
  const link = safeWebUrl(url);
  const qrImage = safeWebUrl(qrCode);
  return (
    <section className={styles.platform} data-testid={testId}>
      <div className={styles.platformHead}>
        <span>{name}</span>
        <span className={link ? styles.available : styles.muted}>{link ? '可下载' : '暂未开放'}</span>
      </div>
      {qrImage ? (
        <img className={styles.qr} src={qrImage} alt={`${name}下载二维码`} />
      ) : showQr && link ? (
        <div className={styles.qr} data-testid={`${testId}-qr`}>
          <QRCodeSVG value={link} size={144} level="M" role="img" aria-label={`${name}下载二维码`} />
        </div>
      ) : null}
      {showQr && (qrImage || link) ? (
        <p className={styles.qrHint}>使用手机相机扫码，在 Safari 中打开安装</p>
      ) : null}
      {link ? (
        <a className={styles.linkButton} href={link} target="_blank" rel="noopener noreferrer">
          下载{name}版
        </a>
      ) : (
        <p className={styles.muted}>{name}：用浏览器打开网页版，添加到主屏幕即可像 APP 一样使用。</p>
      )}
    </section>
  );
}
