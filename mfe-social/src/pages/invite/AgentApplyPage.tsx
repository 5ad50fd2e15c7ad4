import {
  Button,
  Dialog,
  Field,
  formatDateTime,
  Muted,
  Page,
  Section,
  Skeleton,
  TextArea,
  toast,
  useRequest,
  useSession,
} from '@app/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { agentApi } from '../../api/agent';
import { type AgentApplication, type AgentStatus, inviteApi } from '../../api/invite';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRouteTitle } from '../titles';
import styles from './invite.module.css';

/** /minePages/agent-apply: submit an application, follow its status, cancel it, see the history. */
export function AgentApplyPage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()} padded>
      {loggedIn ? <AgentApply /> : <LoginPrompt title="申请代理" text="登录后即可申请成为代理" />}
    </Page>
  );
}

function AgentApply() {
  const status = useRequest(
    () => Promise.all([inviteApi.agentStatus(), agentApi.applicationHistory({ per_page: 20 })]),
    'social:AgentApplyPage:status',
  );
  if (status.status !== 'ready') return <Skeleton />;
  const [current, history] = status.data;
  return (
    <>
      <Section title="代理权益">
        <div className={styles.perks}>
          <span>
            <b>专属代理码</b>好友注册自动绑定
          </span>
          <span>
            <b>团队数据</b>充值投注实时可查
          </span>
          <span>
            <b>更高收益</b>团队越大收益越高
          </span>
        </div>
      </Section>
      <Current status={current} onChange={status.reload} />
      {history.list.length > 0 && (
        <Section title="申请记录">
          {history.list.map((item) => (
            <HistoryRow key={item.id} item={item} />
          ))}
        </Section>
      )}
    </>
  );
}

function Current({ status, onChange }: { status: AgentStatus; onChange: () => void }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (status.is_agent === 1) {
    return (
      <Section title="申请状态">
        <div className={styles.status}>
          <span className={styles.statusBadge} data-testid="agent-status">
            您已是代理
          </span>
          <Muted>代理码 {status.agent_code}</Muted>
          <Button block onClick={() => navigate('/agentPages/agent')}>
            进入代理中心
          </Button>
        </div>
      </Section>
    );
  }
  if (status.status === 'pending' && status.application) {
    const cancel = async () => {
      setConfirming(false);
      await agentApi.cancelApplication();
      toast.success('申请已取消');
      onChange();
    };
    return (
      <Section title="申请状态">
        <div className={styles.status}>
          <span className={styles.statusBadge} data-testid="agent-status">
            审核中
          </span>
          <Muted>您已提交申请，请等待审核（提交于 {formatDateTime(status.application.created_at)}）</Muted>
          <Button variant="ghost" block onClick={() => setConfirming(true)}>
            取消申请
          </Button>
        </div>
        <Dialog
          open={confirming}
          title="取消申请"
          confirmText="确认取消"
          onConfirm={cancel}
          onCancel={() => setConfirming(false)}
        >
          取消后可以重新提交申请。
        </Dialog>
      </Section>
    );
  }
  return <ApplyForm rejected={status.status === 'rejected' ? status.application : null} onDone={onChange} />;
}

function ApplyForm({ rejected, onDone }: { rejected: AgentApplication | null; onDone: () => void }) {
  const [realName, setRealName] = useState(rejected?.real_name ?? '');
  const [contact, setContact] = useState(rejected?.contact ?? '');
  const [reason, setReason] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      await inviteApi.applyAgent({
        real_name: realName.trim(),
        contact: contact.trim(),
        reason: reason.trim(),
      });
      toast.success('您已提交申请，请等待审核');
      onDone();
    } finally {
      setSubmitting(false);
    }
  };
  return (
    <Section title="填写申请">
      {rejected && <Muted>上次申请未通过：{rejected.reject_reason}，可修改后重新提交。</Muted>}
      <form onSubmit={submit}>
        <Field
          label="真实姓名"
          value={realName}
          onChange={setRealName}
          maxLength={20}
          placeholder="请输入真实姓名"
          data-testid="agent-real-name"
        />
        <Field
          label="联系方式"
          value={contact}
          onChange={setContact}
          maxLength={40}
          placeholder="手机号或微信号"
          data-testid="agent-contact"
        />
        <TextArea
          className={styles.reason}
          id="agent-reason"
          label="申请理由（推广渠道、团队规模等，至少10个字）"
          value={reason}
          onChange={setReason}
          maxLength={500}
          placeholder="例如：本人运营500人球迷群，希望推广平台"
          data-testid="agent-reason"
        />
        <div style={{ marginTop: 16 }}>
          <Button
            type="submit"
            block
            loading={submitting}
            disabled={!realName || !contact || reason.trim().length < 10}
            data-testid="agent-submit"
          >
            提交申请
          </Button>
        </div>
      </form>
    </Section>
  );
}

function HistoryRow({ item }: { item: AgentApplication }) {
  return (
    <div className={styles.row}>
      <span className={styles.rowMain}>
        <b>{item.status_text}</b>
        <span>{formatDateTime(item.created_at)}</span>
        {item.reject_reason && <span>原因：{item.reject_reason}</span>}
      </span>
    </div>
  );
}
