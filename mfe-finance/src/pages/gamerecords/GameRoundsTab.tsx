import {
  type Chip,
  Chips,
  type DayRange,
  DayRangeFilter,
  dayRange,
  formatDateTime,
  formatMoney,
  rangeKey,
  usePagedList,
  useRequest,
} from '@app/shared';
import { useCallback, useState } from 'react';
import { type GameRecord, gameRecordsApi } from '../../api/gameRecords';
import { toneOf } from '../../components/format';
import { RecordList } from '../../components/list/RecordList';
import { SummaryCard } from '../../components/SummaryCard';
import styles from './gamerecords.module.css';

/** Rounds played in game platforms (/v1/game-records of the games area), by platform and day range. */
export function GameRoundsTab() {
  const [platform, setPlatform] = useState('all');
  const [range, setRange] = useState<DayRange>({ key: 'month' });
  const key = `${platform}|${rangeKey(range)}`;

  // Statistics cover every platform of the day range: they also name the platform chips.
  const requested = useRequest(
    () => gameRecordsApi.recordStats(dayRange(range), { silent: true }),
    `finance:GameRoundsTab:game-stats-${rangeKey(range)}`,
  );
  const stats = requested.status === 'ready' ? requested.data : null;

  const fetchPage = useCallback(
    (page: number, perPage: number) =>
      gameRecordsApi.records({
        page,
        per_page: perPage,
        ...(platform === 'all' ? {} : { platform_code: platform }),
        ...dayRange(range),
      }),
    [platform, range],
  );
  const list = usePagedList<GameRecord>(fetchPage, `finance:GameRoundsTab:rounds-${key}`, 20);
  const chips: Chip<string>[] = [
    { key: 'all', label: '全部平台' },
    ...(stats?.by_platform ?? []).map((item) => ({ key: item.platform_code, label: item.platform_name })),
  ];

  return (
    <>
      <SummaryCard
        title="游戏投注（元）"
        figure={formatMoney(stats?.bet_total)}
        testId="game-summary"
        figures={[
          { label: '派彩', value: formatMoney(stats?.win_total) },
          {
            label: '盈亏',
            value: formatMoney(stats?.profit_total ?? '0.00', { signed: true }),
            tone: toneOf(stats?.profit_total ?? '0.00'),
          },
          { label: '局数', value: stats?.count ?? 0 },
        ]}
      />
      <Chips label="游戏平台" chips={chips} active={platform} onChange={setPlatform} />
      <DayRangeFilter value={range} onChange={setRange} />
      <RecordList
        list={list}
        itemKey={(round) => round.id}
        emptyText="暂无游戏记录"
        renderItem={(round) => (
          <div className={styles.record} data-testid={`round-${round.id}`}>
            <span className={styles.recordHead}>
              <span className={styles.source}>{round.game_type_name}</span>
              <span className={styles.recordTitle}>
                {round.game_name} · {round.platform_name}
              </span>
            </span>
            <span className={styles.figures}>
              <span>
                投注 <strong>{formatMoney(round.bet)}</strong>
              </span>
              <span>
                派彩 <strong>{formatMoney(round.win)}</strong>
              </span>
              <span>
                盈亏{' '}
                <strong className={styles[toneOf(round.profit)]}>
                  {formatMoney(round.profit, { signed: true })}
                </strong>
              </span>
            </span>
            <span className={styles.time}>
              {formatDateTime(round.created_at)} · {round.round_no}
            </span>
          </div>
        )}
      />
    </>
  );
}
