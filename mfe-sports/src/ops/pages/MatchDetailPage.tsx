import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { kit, OpsPage } from '@app/shared/ops-ui';
import { Link, useParams } from 'react-router-dom';
import { opsMatchesApi } from '../api/opsMatches';
import detailStyles from '../components/detail.module.css';
import { MarketBadge, StatusBadge } from '../components/MarketBadge';
import { MatchActions } from '../components/MatchActions';
import { matchScore } from '../components/matchText';
import { matchesPath } from '../paths';

/** 比赛详情: every market and price of one match, its in-play state and open orders, and the same actions. */
export function MatchDetailPage() {
  const id = Number(useParams().id);
  const detail = useRequest(() => opsMatchesApi.detail(id), `sports:MatchDetailPage:${String(id)}`);
  if (detail.status !== 'ready')
    return (
      <OpsPage title="比赛详情">
        <Link className={kit.link} to={matchesPath()}>
          ← 返回赛事列表
        </Link>
        <p className={kit.empty}>{detail.status === 'loading' ? '加载中…' : '比赛不存在或加载失败'}</p>
      </OpsPage>
    );
  const match = detail.data;
  return (
    <OpsPage
      title={`${match.home_team} vs ${match.away_team}`}
      subtitle={
        <Link className={kit.link} to={matchesPath()}>
          ← 返回赛事列表
        </Link>
      }
      actions={<MatchActions match={match} onChanged={detail.reload} />}
    >
      <dl className={detailStyles.facts}>
        <div>
          <dt>场次 / 联赛</dt>
          <dd>
            {match.match_no} · {match.sport_name} · {match.league_name}
          </dd>
        </div>
        <div>
          <dt>开赛时间</dt>
          <dd>{formatDateTime(match.start_time)}</dd>
        </div>
        <div>
          <dt>状态 / 比分</dt>
          <dd>
            <StatusBadge match={match} /> {matchScore(match)}
          </dd>
        </div>
        <div>
          <dt>滚球盘口</dt>
          <dd>
            <MarketBadge match={match} />
          </dd>
        </div>
        <div>
          <dt>待结算注单</dt>
          <dd data-testid="ops-open-orders">
            {match.open_orders} 笔 · {formatMoney(match.open_stake)} 元
          </dd>
        </div>
        <div>
          <dt>结算</dt>
          <dd>{match.settled ? '已结算' : '未结算'}</dd>
        </div>
      </dl>
      {match.plays.length === 0 ? (
        <p className={kit.empty}>该比赛没有玩法</p>
      ) : (
        <div className={detailStyles.plays}>
          {match.plays.map((play) => (
            <article key={play.play} className={detailStyles.play} aria-label={play.name}>
              <h3>
                <span>
                  {play.name}
                  {play.line && <span className={kit.muted}> （{play.line}）</span>}
                </span>
                <span className={kit.muted}>{play.single ? '单关 / 串关' : '仅串关'}</span>
              </h3>
              <ul className={detailStyles.options}>
                {play.options.map((option) => (
                  <li key={option.option}>
                    <span>{option.name}</span>
                    <span className={detailStyles.odds}>{option.odds}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      )}
    </OpsPage>
  );
}
