import { Button, Empty, Page, Section, Skeleton, useRequest, useSession } from '@app/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { inviteApi } from '../../api/invite';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRouteTitle } from '../titles';

/**
 * The agent pages' frame: only agents see their content. The server refuses anyone else (403 您不是代理);
 * asking the status first lets a player approved since they logged in in without a fresh login.
 */
export function AgentPage({ children, padded = true }: { children: ReactNode; padded?: boolean }) {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()} padded={padded}>
      {loggedIn ? <Gate>{children}</Gate> : <LoginPrompt title="代理中心" text="登录后进入代理中心" />}
    </Page>
  );
}

function Gate({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const status = useRequest(() => inviteApi.agentStatus({ silent: true }), 'social:AgentGate:agent-status');
  if (status.status === 'loading') return <Skeleton />;
  if (status.status === 'error') return <Empty text="加载失败，请稍后重试" />;
  if (status.data.is_agent !== 1) {
    return (
      <Section title="代理中心">
        <Empty text="您不是代理" />
        <Button block onClick={() => navigate('/minePages/agent-apply')}>
          申请成为代理
        </Button>
      </Section>
    );
  }
  return <>{children}</>;
}
