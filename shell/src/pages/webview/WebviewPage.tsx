import { Button, Empty, Page } from '@app/shared';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { safeWebUrl } from './safeUrl';
import { useFrameLoad } from './useFrameLoad';
import styles from './webview.module.css';

/** /pages/webview/webview?url=...&title=...: an external page (customer service, banners) in a frame. */
export function WebviewPage() {
  const [params] = useSearchParams();
  const url = safeWebUrl(params.get('url'));
  const title = params.get('title') || '客服中心';
  const [attempt, setAttempt] = useState(0);
  const { state, failure, onLoad } = useFrameLoad(url, attempt);
  const openInBrowser = url ? (
    <a className={styles.openLink} href={url} target="_blank" rel="noopener noreferrer">
      浏览器打开
    </a>
  ) : undefined;

  if (!url) {
    return (
      <Page title={title}>
        <Empty text="链接无效，无法打开该页面" />
      </Page>
    );
  }
  return (
    <Page title={title} right={state === 'failed' ? undefined : openInBrowser}>
      {state === 'failed' ? (
        <div className={styles.failed} role="alert" data-testid="webview-error">
          <div className={styles.failedIcon} aria-hidden="true">
            !
          </div>
          <p className={styles.failedTitle}>页面加载失败</p>
          <p className={styles.failedText}>
            {failure === 'refused'
              ? '该页面不允许在应用内打开，请用浏览器打开'
              : '网络异常或页面暂时无法访问，请稍后重试'}
          </p>
          <div className={styles.failedActions}>
            <Button variant="primary" block onClick={() => setAttempt((count) => count + 1)}>
              重试
            </Button>
            <a className={styles.failedLink} href={url} target="_blank" rel="noopener noreferrer">
              浏览器打开
            </a>
          </div>
        </div>
      ) : (
        <iframe
          key={attempt}
          className={styles.fullFrame}
          src={url}
          title={title}
          onLoad={onLoad}
          data-testid="webview-frame"
        />
      )}
    </Page>
  );
}
