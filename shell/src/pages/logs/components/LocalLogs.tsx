import {
  Button,
  formatDateTime,
  isLoggedIn,
  type LogLevel,
  logger,
  logsApi,
  toast,
  useLogStore,
} from '@app/shared';
import { useMemo, useState } from 'react';
import { DevSection } from '../../devtools/DevSection';
import { deviceInfo } from '../deviceInfo';
import styles from '../logs.module.css';
import { type LevelChoice, LevelFilter } from './LevelFilter';
import { LogList } from './LogList';

/** Rendering the whole 1000-entry buffer would be slow on a phone; the newest are what matter. */
const SHOWN = 200;

/** The in-memory buffer: filter by level, upload to the server, clear. */
export function LocalLogs({ onUploaded }: { onUploaded: () => void }) {
  const entries = useLogStore((state) => state.entries);
  const [level, setLevel] = useState<LevelChoice>('all');
  const [uploading, setUploading] = useState(false);
  const counts = useMemo(() => {
    const result: Partial<Record<LevelChoice, number>> = { all: entries.length };
    for (const entry of entries) result[entry.level] = (result[entry.level] ?? 0) + 1;
    return result;
  }, [entries]);
  const shown = entries
    .filter((entry) => level === 'all' || entry.level === level)
    .slice(-SHOWN)
    .reverse()
    .map((entry) => ({ ...entry, key: entry.id, time: formatDateTime(entry.timestamp) }));

  async function upload() {
    if (!isLoggedIn()) {
      toast.warning('请先登录后再上传日志');
      return;
    }
    if (entries.length === 0) {
      toast.show('暂无日志可上传');
      return;
    }
    setUploading(true);
    try {
      const received = await logsApi.upload(entries, deviceInfo());
      toast.success(`已上传${received}条日志`);
      onUploaded();
    } finally {
      setUploading(false);
    }
  }

  function writeSamples() {
    const samples: [LogLevel, string][] = [
      ['debug', '调试：页面渲染完成'],
      ['info', '信息：用户打开日志管理'],
      ['warn', '警告：接口响应较慢'],
      ['error', '错误：模拟的异常'],
    ];
    for (const [sampleLevel, message] of samples) logger[sampleLevel](message, { source: 'logs-page' });
  }

  return (
    <DevSection title={`本地日志（最多${1000}条）`}>
      <LevelFilter value={level} onChange={setLevel} counts={counts} testId="local-log-filter" />
      <LogList lines={shown} testId="local-log-list" empty="暂无本地日志" />
      <div className={styles.actions}>
        <Button loading={uploading} onClick={() => void upload()} data-testid="logs-upload">
          上传日志
        </Button>
        <Button variant="ghost" onClick={writeSamples} data-testid="logs-sample">
          写入测试日志
        </Button>
      </div>
      <Button variant="ghost" block onClick={() => logger.clear()} data-testid="logs-clear-local">
        清空本地日志
      </Button>
      <p className={styles.hint}>
        网络请求失败与控制台警告、错误会自动记录；自动上传（每30秒）已关闭，请手动上传。
      </p>
    </DevSection>
  );
}
