import {
  Button,
  Dialog,
  formatMoney,
  InfiniteList,
  Tabs,
  toast,
  usePagedList,
  useRequest,
} from '@app/shared';
import { useState } from 'react';
import { lotteryApi } from '../../api/lottery';
import { useLotteryDrawn, useReloadOnReconnect } from '../../store/drawn';
import { failLottery, LOTTERY_FAILURES, silent, toastOnFailure } from '../../store/failures';
import { BetItem } from './BetItem';
import styles from './records.module.css';

const STATUS_TABS = [
  { key: -1, title: '全部' },
  { key: 0, title: '待开奖' },
  { key: 1, title: '已中奖' },
  { key: 2, title: '未中奖' },
  { key: 3, title: '已撤单' },
];

const RECORDS_PAGE_SIZE = 20;

/** Cancels one bet or several together, toasting what came back (or why not); true when it went through. */
async function cancelBets(ids: number[]): Promise<boolean> {
  try {
    if (ids.length === 1) {
      const bet = await lotteryApi.cancelBet(ids[0] as number, silent);
      toast.success(`撤单成功，退回 ${bet.refund} 元`);
      return true;
    }
    const result = await lotteryApi.batchCancel(ids, silent);
    const skipped = result.failed.length > 0 ? `，${result.failed.length} 注未能撤销` : '';
    toast.success(`已撤销 ${result.cancelled.length} 注，退回 ${result.refund} 元${skipped}`);
    return true;
  } catch (error) {
    failLottery(ids.length === 1 ? LOTTERY_FAILURES.cancel : LOTTERY_FAILURES.batchCancel, error);
    return false;
  }
}

/** 我的注单: statistics, records by status, cancel one, or select several and cancel them together. */
export function BetRecords({ lotteryId }: { lotteryId: number | undefined }) {
  const [status, setStatus] = useState(-1);
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirm, setConfirm] = useState<{ ids: number[] } | null>(null);

  const records = usePagedList(
    (page, perPage) =>
      toastOnFailure(
        () =>
          lotteryApi.bets(
            { lottery_id: lotteryId, ...(status >= 0 ? { status } : {}), page, per_page: perPage },
            silent,
          ),
        LOTTERY_FAILURES.records,
      ),
    `lottery:bets:${lotteryId}:${status}`,
    RECORDS_PAGE_SIZE,
  );
  const statsRequest = useRequest(
    () => toastOnFailure(() => lotteryApi.betStats(lotteryId, silent), LOTTERY_FAILURES.stats),
    `lottery:bet-stats:${lotteryId}`,
  );
  const stats = statsRequest.status === 'ready' ? statsRequest.data : null;
  const betRecords = records.items;
  const reload = () => {
    setSelected([]);
    void records.reload().catch(() => {});
    void statsRequest.reload();
  };
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
    if (await cancelBets(ids)) {
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
        hasMore={records.hasMore}
        emptyText="暂无投注记录"
        onLoadMore={records.loadMore}
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
