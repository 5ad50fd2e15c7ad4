import { Page, Skeleton } from '@app/shared';
import { Link } from 'react-router-dom';
import { SiteLogo } from '../common/SiteLogo';
import { useAppInfo } from '../common/useAppInfo';
import { useSiteTitle } from '../common/useSiteBrand';
import { PlatformCard } from './components/PlatformCard';
import styles from './download.module.css';

/** /pages/download/download and /app-download: iOS QR code and link, Android package link. */
export function DownloadPage() {
  const { appInfo, loading } = useAppInfo();
  const siteTitle = useSiteTitle();
  return (
    <Page title="下载APP">
      <div className={styles.download}>
        <div className={styles.hero}>
          <SiteLogo className={styles.appIcon} />
          <h1 className={styles.heroTitle}>{siteTitle} APP</h1>
          <p className={styles.muted}>随时随地投注、充值提现，赛事实时推送</p>
        </div>
        {loading ? (
          <Skeleton rows={4} />
        ) : (
          <>
            <PlatformCard
              name="iOS"
              url={appInfo?.ios_download_url}
              qrCode={appInfo?.ios_download_qrcode}
              showQr
              testId="download-ios"
            />
            <PlatformCard name="Android" url={appInfo?.android_download_url} testId="download-android" />
          </>
        )}
        <Link className={styles.tutorialLink} to="/install-tutorial">
          安装遇到问题？查看安装教程
        </Link>
      </div>
    </Page>
  );
}
