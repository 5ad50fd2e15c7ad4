import { userApi } from '@app/shared';
import { type SponsoredRegisterConfig, SponsoredRegisterPage } from './components/SponsoredRegisterPage';

const INVITE_CONFIG: SponsoredRegisterConfig = {
  title: '会员注册',
  subtitle: '填写邀请码，与好友一起赢奖励',
  codeLabel: '邀请码',
  codeParams: ['invite_code', 'code'],
  sponsorLabel: '邀请人',
  invalidMessage: '邀请码无效',
  lookup: async (code) => {
    const result = await userApi.validateInvite(code, { silent: true });
    return result.valid ? (result.inviter ?? code) : null;
  },
  register: (input, invite_code) => userApi.inviteRegister({ ...input, invite_code }),
};

/** /ireg: member registration by invite code. */
export function InviteRegisterPage() {
  return <SponsoredRegisterPage config={INVITE_CONFIG} />;
}
