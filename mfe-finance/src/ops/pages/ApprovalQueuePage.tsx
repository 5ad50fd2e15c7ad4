import { useRequest } from '@app/shared';
import { FilterChips, OpsPage } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type ApprovalStatus, opsFinanceApi } from '../api/opsFinance';
import { ApprovalTable } from '../components/ApprovalTable';

const FILTERS: Array<{ value: ApprovalStatus | undefined; name: string }> = [
  { value: 'pending', name: '待复核' },
  { value: undefined, name: '全部' },
];

/** 复核队列: the requests of the kinds this operator may decide; their own wait for someone else. */
export function ApprovalQueuePage() {
  const [status, setStatus] = useState<ApprovalStatus | undefined>('pending');
  const list = useRequest(() => opsFinanceApi.approvals(status ? { status } : {}), status ?? 'all');
  return (
    <OpsPage
      title="复核队列"
      subtitle="加款、扣款与大额提现须由发起人以外的运营复核；不能审批自己发起的申请"
      actions={<FilterChips label="复核状态" options={FILTERS} value={status} onChange={setStatus} />}
      onRefresh={list.reload}
    >
      <ApprovalTable
        label="复核申请"
        state={list}
        empty={status === 'pending' ? '没有待复核的申请' : '还没有复核申请'}
        onDecided={list.reload}
      />
    </OpsPage>
  );
}
