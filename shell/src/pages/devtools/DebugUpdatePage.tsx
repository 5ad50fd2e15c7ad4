import { Button, formatDateTime, Page, useAppConfig } from '@app/shared';
import { APP_VERSION, APP_VERSION_CODE } from '../settings/appVersion';
import { DevSection, InfoRow } from './DevSection';
import styles from './devtools.module.css';
import { useUpdateCheck } from './useUpdateCheck';

/** /pages/test/debug-update: the raw config the update decision uses, and the time of the last check. */
export function DebugUpdatePage() {
  const config = useAppConfig((state) => state.config);
  const { result, checking, check } = useUpdateCheck();
  return (
    <Page title="更新调试">
      <div className={styles.body}>
        <DevSection title="状态">
          <InfoRow label="本地版本" value={`${APP_VERSION} (${APP_VERSION_CODE})`} />
          <InfoRow label="app_version" value={config.app_version} />
          <InfoRow label="上次检查" value={result ? formatDateTime(result.checkedAt) : '未检查'} />
          <Button loading={checking} onClick={() => void check()}>
            重新拉取配置
          </Button>
        </DevSection>
        <DevSection title="配置 (app/config/all)">
          <pre className={styles.log}>{JSON.stringify(config, null, 2)}</pre>
        </DevSection>
      </div>
    </Page>
  );
}
