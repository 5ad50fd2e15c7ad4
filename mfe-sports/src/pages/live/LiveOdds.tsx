import { Empty, Section } from '@app/shared';
import { lineShown, type Sport } from '@app/shared/betting';
import { useRef } from 'react';
import type { PlayOdds } from '../../api/sports';
import { LockIcon } from '../../inplay/LockIcon';
import grid from '../bet/bet.module.css';
import styles from './live.module.css';

type Move = 'up' | 'down';

const keyOf = (play: PlayOdds, option: string) => `${play.play}:${play.line}:${option}`;

/**
 * The match's current odds by play, as they change (live channel, or polling while the socket is down). An
 * option whose odds moved since the last change shows ↑ or ↓, so a player watching the page sees the market
 * move without comparing numbers.
 */
type Option = PlayOdds['options'][number];

export interface LiveOddsProps {
  plays: PlayOdds[];
  /** The match's sport when it has bet math (a 让分 line is shown as players read it). */
  sport: Sport | undefined;
  /** 滚球: the match's markets are suspended; every price is replaced by a lock until they reopen. */
  suspended?: boolean;
  /** 滚球: a play whose options can be tapped now (an in-play play of a live match with open markets). */
  bettable?: (play: PlayOdds) => boolean;
  picked?: (play: PlayOdds, option: Option) => boolean;
  onPick?: (play: PlayOdds, option: Option) => void;
}

export function LiveOdds({ plays: all, sport, suspended, bettable, picked, onPick }: LiveOddsProps) {
  // A play taken off the board in play (all but decided) has no options left to show.
  const plays = all.filter((play) => play.options.length > 0);
  // Keyed on the plays received, so rendering the same data again (StrictMode, a parent update) keeps the marks.
  const seen = useRef<{ plays: PlayOdds[] | null; odds: Map<string, number>; moves: Map<string, Move> }>({
    plays: null,
    odds: new Map(),
    moves: new Map(),
  });
  if (seen.current.plays !== plays) {
    const odds = new Map<string, number>();
    const moves = new Map<string, Move>();
    for (const play of plays) {
      for (const option of play.options) {
        const key = keyOf(play, option.option);
        const now = Number(option.odds);
        const before = seen.current.odds.get(key);
        if (before !== undefined && before !== now) moves.set(key, now > before ? 'up' : 'down');
        odds.set(key, now);
      }
    }
    seen.current = { plays, odds, moves };
  }
  const { moves } = seen.current;
  return (
    <Section title="即时赔率">
      {plays.length === 0 && <Empty text="暂无赔率" />}
      {plays.map((play) => (
        <div key={`${play.play}:${play.line}`} className={styles.play} data-testid={`live-play-${play.play}`}>
          <div className={styles.playName}>
            {play.name}
            {play.line && ` (${lineShown(sport, play.play, play.line)})`}
          </div>
          <div
            className={`${grid.grid} ${play.options.length > 9 ? grid.dense : ''}`}
            data-count={play.options.length}
          >
            {play.options.map((option) => {
              if (suspended) {
                return (
                  <div
                    key={option.option}
                    className={`${grid.option} ${styles.locked}`}
                    data-testid="locked-option"
                  >
                    {option.name}
                    <LockIcon />
                  </div>
                );
              }
              const move = moves.get(keyOf(play, option.option));
              const price = (
                <span className={`${styles.odds} ${move ? styles[move] : ''}`}>
                  {option.odds}
                  {move === 'up' && ' ↑'}
                  {move === 'down' && ' ↓'}
                </span>
              );
              if (onPick && bettable?.(play)) {
                return (
                  <button
                    key={option.option}
                    type="button"
                    className={grid.option}
                    aria-pressed={picked?.(play, option) ?? false}
                    data-testid={`inplay-option-${play.play}-${option.option}`}
                    onClick={() => onPick(play, option)}
                  >
                    {option.name}
                    {price}
                  </button>
                );
              }
              return (
                <div key={option.option} className={grid.option}>
                  {option.name}
                  {price}
                </div>
              );
            })}
          </div>
        </div>
      ))}
    </Section>
  );
}
