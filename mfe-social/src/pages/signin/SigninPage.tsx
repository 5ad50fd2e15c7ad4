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
import { useNavigate } from 'react-router-dom';
import { type SigninStatus, signinApi } from '../../api/activity';
import { monthCells, shiftMonth, WEEKDAYS } from './calendar';
import styles from './signin.module.css';

function RewardLadder({ status }: { status: SigninStatus }) {
  // Which of the 7 days of the cycle today is (or was, once signed).
  const current = ((status.next_streak - 1) % status.rewards.length) + 1;
  return (
    <div className={styles.ladder}>
      {status.rewards.map((entry) => {
        const done = entry.day < current || (entry.day === current && status.signed_today);
        const today = entry.day === current;
        return (
          <div
            key={entry.day}
            className={`${styles.rung} ${done ? styles.rungDone : ''} ${today ? styles.rungToday : ''}`}
          >
            <span className={styles.rungReward}>{entry.reward.replace(/\.00$/, '')}</span>
            <span className={styles.rungDay}>第{entry.day}天</span>
          </div>
        );
      })}
    </div>
  );
}

function MonthGrid({ status, onMonth }: { status: SigninStatus; onMonth: (month: string) => void }) {
  const signed = new Set(status.days.map((entry) => entry.day));
  const isCurrentMonth = status.month === status.today.slice(0, 7);
  return (
    <div data-testid="signin-calendar">
      <div className={styles.monthBar}>
        <button type="button" onClick={() => onMonth(shiftMonth(status.month, -1))} aria-label="上个月">
          ‹
        </button>
        <span>
          {status.month.slice(0, 4)}年{Number(status.month.slice(5))}月
        </span>
        <button
          type="button"
          onClick={() => onMonth(shiftMonth(status.month, 1))}
          disabled={isCurrentMonth}
          aria-label="下个月"
        >
          ›
        </button>
      </div>
      <div className={styles.grid}>
        {WEEKDAYS.map((day) => (
          <span key={day} className={styles.weekday}>
            {day}
          </span>
        ))}
        {monthCells(status.month).map((day, index) =>
          day ? (
            <span
              key={day}
              className={`${styles.day} ${signed.has(day) ? styles.signed : ''} ${day === status.today ? styles.today : ''}`}
              data-signed={signed.has(day) ? 'true' : undefined}
            >
              {Number(day.slice(8))}
            </span>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity.
            <span key={`pad-${index}`} />
          ),
        )}
      </div>
    </div>
  );
}

/** /pages/signin/index: today's reward and sign-in button, the 7-day ladder and the month calendar. */
export function SigninPage() {
  const navigate = useNavigate();
  const [month, setMonth] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const requestKey = useRef(newIdempotencyKey('signin'));
  // The calendar stays on screen while another month is read.
  const requested = useRequest(
    () => (isLoggedIn() ? signinApi.status(month) : Promise.resolve(null)),
    `social:SigninPage:status-${month ?? 'this-month'}`,
    { keepPrevious: true },
  );
  const status = requested.status === 'ready' ? requested.data : null;

  const signIn = async () => {
    setBusy(true);
    try {
      const result = await signinApi.signIn({ idempotencyKey: requestKey.current });
      toast.success(`签到成功，连续签到${result.streak}天，奖励${formatMoney(result.reward)}元已到账`);
      requestKey.current = newIdempotencyKey('signin');
      // Every month read so far counts one day fewer: the one shown is read again, the others forgotten.
      invalidateRequests('social:SigninPage:');
      setMonth(undefined);
    } catch {
      // The refusal (e.g. 今日已签到) is already shown.
    } finally {
      setBusy(false);
    }
  };

  if (!isLoggedIn()) {
    return (
      <Page title="每日签到" padded>
        <Section title="每日签到">
          <Empty text="登录后即可签到领取奖励" />
          <Button block onClick={() => navigate('/pages/login/login')}>
            去登录
          </Button>
        </Section>
      </Page>
    );
  }

  return (
    <Page title="每日签到" padded>
      {requested.status === 'loading' && <Skeleton />}
      {requested.status === 'error' && <Empty text="签到信息加载失败，请稍后重试" />}
      {status && (
        <>
          <div className={styles.hero}>
            <span className={styles.heroLabel}>已连续签到</span>
            <span className={styles.heroStreak} data-testid="signin-streak">
              {status.streak}
              <small>天</small>
            </span>
            <span className={styles.heroHint}>
              {status.signed_today ? '今日已签到，明天再来哦' : `今日签到可领 ${status.today_reward} 元`}
            </span>
            <Button className={styles.heroButton} loading={busy} onClick={signIn} data-testid="signin-button">
              {status.signed_today ? '今日已签到' : '立即签到'}
            </Button>
          </div>
          <Section title="连续签到奖励（元）">
            <RewardLadder status={status} />
          </Section>
          <Section title={`签到日历 · 累计 ${status.total_days} 天`}>
            <MonthGrid status={status} onMonth={setMonth} />
          </Section>
        </>
      )}
    </Page>
  );
}
