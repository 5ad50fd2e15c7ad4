import { Empty, Page } from '@app/shared';
import { useSearchParams } from 'react-router-dom';
import { safeWebUrl } from './safeUrl';
import styles from './webview.module.css';

/** /pages/webview/webview?url=...&title=...: an external page (customer service, banners) in a frame. */
export function WebviewPage() {
  const [params] = useSearchParams();
  const url = safeWebUrl(params.get('url'));
  const title = params.get('title') || '客服中心';
  return (
    <Page
      title={title}
      right={
        url ? (
          <a className={styles.openLink} href={url} target="_blank" rel="noopener noreferrer">
            浏览器打开
          </a>
        ) : undefined
      }
    >
      {url ? (
        <iframe className={styles.fullFrame} src={url} title={title} data-testid="webview-frame" />
      ) : (
        <Empty text="链接无效，无法打开该页面" />
      )}
    </Page>
  );
}
