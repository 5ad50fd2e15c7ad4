import { useRequest } from '@app/shared';
import { FilterChips, OpsPage } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type ApprovalKind, type ApprovalStatus, opsFinanceApi } from '../api/opsFinance';
import { ApprovalTable } from '../components/ApprovalTable';

const FILTERS: Array<{ value: ApprovalStatus | undefined; name: string }> = [
  { value: 'pending', name: '待复核' },
  { value: undefined, name: '全部' },
];

interface QueueProps {
  title?: string;
  subtitle?: string;
  /** Only these kinds (the 改判复核 page); the server already lists only kinds the operator may decide. */
  kinds?: readonly ApprovalKind[];
}

/** 复核队列: the requests of the kinds this operator may decide; their own wait for someone else. */
export function ApprovalQueuePage({
  title = '复核队列',
  subtitle = '加款、扣款、大额提现与改判须由发起人以外的运营复核；不能审批自己发起的申请',
  kinds,
}: QueueProps) {
  const [status, setStatus] = useState<ApprovalStatus | undefined>('pending');
  const list = useRequest(
    async () => {
      const rows = await opsFinanceApi.approvals(status ? { status } : {});
      return kinds ? rows.filter((row) => kinds.includes(row.kind)) : rows;
    },
    `finance:ApprovalQueuePage:${status ?? 'all'}`,
  );
  return (
    <OpsPage
      title={title}
      subtitle={subtitle}
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

/** 改判复核: corrections and cancellations of settled matches, for the traders who may decide them. */
export const ResettleQueuePage = () => (
  <ApprovalQueuePage
    title="改判复核"
    subtitle="已结算比赛的改判或取消须由发起人以外、有结算权限的运营复核；通过后重算注单并记入账本"
    kinds={['resettle', 'void_settled']}
  />
);
