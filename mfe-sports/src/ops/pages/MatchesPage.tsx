import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import {
  type Column,
  DateTimeField,
  Field,
  FilterChips,
  kit,
  OpsPage,
  Pager,
  Table,
  useCan,
} from '@app/shared/ops-ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { type MatchStatus, type OpsMatchQuery, type OpsMatchRow, opsMatchesApi } from '../api/opsMatches';
import { ListMatchDialog } from '../components/ListMatchDialog';
import { MarketBadge, StatusBadge } from '../components/MarketBadge';
import { MatchActions } from '../components/MatchActions';
import matchStyles from '../components/match.module.css';
import { matchScore } from '../components/matchText';
import { matchPath } from '../paths';

const PER_PAGE = 20;
const STATUS_CHIPS: Array<{ value: MatchStatus | undefined; name: string }> = [
  { value: undefined, name: '全部' },
  { value: 0, name: '未开赛' },
  { value: 1, name: '进行中' },
  { value: 2, name: '已完场' },
  { value: 3, name: '已取消' },
];
const SPORTS = [
  { value: '', label: '全部项目' },
  { value: '1', label: '足球' },
  { value: '2', label: '篮球' },
  { value: '3', label: '网球' },
  { value: '4', label: '排球' },
];

function MainOdds({ match }: { match: OpsMatchRow }) {
  if (!match.odds) return <span className={kit.muted}>—</span>;
  return (
    <span>
      <span className={kit.muted}>{match.odds.name} </span>
      {match.odds.options.map((option) => `${option.name} ${option.odds}`).join(' · ')}
    </span>
  );
}

const columns = (reload: () => void): Array<Column<OpsMatchRow>> => [
  {
    title: '场次 / 联赛',
    cell: (match) => (
      <>
        <div>{match.match_no}</div>
        <div className={kit.muted}>
          {match.sport_name} · {match.league_name}
        </div>
      </>
    ),
  },
  {
    title: '对阵 / 开赛时间',
    cell: (match) => (
      <span className={matchStyles.teams}>
        <Link to={matchPath(match.id)}>
          {match.home_team} vs {match.away_team}
        </Link>
        <div className={kit.muted}>{formatDateTime(match.start_time)}</div>
      </span>
    ),
  },
  {
    title: '状态 / 比分',
    cell: (match) => (
      <>
        <StatusBadge match={match} />
        <div className={matchStyles.score}>{matchScore(match)}</div>
      </>
    ),
  },
  { title: '滚球盘口', cell: (match) => <MarketBadge match={match} /> },
  {
    title: '主玩法赔率',
    cell: (match) => (
      <div className={matchStyles.wrap}>
        <MainOdds match={match} />
      </div>
    ),
  },
  {
    title: '待结算注单',
    numeric: true,
    cell: (match) => (
      <>
        <div>{match.open_orders} 笔</div>
        <div className={kit.muted}>{formatMoney(match.open_stake)} 元</div>
      </>
    ),
  },
  { title: '操作', nowrap: true, cell: (match) => <MatchActions match={match} onChanged={reload} /> },
];

/** 赛事: every match with its state, in-play market, main prices and open orders, and what can be done to it. */
export function MatchesPage() {
  // Live matches first: that is where prices move and markets are held.
  const [query, setQuery] = useState<OpsMatchQuery>({ status: 1, page: 1, per_page: PER_PAGE });
  const matches = useRequest(() => opsMatchesApi.list(query), `sports:MatchesPage:${JSON.stringify(query)}`);
  const filter = (change: Partial<OpsMatchQuery>) => setQuery({ ...query, ...change, page: 1 });
  const data = matches.status === 'ready' ? matches.data : null;
  const canList = useCan('trading.schedule');
  const [listing, setListing] = useState(false);

  return (
    <OpsPage
      title="赛事"
      subtitle={data && `共 ${data.total} 场`}
      actions={
        canList && (
          <button type="button" className={kit.primary} onClick={() => setListing(true)}>
            新增比赛
          </button>
        )
      }
    >
      {listing && (
        <ListMatchDialog
          onClose={() => setListing(false)}
          onDone={() => {
            setListing(false);
            // The new match is not started: the list shows it under 未开赛.
            if (query.status === 0) matches.reload();
            else setQuery({ ...query, status: 0, page: 1 });
          }}
        />
      )}
      <div className={kit.toolbar}>
        <FilterChips
          label="比赛状态"
          options={STATUS_CHIPS}
          value={query.status}
          onChange={(status) => filter({ status })}
        />
        <Field label="体育项目">
          <select
            className={kit.select}
            value={query.sport ?? ''}
            onChange={(event) =>
              filter({ sport: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            {SPORTS.map((sport) => (
              <option key={sport.value} value={sport.value}>
                {sport.label}
              </option>
            ))}
          </select>
        </Field>
        <DateTimeField
          label="比赛日期"
          dateOnly
          value={query.date ?? ''}
          onChange={(date) => filter({ date: date || undefined })}
        />
      </div>
      <Table
        label="赛事"
        rows={data?.list ?? []}
        status={matches.status}
        columns={columns(matches.reload)}
        rowKey={(match) => match.id}
        rowTestId={() => 'ops-match-row'}
        empty="没有符合条件的比赛"
      />
      {data && (
        <Pager
          page={query.page}
          perPage={PER_PAGE}
          total={data.total}
          onPage={(page) => setQuery({ ...query, page })}
        />
      )}
    </OpsPage>
  );
}
