import { useRequest } from '@app/shared';
import { useState } from 'react';
import { type ApprovalStatus, opsFinanceApi } from '../api/opsFinance';
import { ApprovalTable } from '../components/ApprovalTable';
import { OpsPage } from '../components/OpsPage';
import styles from '../components/ops.module.css';

const FILTERS: Array<{ status: ApprovalStatus | undefined; label: string }> = [
  { status: 'pending', label: '待复核' },
  { status: undefined, label: '全部' },
];

/** 复核队列: the requests of the kinds this operator may decide; their own wait for someone else. */
export function ApprovalQueuePage() {
  const [status, setStatus] = useState<ApprovalStatus | undefined>('pending');
  const list = useRequest(() => opsFinanceApi.approvals(status ? { status } : {}), status ?? 'all');
  const filters = (
    <div className={styles.filters}>
      {FILTERS.map((filter) => (
        <button
          key={filter.label}
          type="button"
          className={filter.status === status ? styles.filterOn : styles.filter}
          aria-pressed={filter.status === status}
          onClick={() => setStatus(filter.status)}
        >
          {filter.label}
        </button>
      ))}
    </div>
  );
  return (
    <OpsPage
      title="复核队列"
      hint="加款、扣款与大额提现须由发起人以外的运营复核；不能审批自己发起的申请"
      tools={filters}
      onRefresh={list.reload}
    >
      <ApprovalTable
        state={list}
        empty={status === 'pending' ? '没有待复核的申请' : '还没有复核申请'}
        onDecided={list.reload}
      />
    </OpsPage>
  );
}
