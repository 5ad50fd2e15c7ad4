import { formatDateTime, formatMoney, toast, useRequest } from '@app/shared';
import { ActionButton, type Column, kit, OpsPage, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import { type ActivityApplication, opsDeskApi } from '../../api/desk';

/** 活动申请: the manual-review queue, oldest first; approving pays the reward once, both tell the player. */
export function ActivityApplicationsPage() {
  const queue = useRequest(() => opsDeskApi.applications(), 'social:ActivityApplicationsPage:applications');
  const [remarks, setRemarks] = useState<Record<number, string>>({});

  const decide = async (application: ActivityApplication, decision: 'approve' | 'reject') => {
    const remark = remarks[application.id]?.trim() ?? '';
    const call = decision === 'approve' ? opsDeskApi.approve : opsDeskApi.reject;
    await call(application.id, remark);
    toast.success(
      decision === 'approve' ? `已通过，奖励 ${formatMoney(application.reward)} 已发放` : '已拒绝',
    );
    queue.reload();
  };

  const columns: Array<Column<ActivityApplication>> = [
    { title: '玩家', nowrap: true, cell: (application) => application.username },
    { title: '活动', cell: (application) => application.title },
    { title: '奖励（元）', numeric: true, cell: (application) => formatMoney(application.reward) },
    { title: '申请时间', nowrap: true, cell: (application) => formatDateTime(application.created_at) },
    {
      title: '备注（拒绝时告知玩家）',
      cell: (application) => (
        <input
          className={kit.input}
          maxLength={200}
          aria-label={`${application.username} 备注`}
          value={remarks[application.id] ?? ''}
          onChange={(event) => setRemarks({ ...remarks, [application.id]: event.target.value })}
        />
      ),
    },
    {
      title: '操作',
      nowrap: true,
      cell: (application) => (
        <div className={kit.actions}>
          <ActionButton variant="primary" onClick={() => decide(application, 'approve')}>
            通过
          </ActionButton>
          <ActionButton variant="danger" onClick={() => decide(application, 'reject')}>
            拒绝
          </ActionButton>
        </div>
      ),
    },
  ];

  return (
    <OpsPage
      title="活动申请"
      subtitle="需人工审核的活动申请；通过即发放奖励（仅一次），结果以站内信通知玩家。"
    >
      <Table
        label="待审核申请"
        rows={queue.status === 'ready' ? queue.data : []}
        status={queue.status}
        columns={columns}
        rowKey={(application) => application.id}
        rowTestId={() => 'application-row'}
        empty="没有待审核的申请"
      />
    </OpsPage>
  );
}
