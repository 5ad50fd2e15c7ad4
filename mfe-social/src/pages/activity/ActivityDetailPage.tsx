import {
  Button,
  Empty,
  formatMoney,
  invalidateRequests,
  isLoggedIn,
  newIdempotencyKey,
  Page,
  Section,
  Skeleton,
  toast,
  useRequest,
} from '@app/shared';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type Activity, type ActivityApplicationStatus, activityApi } from '../../api/activity';
import { ProgressBar } from '../vip/ProgressBar';
import styles from './activity.module.css';
import { StatusBadge } from './StatusBadge';
import { MY_APPLICATIONS_KEY, useReloadOnNotification } from './usePeriodApplications';

function Facts({ activity }: { activity: Activity }) {
  return (
    <div className={styles.facts}>
      <div className={styles.fact}>
        <span className={styles.factValue}>{formatMoney(activity.reward)}</span>
        <span className={styles.factLabel}>奖励(元)</span>
      </div>
      <div className={styles.fact}>
        <span className={styles.factValue}>{activity.period_text}</span>
        <span className={styles.factLabel}>参与次数</span>
      </div>
      <div className={styles.fact}>
        <span className={styles.factValue}>
          {activity.auto_grant ? '自动' : activity.automatic ? '即时' : '审核'}
        </span>
        <span className={styles.factLabel}>发放方式</span>
      </div>
    </div>
  );
}

function MyStatus({ status, autoGrant }: { status: ActivityApplicationStatus; autoGrant: boolean }) {
  const { application } = status;
  return (
    <div className={styles.status} data-testid="activity-my-status">
      {application ? (
        <div className={styles.statusLine}>
          <span>{autoGrant ? '本期奖励' : '本期申请'}</span>
          <StatusBadge status={application.status} text={application.status_text} />
        </div>
      ) : (
        <>
          <div className={styles.statusLine}>
            <span>活动进度</span>
            <span>{status.progress}%</span>
          </div>
          <ProgressBar value={status.progress} label="活动进度" />
          {status.reason ? <span className={styles.statusLine}>{status.reason}</span> : null}
        </>
      )}
      {application?.remark ? <span className={styles.statusLine}>备注：{application.remark}</span> : null}
    </div>
  );
}

/** /activityPages/detail?id=: the rules (plain text), the player's status and the apply button. */
export function ActivityDetailPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const validId = Number.isInteger(id) && id > 0;
  const activity = useRequest(
    () => (validId ? activityApi.detail(id) : Promise.reject(new Error('no id'))),
    `social:ActivityDetailPage:activity-${id}`,
  );
  const statusRequest = useRequest(
    () =>
      validId && isLoggedIn()
        ? activityApi.applicationStatus(id, { silent: true }).catch(() => null)
        : Promise.resolve(null),
    `social:ActivityDetailPage:status-${id}`,
  );
  const status = statusRequest.status === 'ready' ? statusRequest.data : null;
  const { reload: reloadStatus } = statusRequest;
  // An automatic grant is announced as a realtime notification: the status is asked again when one arrives.
  useReloadOnNotification(reloadStatus);
  const [applying, setApplying] = useState(false);
  // One key per intent: a double tap or a retry reuses it, so the reward is asked for once.
  const requestKey = useRef(newIdempotencyKey('activity'));

  const apply = async () => {
    if (!isLoggedIn()) {
      navigate('/pages/login/login');
      return;
    }
    setApplying(true);
    try {
      const result = await activityApi.apply(id, { idempotencyKey: requestKey.current });
      toast.success(
        result.status === 1 ? `领取成功，${formatMoney(result.reward)}元已到账` : '申请已提交，请等待审核',
      );
      requestKey.current = newIdempotencyKey('activity');
      invalidateRequests(MY_APPLICATIONS_KEY);
      await reloadStatus();
    } catch {
      // The client already showed the server's reason.
    } finally {
      setApplying(false);
    }
  };

  const buttonText = () => {
    if (!isLoggedIn()) return '登录后参与';
    if (status?.application) return status.application.status_text;
    const ready = activity.status === 'ready' ? activity.data : null;
    if (ready?.auto_grant) return '满足条件后自动发放';
    if (status && !status.eligible) return '未满足条件';
    return ready?.automatic ? '立即领取' : '立即申请';
  };

  return (
    <Page title="活动详情">
      {activity.status === 'loading' && <Skeleton />}
      {activity.status === 'error' && <Empty text="活动不存在或已下线" />}
      {activity.status === 'ready' && (
        <>
          {activity.data.banner ? (
            <img src={activity.data.banner} alt={activity.data.title} className={styles.hero} />
          ) : null}
          <div className={styles.detail}>
            <Section title={activity.data.title}>
              <p className={styles.summary}>{activity.data.summary}</p>
              <Facts activity={activity.data} />
            </Section>
            <Section title="参与条件">
              <p className={styles.rules}>{activity.data.condition}</p>
              {status ? <MyStatus status={status} autoGrant={activity.data.auto_grant} /> : null}
            </Section>
            <Section title="活动规则">
              <p className={styles.rules} data-testid="activity-rules">
                {activity.data.content}
              </p>
            </Section>
          </div>
          <div className={styles.footer}>
            <Button
              block
              loading={applying}
              disabled={isLoggedIn() && !status?.can_apply}
              onClick={apply}
              data-testid="activity-apply"
            >
              {buttonText()}
            </Button>
          </div>
        </>
      )}
    </Page>
  );
}
