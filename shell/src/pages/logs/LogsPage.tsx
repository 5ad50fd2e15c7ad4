import { Button, Page, useSession } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DevSection, InfoRow } from '../devtools/DevSection';
import styles from '../devtools/devtools.module.css';
import { LocalLogs } from './components/LocalLogs';
import { ServerLogs } from './components/ServerLogs';
import { deviceInfo } from './deviceInfo';

/** /pages/logs/logs: the client log buffer by level, manual upload, and the player's logs on the server. */
export function LogsPage() {
  const navigate = useNavigate();
  const loggedIn = useSession((state) => state.token !== null);
  const [uploads, setUploads] = useState(0);
  const info = deviceInfo();
  return (
    <Page title="日志管理">
      <div className={styles.body}>
        <DevSection title="设备信息">
          <InfoRow label="平台" value={info.platform} />
          <InfoRow label="系统" value={info.system} />
          <InfoRow label="版本" value={info.version} />
        </DevSection>
        <LocalLogs onUploaded={() => setUploads((count) => count + 1)} />
        {loggedIn ? (
          <ServerLogs version={uploads} />
        ) : (
          <DevSection title="服务端日志">
            <p className={styles.bad}>登录后可上传并查看服务端日志</p>
            <Button block onClick={() => navigate('/pages/login/login')}>
              去登录
            </Button>
          </DevSection>
        )}
      </div>
    </Page>
  );
}
