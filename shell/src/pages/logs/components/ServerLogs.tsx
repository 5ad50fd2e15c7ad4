import { Button, Dialog, formatDateTime, type LogLevel, logsApi, Skeleton, Tabs, toast } from '@app/shared';
import { useState } from 'react';
import { DevSection } from '../../devtools/DevSection';
import styles from '../logs.module.css';
import { type ServerView, useServerLogs } from '../useServerLogs';
import { type LevelChoice, LevelFilter } from './LevelFilter';
import { LogList } from './LogList';

const VIEWS: { key: ServerView; title: string }[] = [
  { key: 'all', title: '全部' },
  { key: 'errors', title: '错误' },
  { key: 'network', title: '网络' },
  { key: 'ios', title: 'iOS' },
];

function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** What the server holds for this player: stats, the views of SPEC 7 Logs, export as a file, delete. */
export function ServerLogs({ version }: { version: number }) {
  const [view, setView] = useState<ServerView>('all');
  const [level, setLevel] = useState<LevelChoice>('all');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [exporting, setExporting] = useState(false);
  const onlyLevel: LogLevel | undefined = view === 'all' && level !== 'all' ? level : undefined;
  const { stats, list, total, loading, reload, loadMore, hasMore } = useServerLogs(view, onlyLevel);
  const [seenVersion, setSeenVersion] = useState(version);
  if (seenVersion !== version) {
    setSeenVersion(version);
    void reload();
  }

  async function exportFile() {
    setExporting(true);
    try {
      const file = await logsApi.export(onlyLevel);
      saveFile(file.blob, file.filename);
      toast.success('日志已导出');
    } catch {
      // Toasted by the request layer.
    } finally {
      setExporting(false);
    }
  }

  async function removeAll() {
    setConfirmDelete(false);
    const { deleted } = await logsApi.clear();
    toast.success(`已删除${deleted}条服务端日志`);
    await reload();
  }

  const figures: [string, number | undefined][] = [
    ['总数', stats?.total],
    ['错误', stats?.errors],
    ['网络', stats?.network],
    ['iOS', stats?.ios],
  ];

  return (
    <DevSection title="服务端日志">
      <div className={styles.stats} data-testid="server-log-stats">
        {figures.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <span className={styles.statValue}>{value ?? '-'}</span>
            {label}
          </div>
        ))}
      </div>
      <p className={styles.hint}>
        上次上传：{stats?.last_upload_at ? formatDateTime(stats.last_upload_at) : '暂无'}，共 {total} 条
      </p>
      <Tabs items={VIEWS} active={view} onChange={setView} />
      {view === 'all' ? <LevelFilter value={level} onChange={setLevel} testId="server-log-filter" /> : null}
      {loading && !stats ? (
        <Skeleton rows={3} />
      ) : (
        <LogList
          lines={list.map((log) => ({ ...log, key: log.id, time: formatDateTime(log.timestamp) }))}
          testId="server-log-list"
          empty="服务端暂无日志"
        />
      )}
      {hasMore ? (
        <Button variant="ghost" block onClick={() => void loadMore()}>
          加载更多
        </Button>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          loading={exporting}
          onClick={() => void exportFile()}
          data-testid="logs-export"
        >
          导出文件
        </Button>
        <Button variant="danger" onClick={() => setConfirmDelete(true)} data-testid="logs-delete">
          删除服务端日志
        </Button>
      </div>
      <Dialog
        open={confirmDelete}
        title="删除服务端日志"
        confirmText="删除"
        cancelText="取消"
        onConfirm={() => void removeAll()}
        onCancel={() => setConfirmDelete(false)}
      >
        将删除您上传到服务端的全部日志，且无法恢复。
      </Dialog>
    </DevSection>
  );
}
