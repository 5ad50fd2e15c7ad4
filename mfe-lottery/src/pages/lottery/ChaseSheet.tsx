import { Button, formatBasisPoints, formatMoney, newIdempotencyKey, Popup, toast, toFen } from '@app/shared';
import {
  CHASE_EXPECTS_MAX,
  CHASE_MODE_TEXT,
  type ChaseMode,
  findLotteryPlay,
  planChase,
} from '@app/shared/lottery';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { chaseApi } from '../../api/lottery';
import { lotteryFailure } from '../../store/failures';
import styles from './chase.module.css';

interface ChaseSheetProps {
  open: boolean;
  lotteryId: number;
  /** The expect taking bets: the plan's first. */
  expect: string | undefined;
  playId: string;
  codes: string;
  amount: string;
  onClose: () => void;
  onDone: () => void;
}

const EXPECT_CHOICES = [5, 10, 20, 50];
const MODES: ChaseMode[] = ['same', 'double', 'profit'];
const wholeOf = (text: string, fallback: number) => {
  const value = Number.parseInt(text, 10);
  return Number.isFinite(value) ? value : fallback;
};
const fenOf = (amount: string) => {
  try {
    return toFen(amount || '0');
  } catch {
    return 0n;
  }
};

/**
 * 追号: the same numbers over the next N expects. The preview is the shared plan the server re-computes, so
 * the total shown is the total held.
 */
export function ChaseSheet(props: ChaseSheetProps) {
  const navigate = useNavigate();
  const [mode, setMode] = useState<ChaseMode>('double');
  const [expects, setExpects] = useState('10');
  const [startMultiple, setStartMultiple] = useState('1');
  const [doubleEvery, setDoubleEvery] = useState('1');
  const [profitRate, setProfitRate] = useState('50');
  const [stopOnWin, setStopOnWin] = useState(true);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => newIdempotencyKey('chase'));

  const play = findLotteryPlay(props.playId);
  const settings = {
    mode,
    expects: wholeOf(expects, 0),
    startMultiple: wholeOf(startMultiple, 0),
    doubleEvery: wholeOf(doubleEvery, 0),
    minProfitRate: wholeOf(profitRate, 0),
  };
  const plan = play ? planChase(play, props.codes, fenOf(props.amount), settings) : null;

  const submit = async () => {
    if (!plan?.valid) return;
    setBusy(true);
    try {
      const made = await chaseApi.create(
        {
          lottery_id: props.lotteryId,
          ...(props.expect ? { expect: props.expect } : {}),
          play_id: props.playId,
          codes: props.codes,
          amount: props.amount,
          mode,
          expects: settings.expects,
          start_multiple: settings.startMultiple,
          double_every: settings.doubleEvery,
          min_profit_rate: settings.minProfitRate,
          stop_on_win: stopOnWin,
        },
        key,
        { silent: true },
      );
      toast.success(`追号成功：${made.expects}期 共${formatMoney(made.total_stake)}元`);
      props.onDone();
    } catch (error) {
      toast.error(lotteryFailure('追号失败', error));
    } finally {
      // One key per tap: a changed plan after a refusal is a new request, not a reuse of the old key.
      setKey(newIdempotencyKey('chase'));
      setBusy(false);
    }
  };

  return (
    <Popup open={props.open} onClose={props.onClose} aria-label="追号">
      <div className={styles.sheet} data-testid="chase-sheet">
        <div className={styles.head}>
          <b>追号</b>
          <button
            type="button"
            className={styles.link}
            onClick={() => navigate('/pages/lottery/lottery-chase')}
          >
            我的追号 ›
          </button>
        </div>
        <div className={styles.modes} role="tablist">
          {MODES.map((item) => (
            <button
              key={item}
              type="button"
              role="tab"
              aria-selected={mode === item}
              className={mode === item ? styles.modeActive : styles.mode}
              onClick={() => setMode(item)}
            >
              {CHASE_MODE_TEXT[item].replace('追号', '')}
            </button>
          ))}
        </div>
        <div className={styles.fields}>
          <label>
            期数
            <input
              aria-label="追号期数"
              inputMode="numeric"
              value={expects}
              onChange={(event) => setExpects(event.target.value.replace(/\D/g, '').slice(0, 3))}
            />
          </label>
          <label>
            起始倍数
            <input
              aria-label="起始倍数"
              inputMode="numeric"
              value={startMultiple}
              onChange={(event) => setStartMultiple(event.target.value.replace(/\D/g, '').slice(0, 2))}
            />
          </label>
          {mode === 'double' ? (
            <label>
              每隔期数翻倍
              <input
                aria-label="翻倍间隔"
                inputMode="numeric"
                value={doubleEvery}
                onChange={(event) => setDoubleEvery(event.target.value.replace(/\D/g, '').slice(0, 3))}
              />
            </label>
          ) : null}
          {mode === 'profit' ? (
            <label>
              最低利润率%
              <input
                aria-label="最低利润率"
                inputMode="numeric"
                value={profitRate}
                onChange={(event) => setProfitRate(event.target.value.replace(/\D/g, '').slice(0, 5))}
              />
            </label>
          ) : null}
        </div>
        <div className={styles.quick}>
          {EXPECT_CHOICES.map((count) => (
            <button
              key={count}
              type="button"
              className={expects === String(count) ? styles.quickActive : styles.quickChip}
              onClick={() => setExpects(String(count))}
            >
              {count}期
            </button>
          ))}
          <label className={styles.stop}>
            <input
              type="checkbox"
              checked={stopOnWin}
              onChange={(event) => setStopOnWin(event.target.checked)}
            />
            中奖后停止
          </label>
        </div>
        <div className={styles.tableWrap}>
          {plan?.valid ? (
            <table className={styles.table} data-testid="chase-preview">
              <thead>
                <tr>
                  <th>期</th>
                  <th>倍数</th>
                  <th>投注</th>
                  <th>累计</th>
                  <th>预计奖金</th>
                  <th>利润率</th>
                </tr>
              </thead>
              <tbody>
                {plan.rows.map((row) => (
                  <tr key={row.index}>
                    <td>{row.index + 1}</td>
                    <td>{row.multiple}</td>
                    <td>{formatMoney(row.stakeFen)}</td>
                    <td>{formatMoney(row.cumulativeFen)}</td>
                    <td>{formatMoney(row.prizeFen)}</td>
                    <td className={row.profitRateBp < 0 ? styles.loss : styles.gain}>
                      {formatBasisPoints(row.profitRateBp)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className={styles.hint}>{plan?.message || '请先选择号码'}</p>
          )}
        </div>
        <div className={styles.footer}>
          <span>
            共 <b>{plan?.rows.length ?? 0}</b> 期，合计{' '}
            <b data-testid="chase-total">{formatMoney(plan?.totalFen ?? 0n)}</b> 元
            <small>最多{CHASE_EXPECTS_MAX}期</small>
          </span>
          <Button disabled={!plan?.valid || busy} loading={busy} onClick={() => void submit()}>
            确认追号
          </Button>
        </div>
      </div>
    </Popup>
  );
}
