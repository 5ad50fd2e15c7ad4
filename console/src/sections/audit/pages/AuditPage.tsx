import { formatDateTime, useRequest } from '@app/shared';
import { type Column, kit, OpsPage, Pager, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AUDIT_PER_PAGE, type AuditEntry, type AuditFilter, type AuditVerdict, auditApi } from '../api/audit';
import { AuditFilters } from '../components/AuditFilters';
import { ChangeCell } from '../components/ChangeCell';
import { VerifyBanner } from '../components/VerifyBanner';

/**
 * Who wrote a row no operator signed: the root token only ever creates the first 超级管理员 (it is refused
 * everywhere else); any other such row is a sign-in attempt, made before there was an operator.
 */
const withoutOperator = (entry: AuditEntry) => (entry.action.endsWith('/bootstrap') ? '根令牌' : '未登录');

const columns: Array<Column<AuditEntry>> = [
  { title: '#', cell: (entry) => entry.id },
  { title: '时间', nowrap: true, cell: (entry) => formatDateTime(entry.at) },
  {
    title: '运营人员',
    nowrap: true,
    cell: (entry) => (
      <>
        <div>{entry.operator || <span className={kit.muted}>{withoutOperator(entry)}</span>}</div>
        <div className={kit.mono}>{entry.ip}</div>
      </>
    ),
  },
  {
    title: '动作',
    nowrap: true,
    cell: (entry) => (
      <>
        <div>{entry.label || '—'}</div>
        <div className={kit.mono}>{entry.action}</div>
      </>
    ),
  },
  { title: '对象', cell: (entry) => entry.target || <span className={kit.muted}>—</span> },
  {
    title: '结果',
    cell: (entry) => (
      <span className={`${kit.badge} ${entry.status < 400 ? kit.badgeOk : kit.badgeBad}`}>
        {entry.status}
      </span>
    ),
  },
  { title: '变更（前 → 后）', cell: (entry) => <ChangeCell before={entry.before} after={entry.after} /> },
];

/** Saves a downloaded file the way a browser saves a link's download. */
function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

/** 审计: every operator write with before → after, filtered, exported as CSV, and the hash chain checked. */
export function AuditPage() {
  const initialTarget = useSearchParams()[0].get('target') ?? '';
  const [query, setQuery] = useState<{ filter: AuditFilter; page: number }>({
    filter: initialTarget ? { target: initialTarget } : {},
    page: 1,
  });
  const [verdict, setVerdict] = useState<AuditVerdict | null>(null);
  const [busy, setBusy] = useState<'csv' | 'verify' | null>(null);
  const entries = useRequest(
    () => auditApi.search(query.filter, query.page),
    `console:AuditPage:${JSON.stringify(query)}`,
  );
  const run = async (kind: 'csv' | 'verify') => {
    setBusy(kind);
    try {
      if (kind === 'verify') setVerdict(await auditApi.verify());
      else {
        const file = await auditApi.csv(query.filter);
        save(file.blob, file.filename);
      }
    } catch {
      // The http client toasted the failure.
    } finally {
      setBusy(null);
    }
  };
  return (
    <OpsPage
      title="审计日志"
      subtitle="运营人员的每一次写操作；记录以哈希链相连，任何改动或删除都能被校验发现"
      actions={
        <>
          <button type="button" className={kit.button} disabled={busy !== null} onClick={() => run('csv')}>
            导出 CSV
          </button>
          <button
            type="button"
            className={`${kit.button} ${kit.primary}`}
            disabled={busy !== null}
            onClick={() => run('verify')}
          >
            校验哈希链
          </button>
        </>
      }
    >
      {verdict && <VerifyBanner verdict={verdict} />}
      <AuditFilters initialTarget={initialTarget} onSearch={(filter) => setQuery({ filter, page: 1 })} />
      {entries.status === 'ready' ? (
        <>
          <Table
            label="审计记录"
            rows={entries.data.list}
            columns={columns}
            rowKey={(entry) => entry.id}
            empty="没有符合条件的记录"
          />
          <Pager
            page={query.page}
            shown={entries.data.list.length}
            perPage={AUDIT_PER_PAGE}
            onPage={(page) => setQuery({ ...query, page })}
          />
        </>
      ) : (
        <div className={kit.empty}>{entries.status === 'loading' ? '加载中…' : '加载失败，请重试'}</div>
      )}
    </OpsPage>
  );
}
