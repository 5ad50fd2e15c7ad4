import {
  Button,
  configApi,
  Empty,
  Field,
  formatDateTime,
  formatMoney,
  Page,
  Section,
  Skeleton,
  TextArea,
  toast,
  useRequest,
  useSession,
} from '@app/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { type PublishableOrder, plansApi } from '../../api/plans';
import { LoginPrompt } from '../../components/LoginPrompt';
import { useRouteTitle } from '../titles';
import styles from './plans.module.css';

/** The operator's cap when the config cannot be read: the server checks the real one either way. */
const FALLBACK_MAX_PERCENT = 10;

/** /planPages/publish(?order_id=): publish one of the player's pending pre-match orders as a plan. */
export function PublishPlanPage() {
  const loggedIn = useSession((state) => !!state.token);
  return (
    <Page title={useRouteTitle()}>
      {loggedIn ? (
        <PublishForm />
      ) : (
        <div className={styles.list}>
          <LoginPrompt title="发布方案" text="登录后把你的注单发布为方案" />
        </div>
      )}
    </Page>
  );
}

function PublishForm() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const orders = useRequest(
    () =>
      Promise.all([
        plansApi.publishable(),
        configApi
          .get<number>('plan_commission_max_percent', { silent: true })
          .then((entry) => Number(entry.value))
          .catch(() => FALLBACK_MAX_PERCENT),
      ]),
    'social:PublishPlanPage:publishable',
  );
  const [picked, setPicked] = useState(Number(params.get('order_id')) || 0);
  const [rate, setRate] = useState('5');
  const [analysis, setAnalysis] = useState('');
  const [busy, setBusy] = useState(false);
  if (orders.status === 'loading') return <Skeleton />;
  if (orders.status === 'error') return <Empty text="加载失败，请稍后重试" />;
  const [list, maxPercent] = orders.data;
  if (list.length === 0) {
    return <Empty text="没有可发布的注单：赛前、未开赛的待开奖注单才能发布" />;
  }
  const chosen = list.some((order) => order.id === picked) ? picked : (list[0]?.id ?? 0);

  const publish = async () => {
    setBusy(true);
    try {
      const plan = await plansApi.publish({
        order_id: chosen,
        commission_rate: Number(rate || 0),
        analysis: analysis.trim(),
      });
      toast.success('方案已发布');
      navigate(`/planPages/detail?id=${plan.id}`, { replace: true });
    } catch {
      // The http client has toasted the server's reason.
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.detail}>
      <Section title="选择注单">
        <div role="radiogroup" aria-label="选择注单" className={styles.orders}>
          {list.map((order) => (
            <OrderChoice key={order.id} order={order} checked={order.id === chosen} onPick={setPicked} />
          ))}
        </div>
      </Section>
      <Field
        label="佣金比例(%)"
        inputMode="numeric"
        value={rate}
        onChange={(value) => setRate(value.replace(/\D/g, '').slice(0, 3))}
        placeholder={`0-${maxPercent}`}
      />
      <p className={styles.hint}>佣金只从跟单者的盈利中抽取，最高 {maxPercent}%，未中奖不收取。</p>
      <TextArea
        label="方案分析（选填）"
        value={analysis}
        onChange={setAnalysis}
        maxLength={2000}
        rows={4}
        placeholder="说说你的理由"
      />
      <Button block loading={busy} onClick={publish} className={styles.submit}>
        发布方案
      </Button>
    </div>
  );
}

function OrderChoice({
  order,
  checked,
  onPick,
}: {
  order: PublishableOrder;
  checked: boolean;
  onPick: (id: number) => void;
}) {
  const first = order.legs[0];
  return (
    <label className={`${styles.orderChoice} ${checked ? styles.orderChosen : ''}`}>
      <input
        type="radio"
        name="plan-order"
        className={styles.radio}
        checked={checked}
        onChange={() => onPick(order.id)}
      />
      <b>
        {order.combo_names.join(' ') || order.mode_text} · {order.legs.length}场 · {formatMoney(order.stake)}{' '}
        元
      </b>
      <span>
        {first ? `${first.home_team} vs ${first.away_team}` : order.order_no}
        {order.legs.length > 1 ? ' 等' : ''} · {formatDateTime(order.created_at)}
      </span>
    </label>
  );
}
