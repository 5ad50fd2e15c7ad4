import { formatDateTime, formatMoney, InfiniteList, type Paged, Tabs, usePagedList } from '@app/shared';
import { useState } from 'react';
import type { TeamRecord, TeamRecordKind } from '../../api/agent';
import styles from './agent.module.css';

const KINDS: Array<{ key: TeamRecordKind; title: string }> = [
  { key: 'bet', title: '投注' },
  { key: 'deposit', title: '充提' },
  { key: 'all', title: '全部' },
];

/** Team (or one member's) money records by kind; the records and memberRecords pages share it. */
export function RecordList({
  load,
  scope,
  showMember,
}: {
  load: (kind: TeamRecordKind, page: number, perPage: number) => Promise<Paged<TeamRecord>>;
  scope: string;
  showMember: boolean;
}) {
  const [kind, setKind] = useState<TeamRecordKind>('bet');
  const list = usePagedList(
    (page, perPage) => load(kind, page, perPage),
    `social:RecordList:team-${scope}-${kind}`,
  );
  return (
    <>
      <Tabs items={KINDS} active={kind} onChange={setKind} />
      <div className={styles.records}>
        <InfiniteList
          items={list.items}
          hasMore={list.hasMore}
          onLoadMore={list.loadMore}
          itemKey={(record) => record.id}
          emptyText="暂无记录"
          renderItem={(record) => (
            <div className={styles.record} data-testid="team-record">
              <span className={styles.memberMain}>
                <b>
                  {record.type_text}
                  {showMember && <em className={styles.who}>{record.username}</em>}
                </b>
                <span>{formatDateTime(record.created_at)}</span>
                {record.remark && <span>{record.remark}</span>}
              </span>
              <span className={record.amount.startsWith('-') ? styles.out : styles.in}>
                {formatMoney(record.amount)}
              </span>
            </div>
          )}
        />
      </div>
    </>
  );
}
