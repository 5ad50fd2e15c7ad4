import { Empty, Page } from '@app/shared';
import { DevSection, InfoRow } from '../devtools/DevSection';
import styles from '../devtools/devtools.module.css';
import { deviceInfo } from './deviceInfo';

/**
 * /pages/logs/logs: device information that accompanies a log upload. The client log buffer, upload and
 * the server's /v1/logs views arrive with the log-management issue; until then this says so plainly.
 */
export function LogsPage() {
  const info = deviceInfo();
  return (
    <Page title="日志管理">
      <div className={styles.body}>
        <DevSection title="设备信息">
          <InfoRow label="平台" value={info.platform} />
          <InfoRow label="系统" value={info.system} />
          <InfoRow label="版本" value={info.version} />
          <InfoRow label="时间" value={new Date(info.timestamp).toLocaleString('zh-CN', { hour12: false })} />
        </DevSection>
        <DevSection title="客户端日志">
          <Empty text="日志采集与上传暂未开启" />
        </DevSection>
      </div>
    </Page>
  );
}
