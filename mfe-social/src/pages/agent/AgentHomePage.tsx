import { ListRow, Muted, Section, Skeleton, useRequest } from '@app/shared';
import { agentApi } from '../../api/agent';
import { StatGrid } from '../../components/StatGrid';
import { copyText } from '../invite/clipboard';
import { AgentPage } from './AgentGate';
import styles from './agent.module.css';

/** /agentPages/agent: the agent's code and link, team size and this month's team deposits and bets. */
export function AgentHomePage() {
  return (
    <AgentPage>
      <Overview />
    </AgentPage>
  );
}

function Overview() {
  const overview = useRequest(() => agentApi.overview(), 'social:AgentHomePage:overview');
  if (overview.status !== 'ready') return <Skeleton />;
  const data = overview.data;
  const link = `${window.location.origin}${window.location.pathname}#/areg?code=${encodeURIComponent(data.agent_code)}`;
  return (
    <>
      <section className={styles.hero}>
        <span className={styles.heroLabel}>我的代理码</span>
        <b className={styles.heroCode} data-testid="agent-code">
          {data.agent_code}
        </b>
        <button type="button" className={styles.copy} onClick={() => copyText(link, '推广链接已复制')}>
          复制推广链接
        </button>
        <Muted>{link}</Muted>
      </section>
      <Section title="团队概况">
        <StatGrid
          items={[
            { label: '团队人数', value: data.team_size, testId: 'team-size' },
            { label: '本月新增', value: data.new_members_month },
            { label: '本月投注人数', value: data.month_active_bettors },
          ]}
        />
        <StatGrid
          items={[
            { label: '本月团队充值(元)', value: data.month_deposit, testId: 'team-deposit' },
            { label: '本月团队投注(元)', value: data.month_bet, testId: 'team-bet' },
          ]}
        />
      </Section>
      <nav className={styles.menu}>
        <ListRow to="/agentPages/members">
          团队成员
          <Muted inline>{data.team_size}人 ›</Muted>
        </ListRow>
        <ListRow to="/agentPages/records">
          团队投注记录
          <Muted inline>查看 ›</Muted>
        </ListRow>
      </nav>
    </>
  );
}
