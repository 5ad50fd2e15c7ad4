// Realistic API data for the lottery page tests, built from the shared catalogue like the server does.

import { type LotteryType, playGroupsOf } from '@app/shared/lottery';
import type {
  CurrentExpect,
  LotteryBet,
  LotteryDetail,
  OpenCodeInfo,
  PlayGroupJson,
} from '../../api/lottery';

export function playGroupsJson(type: LotteryType): PlayGroupJson[] {
  return playGroupsOf(type).map((group) => ({
    group: group.group,
    name: group.name,
    plays: group.plays.map((play) => ({
      play_id: play.id,
      name: play.name,
      group: play.group,
      group_name: play.groupName,
      rule: play.rule,
      odds: play.odds,
      needs: play.needs,
      rows: play.rows.map((row) => ({
        label: row.label,
        options: row.options.map((option) => ({ ...option, odds: option.odds ?? play.odds })),
      })),
    })),
  }));
}

export const openCode = (expect: string, numbers: number[]): OpenCodeInfo => ({
  lottery_id: 1,
  expect,
  open_code: numbers.join(','),
  numbers,
  sum: numbers.reduce((total, n) => total + n, 0),
  status: 'drawn',
  open_time: '2026-11-21T00:00:00.000Z',
  close_time: '2026-11-21T00:01:00.000Z',
  drawn_at: '2026-11-21T00:01:00.000Z',
});

export function currentExpectJson(expect: string, openTime: Date, seconds = 60): CurrentExpect {
  return {
    lottery_id: 1,
    lottery_name: '极速快三',
    expect,
    open_time: openTime.toISOString(),
    close_time: new Date(openTime.getTime() + seconds * 1000).toISOString(),
    server_time: new Date().toISOString(),
    remaining_seconds: 30,
    interval_seconds: seconds,
    last_open_code: null,
  };
}

export const jsk3Detail = (latest: OpenCodeInfo | null): LotteryDetail => ({
  id: 1,
  code: 'jsk3',
  name: '极速快三',
  type: 'k3',
  type_name: '快三',
  interval_seconds: 60,
  is_hot: 1,
  sort: 1,
  current_expect: '20261121-0481',
  close_time: new Date(Date.now() + 30_000).toISOString(),
  remaining_seconds: 30,
  latest_open_code: latest,
  play_groups: [],
});

export const betJson = (id: number, overrides: Partial<LotteryBet> = {}): LotteryBet => ({
  id,
  bet_no: `LT2026112108000000000${id}`,
  lottery_id: 1,
  lottery_name: '极速快三',
  expect: '20261121-0481',
  play_id: 'k3_hz',
  play_name: '和值',
  group_name: '和值',
  codes: '3,10',
  item_count: 2,
  amount: '2.00',
  multiple: 1,
  stake: '4.00',
  win_amount: '0.00',
  status: 0,
  status_text: '待开奖',
  open_code: null,
  close_time: null,
  can_cancel: true,
  created_at: '2026-11-21T00:00:10.000Z',
  settled_at: null,
  cancelled_at: null,
  ...overrides,
});
