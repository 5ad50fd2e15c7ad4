import {
  Button,
  Dialog,
  Empty,
  formatMoney,
  newIdempotencyKey,
  Page,
  Skeleton,
  toast,
  toFen,
} from '@app/shared';
import { useCallback, useEffect, useState } from 'react';
import { chaseApi, type LotteryChase, type LotteryChaseRow } from '../../api/lottery';
import { useLotteryDrawn, useReloadOnReconnect } from '../../store/drawn';
import { lotteryFailure } from '../../store/failures';
import styles from './chase.module.css';

/** /pages/lottery/lottery-chase: 我的追号 — every plan with its progress; a plan opens its expects; 停止追号. */
export function ChaseListPage() {
  const [rows, setRows] = useState<LotteryChaseRow[] | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const [detail, setDetail] = useState<LotteryChase | null>(null);
  const [stopping, setStopping] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<LotteryChaseRow | null>(null);

  const reload = useCallback(async () => {
    try {
      setRows((await chaseApi.list({ per_page: 50 }, { silent: true, loading: false })).list);
    } catch (error) {
      toast.error(lotteryFailure('获取追号记录失败', error));
      setRows((current) => current ?? []);
    }
  }, []);
  const loadDetail = useCallback(async (id: number) => {
    try {
      setDetail(await chaseApi.detail(id, { silent: true, loading: false }));
    } catch (error) {
      toast.error(lotteryFailure('获取追号详情失败', error));
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);
  // A draw moves plans on; after a reconnect the missed draws are read again too.
  const connected = useLotteryDrawn(() => {
    void reload();
    if (openId !== null) void loadDetail(openId);
  });
  useReloadOnReconnect(connected, () => void reload());

  const toggle = (id: number) => {
    setDetail(null);
    setOpenId(openId === id ? null : id);
    if (openId !== id) void loadDetail(id);
  };

  const stop = async (id: number) => {
    setConfirming(null);
    setStopping(id);
    try {
      const stopped = await chaseApi.stop(id, newIdempotencyKey('chase-stop'), { silent: true });
      toast.success(`已停止追号，退回${stopped.refund}元`);
      await reload();
      if (openId === id) await loadDetail(id);
    } catch (error) {
      toast.error(lotteryFailure('停止追号失败', error));
    } finally {
      setStopping(null);
    }
  };

  return (
    <Page title="我的追号">
      <div className={styles.page}>
        {rows === null ? (
          <Skeleton rows={5} />
        ) : rows.length === 0 ? (
          <Empty text="暂无追号记录" />
        ) : (
          rows.map((chase) => (
            <article key={chase.id} className={styles.card} data-testid="chase-card">
              <button type="button" className={styles.cardHead} onClick={() => toggle(chase.id)}>
                <span>
                  <b>{chase.lottery_name}</b> {chase.play_name} · {chase.mode_text}
                  {chase.stop_on_win ? ' · 中奖后停止' : ''}
                </span>
                <em className={chase.status === 0 ? styles.running : styles.ended}>
                  {chase.status_text}
                  {chase.stop_reason_text ? `（${chase.stop_reason_text}）` : ''}
                </em>
              </button>
              <div className={styles.cardBody}>
                <span>
                  号码 <b className={styles.codes}>{chase.codes}</b> · {formatMoney(chase.amount)}元/注
                </span>
                <span data-testid="chase-progress">
                  已追 {chase.placed_expects}/{chase.expects}期
                </span>
              </div>
              <div className={styles.cardMoney}>
                <span>
                  总投注 <b>{formatMoney(chase.total_stake)}</b>
                </span>
                <span>
                  已退 <b data-testid="chase-refunded">{chase.refunded}</b>
                </span>
                <span>
                  中奖 <b>{formatMoney(chase.win_amount)}</b>
                </span>
                {chase.status === 0 ? (
                  <Button
                    className={styles.stopButton}
                    loading={stopping === chase.id}
                    disabled={stopping !== null}
                    onClick={() => setConfirming(chase)}
                  >
                    停止追号
                  </Button>
                ) : null}
              </div>
              {openId === chase.id ? <ChaseItems detail={detail} /> : null}
            </article>
          ))
        )}
      </div>
      <Dialog
        open={confirming !== null}
        title="停止追号"
        cancelText="继续追号"
        confirmText="确认停止"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void stop(confirming.id)}
      >
        {confirming ? <StopSummary chase={confirming} /> : null}
      </Dialog>
    </Page>
  );
}

/** What stopping gives back: the expects not yet bet, whose stake is held (total − placed − already refunded). */
function StopSummary({ chase }: { chase: LotteryChaseRow }) {
  const left = chase.expects - chase.placed_expects;
  const refund = toFen(chase.total_stake) - toFen(chase.played_stake) - toFen(chase.refunded);
  return (
    <p data-testid="chase-stop-summary">
      未投注的{left}期不再投注，{formatMoney(refund)}元退回余额；已投注的期号照常开奖。
    </p>
  );
}

function ChaseItems({ detail }: { detail: LotteryChase | null }) {
  if (!detail) return <Skeleton rows={3} />;
  return (
    <table className={styles.table} data-testid="chase-items">
      <thead>
        <tr>
          <th>期号</th>
          <th>倍数</th>
          <th>投注</th>
          <th>开奖</th>
          <th>状态</th>
          <th>奖金</th>
        </tr>
      </thead>
      <tbody>
        {detail.items.map((item) => (
          <tr key={item.seq}>
            <td>{item.expect.split('-')[1] ?? item.expect}</td>
            <td>{item.multiple}</td>
            <td>{formatMoney(item.stake)}</td>
            <td>{item.open_code ?? '-'}</td>
            <td>{item.status_text}</td>
            <td>{formatMoney(item.win_amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
