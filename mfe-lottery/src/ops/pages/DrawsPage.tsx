import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { type Column, kit, OpsPage, StatusChip, type StatusTone, Table } from '@app/shared/ops-ui';
import { useState } from 'react';
import type { LotteryItem } from '../../api/lottery';
import { type OpsExpect, opsLotteryApi } from '../api/opsLottery';
import { DrawDialog } from '../components/DrawDialog';

const RECENT = 20;
const STATE_TONE: Record<OpsExpect['draw_state'], StatusTone> = { open: 'ok', closed: 'bad', drawn: 'quiet' };

interface Drawing {
  lottery: LotteryItem;
  expect: string;
}

const expectColumns = (onDraw: (expect: string) => void): Array<Column<OpsExpect>> => [
  { title: '期号', cell: (row) => row.expect, nowrap: true },
  { title: '封盘时间', cell: (row) => formatDateTime(row.close_time), nowrap: true },
  {
    title: '开奖状态',
    cell: (row) => <StatusChip tone={STATE_TONE[row.draw_state]}>{row.draw_state_text}</StatusChip>,
  },
  { title: '开奖号码', cell: (row) => <span className={kit.code}>{row.open_code ?? '—'}</span> },
  { title: '注单', cell: (row) => row.bets, numeric: true },
  { title: '投注额', cell: (row) => formatMoney(row.stake), numeric: true },
  {
    title: '中奖 / 派奖',
    cell: (row) => (row.draw_state === 'drawn' ? `${row.winners} 注 / ${formatMoney(row.paid)}` : '—'),
    numeric: true,
  },
  {
    title: '操作',
    nowrap: true,
    cell: (row) =>
      row.draw_state !== 'drawn' && (
        <button
          type="button"
          className={`${kit.small} ${kit.dangerGhost}`}
          onClick={() => onDraw(row.expect)}
        >
          手动开奖
        </button>
      ),
  },
];

/** A lottery's recent expects: which takes bets, which is closed and waits for its draw, what each drew. */
function RecentExpects({
  lottery,
  onDraw,
  round,
}: {
  lottery: LotteryItem;
  onDraw: (expect: string) => void;
  round: number;
}) {
  const expects = useRequest(
    () => opsLotteryApi.expects(lottery.code, RECENT),
    `lottery:DrawsPage:expects:${lottery.code}:${round}`,
  );
  return (
    <Table
      label={`${lottery.name} 最近期号`}
      rows={expects.status === 'ready' ? expects.data : []}
      status={expects.status}
      columns={expectColumns(onDraw)}
      rowKey={(row) => row.expect}
      rowTestId={() => 'ops-expect-row'}
    />
  );
}

/** 彩种与开奖: the lotteries on sale with their current expect and last draw; the chosen one's recent expects. */
export function DrawsPage() {
  const [round, setRound] = useState(0);
  const lotteries = useRequest(opsLotteryApi.lotteries, 'lottery:ops:lotteries');
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const list = lotteries.status === 'ready' ? lotteries.data : [];
  const chosen = list.find((lottery) => lottery.code === chosenCode) ?? list[0];

  const columns: Array<Column<LotteryItem>> = [
    {
      title: '彩种',
      cell: (lottery) => (
        <>
          <button type="button" className={kit.link} onClick={() => setChosenCode(lottery.code)}>
            {lottery.name}
          </button>
          <div className={kit.muted}>{lottery.code}</div>
        </>
      ),
    },
    { title: '类型', cell: (lottery) => lottery.type_name },
    {
      title: '开奖间隔',
      cell: (lottery) => `${Math.round(lottery.interval_seconds / 60)} 分钟`,
      nowrap: true,
    },
    { title: '当前期', cell: (lottery) => lottery.current_expect, nowrap: true },
    { title: '封盘时间', cell: (lottery) => formatDateTime(lottery.close_time), nowrap: true },
    {
      title: '最近开奖',
      cell: (lottery) =>
        lottery.latest_open_code ? (
          <>
            <span className={kit.muted}>{lottery.latest_open_code.expect} </span>
            <span className={kit.code}>{lottery.latest_open_code.open_code}</span>
          </>
        ) : (
          '—'
        ),
    },
    {
      title: '操作',
      nowrap: true,
      cell: (lottery) => (
        <button
          type="button"
          className={`${kit.small} ${kit.dangerGhost}`}
          onClick={() => setDrawing({ lottery, expect: lottery.current_expect })}
        >
          开奖当前期
        </button>
      ),
    },
  ];

  return (
    <OpsPage title="彩种与开奖" subtitle="手动开奖须填写原因，记入审计日志">
      <Table
        label="彩种"
        rows={list}
        status={lotteries.status}
        columns={columns}
        rowKey={(lottery) => lottery.code}
        rowTestId={() => 'ops-lottery-row'}
        selected={(lottery) => lottery.code === chosen?.code}
      />
      {chosen && (
        <>
          <h2 className={kit.subheading}>
            {chosen.name} · 最近 {RECENT} 期
          </h2>
          <RecentExpects
            lottery={chosen}
            round={round}
            onDraw={(expect) => setDrawing({ lottery: chosen, expect })}
          />
        </>
      )}
      {drawing && (
        <DrawDialog
          lottery={drawing.lottery}
          expect={drawing.expect}
          onClose={() => setDrawing(null)}
          onDone={() => {
            setDrawing(null);
            lotteries.reload();
            setRound((value) => value + 1);
          }}
        />
      )}
    </OpsPage>
  );
}
