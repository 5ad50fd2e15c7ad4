import { Button, Page } from '@app/shared';
import { APP_VERSION, APP_VERSION_CODE } from '../settings/appVersion';
import { DevSection, InfoRow } from './DevSection';
import styles from './devtools.module.css';
import { useUpdateCheck } from './useUpdateCheck';

/** /pages/test/check-update: one manual update check against the app_version config. */
export function CheckUpdatePage() {
  const { result, checking, check } = useUpdateCheck();
  return (
    <Page title="检查更新">
      <div className={styles.body}>
        <DevSection title="版本信息">
          <InfoRow label="当前版本" value={`${APP_VERSION} (${APP_VERSION_CODE})`} />
          <InfoRow label="服务端版本" value={result?.latest ?? '未检查'} />
          <InfoRow
            label="结果"
            value={
              result ? (
                <span className={result.hasUpdate ? styles.accent : styles.ok}>
                  {result.hasUpdate ? '发现新版本' : '已是最新版本'}
                </span>
              ) : (
                '-'
              )
            }
          />
          <Button variant="primary" block loading={checking} onClick={() => void check()}>
            立即检查
          </Button>
        </DevSection>
      </div>
    </Page>
  );
}
