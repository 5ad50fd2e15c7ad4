import { formatMoney, Page, Section, Skeleton, useRequest, useSession } from '@app/shared';
import { inviteApi } from '../../api/invite';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRouteTitle } from '../titles';
import styles from './invite.module.css';

/** /minePages/rules: the invite programme's rules, with the amounts the server actually pays. */
export function RulesPage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()} padded>
      {loggedIn ? <Rules /> : <LoginPrompt title="活动规则" text="登录后查看邀请活动规则" />}
    </Page>
  );
}

function Rules() {
  const rules = useRequest(() => inviteApi.rules(), 'social:RulesPage:rules');
  if (rules.status !== 'ready') return <Skeleton />;
  return (
    <>
      <div className={styles.ruleCards}>
        {rules.data.rules.map((rule) => (
          <div key={rule.key} className={styles.ruleCard}>
            <b>{formatMoney(rule.amount)}</b>
            <span>{rule.key === 'first_deposit' ? `好友累计充值满${rule.threshold}元` : '好友完成注册'}</span>
          </div>
        ))}
      </div>
      <Section title="活动规则">
        <ol className={styles.lines} data-testid="invite-rules">
          {rules.data.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ol>
      </Section>
    </>
  );
}
