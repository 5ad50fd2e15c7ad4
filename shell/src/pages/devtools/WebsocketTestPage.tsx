import {
  Button,
  type ConnectionLogEntry,
  formatClock,
  isLoggedIn,
  Page,
  realtimeApi,
  toast,
  useRealtime,
} from '@app/shared';
import { useState } from 'react';
import { realtimeManager } from '../../realtime';
import { DevSection, InfoRow } from './DevSection';
import styles from './devtools.module.css';

const STATUS_TEXT = { idle: '未连接', connecting: '连接中', connected: '已连接', closed: '已断开' } as const;
const METHOD_TEXT = { websocket: 'WebSocket 实时推送', polling: '轮询', none: '无' } as const;

function time(ms: number | null): string {
  return ms ? formatClock(ms, 'seconds') : '-';
}

function logLine(entry: ConnectionLogEntry): string {
  return `${time(entry.timestamp)} [${entry.type}] ${entry.message}${entry.error ? `: ${entry.error}` : ''}`;
}

/** /pages/test/websocket: the realtime manager's live state, its connection log and a connection test. */
export function WebsocketTestPage() {
  const status = useRealtime((state) => state.status);
  const websocket = useRealtime((state) => state.websocket);
  const updateMethod = useRealtime((state) => state.updateMethod);
  const polling = useRealtime((state) => state.polling);
  const connectionLog = useRealtime((state) => state.connectionLog);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState('');

  async function testConnection() {
    setTesting(true);
    try {
      await realtimeApi.testConnection();
      setTestResult('连接测试成功');
      toast.success('连接测试成功');
    } catch {
      setTestResult('连接测试失败');
      toast.error('连接测试失败');
    } finally {
      setTesting(false);
    }
  }

  return (
    <Page title="WebSocket 测试">
      <div className={styles.body}>
        <DevSection title="实时连接">
          {isLoggedIn() ? null : <p className={styles.bad}>未登录：实时连接需要登录</p>}
          <InfoRow
            label="状态"
            value={
              <span className={status === 'connected' ? styles.ok : styles.bad} data-testid="ws-status">
                {STATUS_TEXT[status]}
              </span>
            }
          />
          <InfoRow
            label="重连次数"
            value={<span data-testid="ws-attempts">{websocket.reconnectAttempts}</span>}
          />
          <InfoRow
            label="更新方式"
            value={<span data-testid="ws-update-method">{METHOD_TEXT[updateMethod]}</span>}
          />
          <InfoRow label="上次连接" value={time(websocket.lastConnected)} />
          <InfoRow
            label="轮询"
            value={
              polling.enabled ? `每${polling.intervalMs / 1000}秒，已轮询${polling.pollCount}次` : '未开启'
            }
          />
          <InfoRow label="上次轮询" value={time(polling.lastPollTime)} />
          <div className={styles.buttons}>
            <Button loading={testing} onClick={testConnection} data-testid="ws-test">
              测试连接
            </Button>
            <Button
              variant="ghost"
              onClick={() => void realtimeManager.reconnectNow()}
              data-testid="ws-connect"
            >
              连接
            </Button>
            <Button variant="danger" onClick={() => realtimeManager.disconnect()} data-testid="ws-disconnect">
              断开
            </Button>
          </div>
          {testResult ? (
            <p
              className={testResult === '连接测试成功' ? styles.ok : styles.bad}
              data-testid="ws-test-result"
            >
              {testResult}
            </p>
          ) : null}
        </DevSection>
        <DevSection title="连接日志">
          <pre className={styles.log} data-testid="ws-log">
            {connectionLog.map(logLine).join('\n') || '暂无记录'}
          </pre>
        </DevSection>
      </div>
    </Page>
  );
}
