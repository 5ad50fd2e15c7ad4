import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type MatchStatus, type OpsMatchQuery, type OpsMatchRow, opsMatchesApi } from '../api/opsMatches';
import { MarketBadge, StatusBadge } from '../components/MarketBadge';
import { MatchActions } from '../components/MatchActions';
import { matchScore } from '../components/matchText';
import styles from '../components/ops.module.css';
import { matchPath } from '../paths';

const PER_PAGE = 20;
const STATUS_CHIPS: Array<{ status: MatchStatus | undefined; label: string }> = [
  { status: undefined, label: '全部' },
  { status: 0, label: '未开赛' },
  { status: 1, label: '进行中' },
  { status: 2, label: '已完场' },
  { status: 3, label: '已取消' },
];
const SPORTS = [
  { value: '', label: '全部项目' },
  { value: '1', label: '足球' },
  { value: '2', label: '篮球' },
  { value: '3', label: '网球' },
  { value: '4', label: '排球' },
];

function MainOdds({ match }: { match: OpsMatchRow }) {
  if (!match.odds) return <span className={styles.muted}>—</span>;
  return (
    <span>
      <span className={styles.muted}>{match.odds.name} </span>
      {match.odds.options.map((option) => `${option.name} ${option.odds}`).join(' · ')}
    </span>
  );
}

/** 赛事: every match with its state, in-play market, main prices and open orders, and what can be done to it. */
export function MatchesPage() {
  // Live matches first: that is where prices move and markets are held.
  const [query, setQuery] = useState<OpsMatchQuery>({ status: 1, page: 1, per_page: PER_PAGE });
  const matches = useRequest(() => opsMatchesApi.list(query), JSON.stringify(query));
  const filter = (change: Partial<OpsMatchQuery>) => setQuery({ ...query, ...change, page: 1 });
  const data = matches.status === 'ready' ? matches.data : null;
  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;

  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>赛事</h1>
        {data && <span className={styles.muted}>共 {data.total} 场</span>}
      </header>
      <div className={styles.toolbar}>
        <fieldset className={styles.chipGroup} aria-label="比赛状态">
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
          aria-label="体育项目"
          value={query.sport ?? ''}
          onChange={(event) => filter({ sport: event.target.value ? Number(event.target.value) : undefined })}
        >
          {SPORTS.map((sport) => (
            <option key={sport.value} value={sport.value}>
              {sport.label}
            </option>
          ))}
        </select>
        <input
          type="date"
          className={styles.control}
          aria-label="比赛日期"
          value={query.date ?? ''}
          onChange={(event) => filter({ date: event.target.value || undefined })}
        />
      </div>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>场次 / 联赛</th>
              <th>对阵 / 开赛时间</th>
              <th>状态 / 比分</th>
              <th>滚球盘口</th>
              <th>主玩法赔率</th>
              <th className={styles.num}>待结算注单</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {data?.list.map((match) => (
              <tr key={match.id} data-testid="ops-match-row">
                <td>
                  <div>{match.match_no}</div>
                  <div className={styles.muted}>
                    {match.sport_name} · {match.league_name}
                  </div>
                </td>
                <td className={styles.teams}>
                  <Link to={matchPath(match.id)}>
                    {match.home_team} vs {match.away_team}
                  </Link>
                  <div className={styles.muted}>{formatDateTime(match.start_time)}</div>
                </td>
                <td>
                  <StatusBadge match={match} />
                  <div className={styles.score}>{matchScore(match)}</div>
                </td>
                <td>
                  <MarketBadge match={match} />
                </td>
                <td className={styles.wrap}>
                  <MainOdds match={match} />
                </td>
                <td className={styles.num}>
                  <div>{match.open_orders} 笔</div>
                  <div className={styles.muted}>{formatMoney(match.open_stake)} 元</div>
                </td>
                <td>
                  <MatchActions match={match} onChanged={matches.reload} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {matches.status === 'loading' && <p className={styles.empty}>加载中…</p>}
        {matches.status === 'error' && <p className={styles.empty}>加载失败，请稍后重试</p>}
        {data?.list.length === 0 && <p className={styles.empty}>没有符合条件的比赛</p>}
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
