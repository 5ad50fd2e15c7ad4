import { Button, Dialog, formatMoney, InfiniteList, Tabs } from '@app/shared';
import { useEffect, useState } from 'react';
import { useLotteryDrawn, useReloadOnReconnect } from '../../store/drawn';
import { useLotteryRecords } from '../../store/records';
import { BetItem } from './BetItem';
import styles from './records.module.css';

const STATUS_TABS = [
  { key: -1, title: '全部' },
  { key: 0, title: '待开奖' },
  { key: 1, title: '已中奖' },
  { key: 2, title: '未中奖' },
  { key: 3, title: '已撤单' },
];

/** 我的注单: statistics, records by status, cancel one, or select several and cancel them together. */
export function BetRecords({ lotteryId }: { lotteryId: number | undefined }) {
  const betRecords = useLotteryRecords((state) => state.betRecords);
  const total = useLotteryRecords((state) => state.betRecordsTotal);
  const stats = useLotteryRecords((state) => state.betStats);
  const { fetchBetRecords, fetchBetStats, cancelBet, batchCancel } = useLotteryRecords.getState();
  const [status, setStatus] = useState(-1);
  const [page, setPage] = useState(1);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<{ ids: number[] } | null>(null);

  const query = { lottery_id: lotteryId, ...(status >= 0 ? { status } : {}) };
  const reload = () => {
    setPage(1);
    setSelected([]);
    void fetchBetRecords(query, false);
    void fetchBetStats(lotteryId);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload reads the filters listed here
  useEffect(reload, [lotteryId, status]);
  // A draw settles bets: the list follows at once, unless the player is selecting bets to cancel.
  const connected = useLotteryDrawn((drawn) => {
    if (!selecting && (lotteryId === undefined || drawn.lottery_id === lotteryId)) reload();
  });
  // Draws announced while the socket was down were missed: read the records again when it is back.
  useReloadOnReconnect(connected, () => {
    if (!selecting) reload();
  });

  const cancellable = betRecords.filter((bet) => bet.can_cancel);
  const runCancel = async (ids: number[]) => {
    setConfirm(null);
    const done = ids.length === 1 ? await cancelBet(ids[0] as number) : await batchCancel(ids);
    if (done) {
      setSelecting(false);
      reload();
    }
  };

  return (
    <div className={styles.list}>
      {stats ? (
        <div className={styles.stats} data-testid="bet-stats">
          <div>
            <b>{stats.bet_count}</b>
            <span>注单</span>
          </div>
          <div>
            <b>{formatMoney(stats.total_stake)}</b>
            <span>投注</span>
          </div>
          <div>
            <b>{formatMoney(stats.total_win)}</b>
            <span>中奖</span>
          </div>
          <div>
            <b>{formatMoney(stats.profit)}</b>
            <span>盈亏</span>
          </div>
        </div>
      ) : null}
      <div className={styles.toolbar}>
        <Tabs items={STATUS_TABS} active={status} onChange={setStatus} />
      </div>
      {cancellable.length > 0 ? (
        <div className={styles.toolbar}>
          <span className={styles.meta}>{cancellable.length} 注可撤单（封盘前）</span>
          <button type="button" className={styles.cancel} onClick={() => setSelecting(!selecting)}>
            {selecting ? '完成' : '批量撤单'}
          </button>
        </div>
      ) : null}
      <InfiniteList
        items={betRecords}
        itemKey={(bet) => bet.id}
        hasMore={betRecords.length < total}
        emptyText="暂无投注记录"
        onLoadMore={async () => {
          const next = page + 1;
          setPage(next);
          await fetchBetRecords({ ...query, page: next }, true);
        }}
        renderItem={(bet) => (
          <BetItem
            bet={bet}
            selectable={selecting}
            selected={selected.includes(bet.id)}
            onSelect={(checked) =>
              setSelected(checked ? [...selected, bet.id] : selected.filter((id) => id !== bet.id))
            }
            onCancel={() => setConfirm({ ids: [bet.id] })}
          />
        )}
      />
      {selecting ? (
        <div className={styles.batchBar}>
          <span>已选 {selected.length} 注</span>
          <Button
            variant="danger"
            disabled={selected.length === 0}
            onClick={() => setConfirm({ ids: selected })}
          >
            撤销所选
          </Button>
        </div>
      ) : null}
      <Dialog
        open={confirm !== null}
        title={confirm && confirm.ids.length > 1 ? '批量撤单' : '撤单'}
        confirmText="确认撤单"
        cancelText="再想想"
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void runCancel(confirm.ids)}
      >
        {confirm ? `确定撤销 ${confirm.ids.length} 注？投注金额将退回余额。` : null}
      </Dialog>
    </div>
  );
}
