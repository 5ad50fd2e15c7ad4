import {
  Button,
  Dialog,
  formatMoney,
  ListRow,
  Muted,
  Page,
  Skeleton,
  useRequest,
  useSession,
} from '@app/shared';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { type InviteInfo, type InviteRules, inviteApi } from '../../api/invite';
import { LoginPrompt } from '../../components/LoginPrompt';
import { StatGrid } from '../../components/StatGrid';
import { useRouteTitle } from '../titles';
import { copyText, inviteLinkFor } from './clipboard';
import styles from './invite.module.css';

/** /minePages/invite: the player's code, link and QR code to share, and what inviting has earned. */
export function InvitePage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()}>
      {loggedIn ? (
        <Invite />
      ) : (
        <div className={styles.body}>
          <LoginPrompt title="邀请好友" text="登录后获取您的专属邀请码和邀请链接" />
        </div>
      )}
    </Page>
  );
}

function Invite() {
  const info = useRequest(
    () => Promise.all([inviteApi.info(), inviteApi.rules({ silent: true })]),
    'social:InvitePage:info',
  );
  const isAgent = useSession((state) => state.user?.is_agent === 1);
  if (info.status !== 'ready') return <Skeleton />;
  const [data, rules] = info.data;
  return <InviteCard info={data} rules={rules} reload={info.reload} isAgent={isAgent} />;
}

/** 好友注册得 8.00 元，好友首充满 100.00 元再得 18.00 元: from the rules the server pays by. */
function rewardLine(rules: InviteRules): string {
  const register = rules.rules.find((rule) => rule.key === 'register');
  const deposit = rules.rules.find((rule) => rule.key === 'first_deposit');
  return [
    register && `好友注册得 ${formatMoney(register.amount)} 元`,
    deposit && `好友首充满 ${formatMoney(deposit.threshold)} 元再得 ${formatMoney(deposit.amount)} 元`,
  ]
    .filter(Boolean)
    .join('，');
}

interface InviteCardProps {
  info: InviteInfo;
  rules: InviteRules;
  reload: () => void;
  isAgent: boolean;
}

function InviteCard({ info, rules, reload, isAgent }: InviteCardProps) {
  const [confirming, setConfirming] = useState(false);
  const link = inviteLinkFor(info.invite_code);
  const share = async () => {
    if (navigator.share) {
      try {
        await navigator.share({
          title: '邀请您加入星辰体育',
          text: `我的邀请码 ${info.invite_code}`,
          url: link,
        });
        return;
      } catch {
        // Cancelled or refused by the system sheet: copying the link is the fallback.
      }
    }
    await copyText(link, '链接已复制，快去分享给好友吧');
  };
  const regenerate = async () => {
    setConfirming(false);
    await inviteApi.generateCode();
    reload();
  };

  return (
    <div className={styles.body}>
      <section className={styles.hero}>
        <div className={styles.heroTitle}>邀请好友 赚取奖励</div>
        <div className={styles.heroText}>{rewardLine(rules)}</div>
        <div className={styles.codeBox}>
          <span className={styles.codeLabel}>我的邀请码</span>
          <span className={styles.code} data-testid="invite-code">
            {info.invite_code}
          </span>
          <button
            type="button"
            className={styles.smallButton}
            onClick={() => copyText(info.invite_code, '邀请码已复制')}
          >
            复制
          </button>
        </div>
        <div className={styles.qr}>
          <QRCodeSVG value={link} size={148} marginSize={2} level="M" />
        </div>
        <div className={styles.link} data-testid="invite-link">
          {link}
        </div>
        <div className={styles.buttons}>
          <Button
            variant="ghost"
            onClick={() => copyText(link, '邀请链接已复制')}
            data-testid="invite-copy-link"
          >
            复制链接
          </Button>
          <Button onClick={share}>立即分享</Button>
        </div>
        <button type="button" className={styles.regenerate} onClick={() => setConfirming(true)}>
          更换邀请码
        </button>
      </section>
      <section className={styles.card}>
        <StatGrid
          items={[
            { label: '邀请人数', value: info.invited_count, testId: 'invite-count' },
            { label: '已充值', value: info.deposited_count },
            { label: '累计奖励(元)', value: info.total_reward },
          ]}
        />
      </section>
      <nav className={styles.menu}>
        <ListRow to="/minePages/referrals">
          我的下级
          <Muted inline>{info.invited_count}人 ›</Muted>
        </ListRow>
        <ListRow to="/minePages/rewards">
          我的奖励
          <Muted inline>{formatMoney(info.total_reward)}元 ›</Muted>
        </ListRow>
        <ListRow to="/minePages/rules">
          活动规则
          <Muted inline>查看 ›</Muted>
        </ListRow>
        {isAgent ? (
          <ListRow to="/agentPages/agent">
            代理中心
            <Muted inline>团队数据 ›</Muted>
          </ListRow>
        ) : (
          <ListRow to="/minePages/agent-apply">
            申请代理
            <Muted inline>更高收益 ›</Muted>
          </ListRow>
        )}
      </nav>
      <Dialog
        open={confirming}
        title="更换邀请码"
        confirmText="确认更换"
        onConfirm={regenerate}
        onCancel={() => setConfirming(false)}
      >
        更换后旧邀请码和旧链接立即失效，已邀请的好友不受影响。
      </Dialog>
    </div>
  );
}
