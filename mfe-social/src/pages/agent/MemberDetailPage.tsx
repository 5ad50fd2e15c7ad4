import { Button, Empty, formatDate, formatMoney, Section, Skeleton, useRequest } from '@app/shared';
import { useNavigate } from 'react-router-dom';
import { agentApi } from '../../api/agent';
import { StatGrid } from '../../components/StatGrid';
import { useIdParam } from '../../components/useIdParam';
import { AgentPage } from './AgentGate';
import styles from './agent.module.css';

/** /agentPages/memberDetail?id=: one member of the agent's downline (404 for anyone else's). */
export function MemberDetailPage() {
  return (
    <AgentPage>
      <MemberDetail />
    </AgentPage>
  );
}

function MemberDetail() {
  const id = useIdParam();
  const navigate = useNavigate();
  const member = useRequest(() => agentApi.member(id), `social:MemberDetailPage:member-${id}`);
  if (member.status === 'loading') return <Skeleton />;
  if (member.status === 'error') return <Empty text="成员不存在" />;
  const data = member.data;
  return (
    <>
      <Section title={data.username}>
        <div className={styles.facts}>
          <span>来源：{data.source_text}</span>
          <span>VIP{data.vip_level}</span>
          <span>注册：{formatDate(data.registered_at)}</span>
          <span>{data.enabled === 1 ? '正常' : '已禁用'}</span>
        </div>
        <StatGrid
          items={[
            { label: '余额', value: formatMoney(data.balance) },
            { label: '累计充值', value: data.paysum },
            { label: '累计投注', value: data.totalgame },
          ]}
        />
        <StatGrid
          items={[
            { label: '本月充值', value: data.month_deposit },
            { label: '本月投注', value: data.month_bet },
            { label: '累计提现', value: data.total_withdraw },
          ]}
        />
      </Section>
      <Button block onClick={() => navigate(`/agentPages/memberRecords?id=${data.id}`)}>
        查看成员记录
      </Button>
    </>
  );
}
