import { Button, formatDateTime, Page, useAppConfig } from '@app/shared';
import { useState } from 'react';
import { DevSection, InfoRow } from '../devtools/DevSection';
import styles from '../devtools/devtools.module.css';
import { useUpdateCheck } from '../devtools/useUpdateCheck';
import { APP_VERSION, APP_VERSION_CODE } from '../settings/appVersion';
import { UpdatePrompt } from './UpdatePrompt';
import { updateIntervalMs } from './updateChecker';

/** What the preview announces when the server has nothing newer: the next patch release. */
const PREVIEW_VERSION = '1.9.8';

/** /pages/test/update: the update component itself, the auto-check schedule and a real check. */
export function UpdateComponentPage() {
  const interval = useAppConfig((state) => updateIntervalMs(state.config));
  const { result, checking, check } = useUpdateCheck();
  const [preview, setPreview] = useState(false);
  return (
    <Page title="更新组件">
      <div className={styles.body}>
        <DevSection title="自动检查">
          <InfoRow label="当前版本" value={`${APP_VERSION} (${APP_VERSION_CODE})`} />
          <InfoRow
            label="检查周期"
            value={<span data-testid="update-interval">每{interval / 60_000}分钟</span>}
          />
          <InfoRow label="上次检查" value={result ? formatDateTime(result.checkedAt) : '未检查'} />
          <InfoRow
            label="下次检查"
            value={result ? formatDateTime(result.checkedAt + interval) : '进入应用后立即检查'}
          />
          <InfoRow
            label="检查结果"
            value={
              <span data-testid="update-result" className={result?.hasUpdate ? styles.accent : styles.ok}>
                {result ? (result.hasUpdate ? `发现新版本 ${result.latest}` : '已是最新版本') : '-'}
              </span>
            }
          />
          <div className={styles.buttons}>
            <Button loading={checking} onClick={() => void check()} data-testid="update-check">
              立即检查
            </Button>
            <Button variant="ghost" onClick={() => setPreview(true)} data-testid="update-preview">
              预览更新弹窗
            </Button>
          </div>
        </DevSection>
      </div>
      <UpdatePrompt
        latest={result?.hasUpdate ? result.latest : PREVIEW_VERSION}
        open={preview}
        onClose={() => setPreview(false)}
      />
    </Page>
  );
}
