import { applyRowFilter, isNumberRow, ROW_FILTERS } from '@app/shared/lottery';
import type { PlayInfoJson } from '../../api/lottery';
import styles from './game.module.css';

interface PlayBoardProps {
  play: PlayInfoJson;
  picks: string[][];
  onChange: (picks: string[][]) => void;
}

/** The number board of one play: every row with its options and, for number rows, 全 大 小 奇 偶 清. */
export function PlayBoard({ play, picks, onChange }: PlayBoardProps) {
  const setRow = (index: number, codes: string[]) =>
    onChange(play.rows.map((_, rowIndex) => (rowIndex === index ? codes : (picks[rowIndex] ?? []))));
  const toggle = (index: number, code: string) => {
    const row = picks[index] ?? [];
    const next = row.includes(code) ? row.filter((picked) => picked !== code) : [...row, code];
    const order = play.rows[index]?.options.map((option) => option.code) ?? [];
    setRow(
      index,
      order.filter((candidate) => next.includes(candidate)),
    );
  };
  const multiRow = play.rows.length > 1;
  return (
    <div className={styles.board}>
      <p className={styles.rule}>
        {play.rule}
        <span className={styles.odds}> 赔率 {play.odds}</span>
      </p>
      {play.rows.map((row, index) => {
        const withOdds = row.options.some((option) => option.odds !== play.odds);
        const filters = isNumberRow(row) && row.options.length > 2;
        return (
          <div key={row.label} className={styles.boardRow} data-testid="board-row">
            <div className={styles.rowHead}>
              <span className={multiRow ? styles.rowLabel : styles.rowLabelMuted}>{row.label}</span>
              {filters ? (
                <span className={styles.filters}>
                  {ROW_FILTERS.map((item) => (
                    <button
                      key={item.filter}
                      type="button"
                      className={styles.filter}
                      onClick={() => setRow(index, applyRowFilter(row, item.filter))}
                    >
                      {item.name}
                    </button>
                  ))}
                </span>
              ) : null}
            </div>
            <div className={row.options.length > 6 ? styles.optionsDense : styles.options}>
              {row.options.map((option) => {
                const active = (picks[index] ?? []).includes(option.code);
                return (
                  <button
                    key={option.code}
                    type="button"
                    aria-pressed={active}
                    className={`${styles.option} ${active ? styles.optionActive : ''}`}
                    onClick={() => toggle(index, option.code)}
                  >
                    <span className={styles.optionName}>{option.name}</span>
                    {withOdds ? <span className={styles.optionOdds}>{option.odds}</span> : null}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
