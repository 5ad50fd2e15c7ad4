import { formatDateTime, formatMoney, useRequest } from '@app/shared';
import { useState } from 'react';
import type { LotteryItem } from '../../api/lottery';
import { type OpsExpect, opsLotteryApi } from '../api/opsLottery';
import { DrawDialog } from '../components/DrawDialog';
import styles from '../components/ops.module.css';

const RECENT = 20;
const STATE_CLASS: Record<OpsExpect['draw_state'], string | undefined> = {
  open: styles.live,
  closed: styles.held,
  drawn: undefined,
};

interface Drawing {
  lottery: LotteryItem;
  expect: string;
}

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
  const expects = useRequest(() => opsLotteryApi.expects(lottery.code, RECENT), `${lottery.code}:${round}`);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} aria-label={`${lottery.name} 最近期号`}>
        <thead>
          <tr>
            <th>期号</th>
            <th>封盘时间</th>
            <th>开奖状态</th>
            <th>开奖号码</th>
            <th className={styles.num}>注单</th>
            <th className={styles.num}>投注额</th>
            <th className={styles.num}>中奖 / 派奖</th>
            <th>操作</th>
          </tr>
        </thead>
        <tbody>
          {expects.status === 'ready' &&
            expects.data.map((row) => (
              <tr key={row.expect} data-testid="ops-expect-row">
                <td>{row.expect}</td>
                <td>{formatDateTime(row.close_time)}</td>
                <td>
                  <span className={`${styles.badge} ${STATE_CLASS[row.draw_state] ?? ''}`}>
                    {row.draw_state_text}
                  </span>
                </td>
                <td className={styles.code}>{row.open_code ?? '—'}</td>
                <td className={styles.num}>{row.bets}</td>
                <td className={styles.num}>{formatMoney(row.stake)}</td>
                <td className={styles.num}>
                  {row.draw_state === 'drawn' ? `${row.winners} 注 / ${formatMoney(row.paid)}` : '—'}
                </td>
                <td>
                  {row.draw_state !== 'drawn' && (
                    <button
                      type="button"
                      className={`${styles.action} ${styles.danger}`}
                      onClick={() => onDraw(row.expect)}
                    >
                      手动开奖
                    </button>
                  )}
                </td>
              </tr>
            ))}
        </tbody>
      </table>
      {expects.status === 'loading' && <p className={styles.empty}>加载中…</p>}
      {expects.status === 'error' && <p className={styles.empty}>加载失败，请稍后重试</p>}
    </div>
  );
}

/** 彩种与开奖: the lotteries on sale with their current expect and last draw; the chosen one's recent expects. */
export function DrawsPage() {
  const [round, setRound] = useState(0);
  const lotteries = useRequest(opsLotteryApi.lotteries, 'lotteries');
  const [chosenCode, setChosenCode] = useState<string | null>(null);
  const [drawing, setDrawing] = useState<Drawing | null>(null);
  const list = lotteries.status === 'ready' ? lotteries.data : [];
  const chosen = list.find((lottery) => lottery.code === chosenCode) ?? list[0];

  return (
    <section className={styles.page}>
      <header className={styles.heading}>
        <h1>彩种与开奖</h1>
        <span className={styles.muted}>手动开奖须填写原因，记入审计日志</span>
      </header>
      <div className={styles.tableWrap}>
        <table className={styles.table} aria-label="彩种">
          <thead>
            <tr>
              <th>彩种</th>
              <th>类型</th>
              <th>开奖间隔</th>
              <th>当前期</th>
              <th>封盘时间</th>
              <th>最近开奖</th>
              <th>操作</th>
            </tr>
          </thead>
          <tbody>
            {list.map((lottery) => (
              <tr
                key={lottery.code}
                data-testid="ops-lottery-row"
                className={lottery.code === chosen?.code ? styles.selected : undefined}
              >
                <td>
                  <button
                    type="button"
                    className={styles.linkButton}
                    onClick={() => setChosenCode(lottery.code)}
                  >
                    {lottery.name}
                  </button>
                  <div className={styles.muted}>{lottery.code}</div>
                </td>
                <td>{lottery.type_name}</td>
                <td>{Math.round(lottery.interval_seconds / 60)} 分钟</td>
                <td>{lottery.current_expect}</td>
                <td>{formatDateTime(lottery.close_time)}</td>
                <td>
                  {lottery.latest_open_code ? (
                    <>
                      <span className={styles.muted}>{lottery.latest_open_code.expect} </span>
                      <span className={styles.code}>{lottery.latest_open_code.open_code}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
                <td>
                  <button
                    type="button"
                    className={`${styles.action} ${styles.danger}`}
                    onClick={() => setDrawing({ lottery, expect: lottery.current_expect })}
                  >
                    开奖当前期
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {lotteries.status === 'loading' && <p className={styles.empty}>加载中…</p>}
        {lotteries.status === 'error' && <p className={styles.empty}>加载失败，请稍后重试</p>}
      </div>
      {chosen && (
        <>
          <h2 className={styles.subheading}>
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
    </section>
  );
}
