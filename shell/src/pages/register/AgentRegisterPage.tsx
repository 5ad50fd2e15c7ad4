import { userApi } from '@app/shared';
import { type SponsoredRegisterConfig, SponsoredRegisterPage } from './components/SponsoredRegisterPage';

const AGENT_CONFIG: SponsoredRegisterConfig = {
  title: '加入代理',
  subtitle: '填写代理码，成为代理旗下会员',
  codeLabel: '代理码',
  codeParams: ['agent_code', 'code'],
  sponsorLabel: '所属代理',
  invalidMessage: '代理码无效',
  lookup: async (code) => {
    const result = await userApi.validateAgent(code, { silent: true });
    return result.valid ? (result.agent ?? code) : null;
  },
  register: (input, agent_code) => userApi.agentRegister({ ...input, agent_code }),
};

/** /areg: join by agent code. */
export function AgentRegisterPage() {
  return <SponsoredRegisterPage config={AGENT_CONFIG} />;
}
