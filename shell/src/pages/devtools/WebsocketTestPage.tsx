import { Button, http, isLoggedIn, Page } from '@app/shared';
import { useState } from 'react';
import { DevSection } from './DevSection';
import styles from './devtools.module.css';

function stamp(message: string): string {
  return `${new Date().toLocaleTimeString('zh-CN', { hour12: false })} ${message}`;
}

/** /pages/test/websocket: asks the server for the realtime connection info and runs its connection test. */
export function WebsocketTestPage() {
  const [lines, setLines] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const log = (message: string) => setLines((current) => [stamp(message), ...current].slice(0, 50));

  async function run(label: string, call: () => Promise<unknown>) {
    setBusy(true);
    try {
      log(`${label}: ${JSON.stringify(await call())}`);
    } catch (error) {
      log(`${label}失败: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Page title="WebSocket 测试">
      <div className={styles.body}>
        <DevSection title="实时连接">
          {isLoggedIn() ? null : <p className={styles.bad}>未登录：实时连接需要登录</p>}
          <div className={styles.buttons}>
            <Button
              loading={busy}
              onClick={() =>
                run('连接信息', () => http.get('/v1/websocket/connection-info', undefined, { silent: true }))
              }
            >
              获取连接信息
            </Button>
            <Button
              variant="ghost"
              loading={busy}
              onClick={() =>
                run('连接测试', () => http.post('/v1/websocket/test-connection', undefined, { silent: true }))
              }
            >
              测试连接
            </Button>
          </div>
        </DevSection>
        <DevSection title="日志">
          <pre className={styles.log}>{lines.join('\n') || '暂无记录'}</pre>
        </DevSection>
      </div>
    </Page>
  );
}
