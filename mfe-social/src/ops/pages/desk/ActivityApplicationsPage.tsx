import { Button, formatDateTime, formatMoney, toast, useRequest } from '@app/shared';
import { useState } from 'react';
import { type ActivityApplication, opsDeskApi } from '../../api/desk';
import { OpsCard, OpsPanel } from '../../components/OpsPanel';
import styles from '../../components/ops.module.css';
import { alreadyToasted } from '../../components/toasted';

/** 活动申请: the manual-review queue, oldest first; approving pays the reward once, both tell the player. */
export function ActivityApplicationsPage() {
  const queue = useRequest(() => opsDeskApi.applications(), 'applications');
  const [remarks, setRemarks] = useState<Record<number, string>>({});

  const decide = (application: ActivityApplication, decision: 'approve' | 'reject') => {
    const remark = remarks[application.id]?.trim() ?? '';
    const call = decision === 'approve' ? opsDeskApi.approve : opsDeskApi.reject;
    call(application.id, remark).then(() => {
      toast.success(
        decision === 'approve' ? `已通过，奖励 ${formatMoney(application.reward)} 已发放` : '已拒绝',
      );
      queue.reload();
    }, alreadyToasted);
  };

  return (
    <OpsPanel title="活动申请" hint="需人工审核的活动申请；通过即发放奖励（仅一次），结果以站内信通知玩家。">
      <OpsCard>
        {queue.status === 'ready' && queue.data.length === 0 && (
          <p className={styles.empty}>没有待审核的申请</p>
        )}
        {queue.status === 'ready' && queue.data.length > 0 && (
          <table className={styles.table}>
            <thead>
              <tr>
                <th>玩家</th>
                <th>活动</th>
                <th>奖励（元）</th>
                <th>申请时间</th>
                <th>备注（拒绝时告知玩家）</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {queue.data.map((application) => (
                <tr key={application.id} data-testid="application-row">
                  <td>{application.username}</td>
                  <td>{application.title}</td>
                  <td>{formatMoney(application.reward)}</td>
                  <td>{formatDateTime(application.created_at)}</td>
                  <td>
                    <input
                      className={styles.input}
                      maxLength={200}
                      aria-label={`${application.username} 备注`}
                      value={remarks[application.id] ?? ''}
                      onChange={(event) => setRemarks({ ...remarks, [application.id]: event.target.value })}
                    />
                  </td>
                  <td>
                    <div className={styles.actions}>
                      <Button className={styles.small} onClick={() => decide(application, 'approve')}>
                        通过
                      </Button>
                      <Button
                        variant="danger"
                        className={styles.small}
                        onClick={() => decide(application, 'reject')}
                      >
                        拒绝
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </OpsCard>
    </OpsPanel>
  );
}
