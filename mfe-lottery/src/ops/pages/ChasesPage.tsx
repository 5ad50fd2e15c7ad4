import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { useState } from 'react';
import { type ChaseQuery, opsLotteryApi } from '../api/opsLottery';
import styles from '../components/ops.module.css';

const PER_PAGE = 20;
const STATUS_CHIPS: Array<{ status: number | undefined; label: string }> = [
  { status: undefined, label: '全部' },
  { status: 0, label: '进行中' },
  { status: 1, label: '已完成' },
  { status: 2, label: '已停止' },
];

/** 追号计划 of every player (read-only): progress, the money held, played, refunded and won. */
export function ChasesPage() {
  const [query, setQuery] = useState<ChaseQuery>({ page: 1, per_page: PER_PAGE });
  const lotteries = useRequest(opsLotteryApi.lotteries, 'lotteries');
  const chases = useRequest(() => opsLotteryApi.chases(query), JSON.stringify(query));
  const filter = (change: Partial<ChaseQuery>) => setQuery({ ...query, ...change, page: 1 });
  const data = chases.status === 'ready' ? chases.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;

  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>追号计划</h1>
        {data && <span className={styles.muted}>共 {data.total} 个计划</span>}
      </header>
      <div className={styles.toolbar}>
        <fieldset className={styles.chipGroup} aria-label="追号状态">
          {STATUS_CHIPS.map((chip) => (
            <button
              key={chip.label}
              type="button"
              className={styles.chip}
              aria-pressed={query.status === chip.status}
              onClick={() => filter({ status: chip.status })}
            >
              {chip.label}
            </button>
          ))}
        </fieldset>
        <select
          className={styles.control}
          aria-label="彩种"
          value={query.lottery ?? ''}
          onChange={(event) => filter({ lottery: event.target.value || undefined })}
        >
          <option value="">全部彩种</option>
          {lotteries.status === 'ready' &&
            lotteries.data.map((lottery) => (
              <option key={lottery.code} value={lottery.code}>
                {lottery.name}
              </option>
            ))}
        </select>
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>计划编号 / 玩家</th>
              <th>彩种 / 玩法</th>
              <th>号码</th>
              <th>方式</th>
              <th className={styles.num}>进度</th>
              <th className={styles.num}>冻结总额</th>
              <th className={styles.num}>已投注</th>
              <th className={styles.num}>已退款</th>
              <th className={styles.num}>中奖</th>
              <th>状态</th>
              <th>创建时间</th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((chase) => (
              <tr key={chase.id} data-testid="ops-chase-row">
                <td>
                  <div>{chase.chase_no}</div>
                  <div className={styles.muted}>{chase.username}</div>
                </td>
                <td>
                  <div>{chase.lottery_name}</div>
                  <div className={styles.muted}>{chase.play_name}</div>
                </td>
                <td className={styles.code}>{chase.codes}</td>
                <td>
                  <div>{chase.mode_text}</div>
                  <div className={styles.muted}>{chase.stop_on_win ? '中奖后停止' : '中奖后继续'}</div>
                </td>
                <td className={styles.num}>
                  已追 {chase.placed_expects}/{chase.expects} 期
                </td>
                <td className={styles.num}>{formatMoney(chase.total_stake)}</td>
                <td className={styles.num}>{formatMoney(chase.played_stake)}</td>
                <td className={styles.num}>{formatMoney(chase.refunded)}</td>
                <td className={styles.num}>{formatMoney(chase.win_amount)}</td>
                <td>
                  <span className={`${styles.badge} ${chase.status === 0 ? styles.live : ''}`}>
                    {chase.status_text}
                  </span>
                  {chase.stop_reason_text && <div className={styles.muted}>{chase.stop_reason_text}</div>}
                </td>
                <td>{formatDateTime(chase.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {chases.status === 'loading' && <p className={styles.empty}>加载中…</p>}
        {chases.status === 'error' && <p className={styles.empty}>加载失败，请稍后重试</p>}
        {data?.list.length === 0 && <p className={styles.empty}>没有符合条件的追号计划</p>}
      </div>
      <nav className={styles.pager} aria-label="分页">
        <span>
          第 {query.page} / {pages} 页
        </span>
        <button
          type="button"
          className={styles.action}
          disabled={query.page <= 1}
          onClick={() => setQuery({ ...query, page: query.page - 1 })}
        >
          上一页
        </button>
        <button
          type="button"
          className={styles.action}
          disabled={query.page >= pages}
          onClick={() => setQuery({ ...query, page: query.page + 1 })}
        >
          下一页
        </button>
      </nav>
    </section>
  );
}
