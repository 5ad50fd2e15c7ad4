import {
  CategoryNotices,
  Empty,
  formatMoney,
  NOTICE_CATEGORY,
  newIdempotencyKey,
  Page,
  Skeleton,
  toast,
} from '@app/shared';
import { findLotteryPlay, formatBetCodes, randomPick } from '@app/shared/lottery';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { lotteryApi, type OpenCodeInfo } from '../../api/lottery';
import { RECENT_BETS, useLotteryDetail, useLotteryPlays, useRecentBets } from '../../api/queries';
import { failLottery, LOTTERY_FAILURES, silent } from '../../store/failures';
import { useLotteryGame } from '../../store/game';
import { BetBar } from './BetBar';
import { BetItem } from './BetItem';
import { ChaseSheet } from './ChaseSheet';
import { ExpectPanel } from './ExpectPanel';
import styles from './game.module.css';
import { PlayBoard } from './PlayBoard';
import { PlayPicker } from './PlayPicker';
import { lotteryIdFrom } from './params';
import { useExpectClock } from './useExpectClock';

const secureBelow = (limit: number) => {
  const buffer = new Uint32Array(1);
  crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % limit;
};

/** /pages/lottery/lottery-game?id=: pick a play and numbers, see 注数 and stake, bet, watch the draw. */
export function LotteryGamePage() {
  const [params] = useSearchParams();
  const lotteryId = lotteryIdFrom(params);
  const detail = useLotteryDetail(lotteryId);
  const plays = useLotteryPlays(lotteryId);
  const playGroups = plays.status === 'ready' ? plays.data : [];
  const currentPlayGroup = useLotteryGame((state) => state.currentPlayGroup);
  const setCurrentPlayGroup = useLotteryGame((state) => state.setCurrentPlayGroup);
  const recentBets = useRecentBets(lotteryId);
  const { reload: reloadRecentBets, patch: patchRecentBets } = recentBets;
  const [playId, setPlayId] = useState('');
  const [picksByPlay, setPicksByPlay] = useState<Record<string, string[][]>>({});
  const [amount, setAmount] = useState('2');
  const [multiple, setMultiple] = useState(1);
  const [busy, setBusy] = useState(false);
  const [chasing, setChasing] = useState(false);

  const clock = useExpectClock(lotteryId, (drawn: OpenCodeInfo) => {
    toast.show(`第${drawn.expect}期开奖：${drawn.open_code ?? ''}`);
    void reloadRecentBets();
  });

  const ours = detail.status === 'ready' ? detail.data : null;
  const group = playGroups.find((candidate) => candidate.group === currentPlayGroup) ?? playGroups[0];
  const play = group?.plays.find((candidate) => candidate.play_id === playId) ?? group?.plays[0];
  const currentPlayId = play?.play_id ?? '';
  const picks = picksByPlay[currentPlayId] ?? [];
  const setPicks = (next: string[][]) => setPicksByPlay((all) => ({ ...all, [currentPlayId]: next }));
  const codes = play ? formatBetCodes(play.rows.map((_, index) => picks[index] ?? [])) : '';

  const bet = async () => {
    if (!play) return;
    setBusy(true);
    const input = {
      lottery_id: lotteryId,
      ...(clock.currentExpect ? { expect: clock.currentExpect.expect } : {}),
      play_id: play.play_id,
      codes,
      amount: amount || '0',
      multiple,
    };
    try {
      const placed = await lotteryApi.createBet(input, newIdempotencyKey('lottery-bet'), silent);
      patchRecentBets((bets) => [placed, ...bets.filter((row) => row.id !== placed.id)]);
      toast.success(`投注成功：第${placed.expect}期 ${placed.item_count}注 ${formatMoney(placed.stake)}元`);
      setPicks([]);
    } catch (error) {
      failLottery(LOTTERY_FAILURES.bet, error);
    } finally {
      setBusy(false);
    }
  };

  const random = () => {
    const definition = play ? findLotteryPlay(play.play_id) : undefined;
    if (definition) setPicks(randomPick(definition, secureBelow));
  };

  const recent = recentBets.status === 'ready' ? recentBets.data.slice(0, RECENT_BETS) : [];
  return (
    <Page
      title={ours?.name ?? '彩票投注'}
      right={
        <Link className={styles.navLink} to={`/pages/lottery/lottery-detail?id=${lotteryId}&tab=trend`}>
          走势
        </Link>
      }
    >
      <div className={styles.game}>
        <CategoryNotices category={NOTICE_CATEGORY.lottery} compact />
        <ExpectPanel type={ours?.type ?? ''} clock={clock} />
        {/* The recent bets come with the board, not before it: the board arriving never pushes them down. */}
        {playGroups.length === 0 ? (
          <Skeleton rows={6} />
        ) : (
          <>
            <PlayPicker
              groups={playGroups}
              group={group}
              play={play}
              onPick={(key, id) => {
                setCurrentPlayGroup(key);
                setPlayId(id);
              }}
            />
            {play ? <PlayBoard play={play} picks={picks} onChange={setPicks} /> : null}
            <section className={styles.recent}>
              <div className={styles.recentHead}>
                <span>最近投注</span>
                <Link to={`/pages/lottery/lottery-detail?id=${lotteryId}&tab=bets`}>全部注单 ›</Link>
              </div>
              {recent.length === 0 ? (
                <Empty text="本彩种暂无投注" />
              ) : (
                recent.map((record) => <BetItem key={record.id} bet={record} />)
              )}
            </section>
          </>
        )}
      </div>
      <BetBar
        playId={currentPlayId}
        codes={codes}
        amount={amount}
        multiple={multiple}
        busy={busy}
        onAmount={setAmount}
        onMultiple={setMultiple}
        onRandom={random}
        onClear={() => setPicks([])}
        onBet={() => void bet()}
        onChase={() => setChasing(true)}
      />
      <ChaseSheet
        open={chasing}
        lotteryId={lotteryId}
        expect={clock.currentExpect?.expect}
        playId={currentPlayId}
        codes={codes}
        amount={amount || '0'}
        onClose={() => setChasing(false)}
        onDone={() => {
          setChasing(false);
          setPicks([]);
          // The plan's first expect is placed at once: it shows among the recent bets.
          void reloadRecentBets();
        }}
      />
    </Page>
  );
}
