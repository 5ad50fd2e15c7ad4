import { useEffect, useRef, useState } from 'react';
import styles from './devtools.module.css';
import { type BoardMatch, fetchBoardMatches } from './oddsBoardApi';
import { type OddsTrend, oddsTrend, TREND_MARK } from './oddsTrend';

/** The market simulator moves odds every few seconds; polling at that pace shows each change. */
const REFRESH_MS = 5000;
const MATCHES = 4;

interface Cell {
  key: string;
  name: string;
  odds: string;
  trend: OddsTrend;
}

interface Row {
  id: number;
  title: string;
  play: string;
  cells: Cell[];
}

/** A few real markets from /v1/matches/list, re-read every 5 s, each price with its trend arrow. */
export function LiveOddsBoard() {
  const [rows, setRows] = useState<Row[] | null>(null);
  const previous = useRef(new Map<string, string>());

  useEffect(() => {
    let cancelled = false;
    async function load() {
      const page = await fetchBoardMatches(MATCHES).catch(() => null);
      if (cancelled || !page) return;
      setRows(page.list.filter((match) => match.odds).map((match) => toRow(match, previous.current)));
    }
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      cancelled = true;
      clearInterval(timer);
    };
  }, []);

  if (rows === null) return <p className={styles.rowLabel}>加载赔率中...</p>;
  if (rows.length === 0) return <p className={styles.rowLabel}>暂无可投注的赛事</p>;
  return (
    <div className={styles.oddsBoard} data-testid="live-odds">
      {rows.map((row) => (
        <div key={row.id} className={styles.oddsMatch}>
          <div className={styles.row}>
            <span>{row.title}</span>
            <span className={styles.rowLabel}>{row.play}</span>
          </div>
          <div className={styles.oddsCells}>
            {row.cells.map((cell) => (
              <span key={cell.key} className={styles.oddsCell} data-trend={cell.trend}>
                <span className={styles.rowLabel}>{cell.name}</span>
                <strong className={cell.trend === 'up' ? styles.bad : cell.trend === 'down' ? styles.ok : ''}>
                  {cell.odds}
                  {TREND_MARK[cell.trend]}
                </strong>
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

function toRow(match: BoardMatch, seen: Map<string, string>): Row {
  const play = match.odds;
  const cells = (play?.options ?? []).slice(0, 3).map((option) => {
    const key = `${match.id}:${play?.play}:${option.option}`;
    const cell = { key, name: option.name, odds: option.odds, trend: oddsTrend(seen.get(key), option.odds) };
    seen.set(key, option.odds);
    return cell;
  });
  return { id: match.id, title: `${match.home_team} vs ${match.away_team}`, play: play?.name ?? '', cells };
}
