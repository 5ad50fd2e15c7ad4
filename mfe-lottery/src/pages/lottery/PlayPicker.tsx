import { Popup, Tabs } from '@app/shared';
import { useState } from 'react';
import type { PlayGroupJson, PlayInfoJson } from '../../api/lottery';
import styles from './PlayPicker.module.css';

interface PlayPickerProps {
  groups: PlayGroupJson[];
  group: PlayGroupJson | undefined;
  play: PlayInfoJson | undefined;
  onPick: (group: string, playId: string) => void;
}

/**
 * Choosing a play as lottery apps do: the groups as tabs (五星 四星 前三…), the plays of the group as chips,
 * and 全部玩法 opening every group's plays at once.
 */
export function PlayPicker({ groups, group, play, onPick }: PlayPickerProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className={styles.picker}>
      <div className={styles.tabsLine}>
        <div className={styles.tabs}>
          <Tabs
            items={groups.map((candidate) => ({ key: candidate.group, title: candidate.name }))}
            active={group?.group ?? ''}
            onChange={(key) => onPick(key, '')}
          />
        </div>
        <button
          type="button"
          className={styles.menuButton}
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          全部玩法
        </button>
      </div>
      {group && group.plays.length > 1 ? (
        <div className={styles.chips}>
          {group.plays.map((candidate) => (
            <PlayChip
              key={candidate.play_id}
              play={candidate}
              active={candidate.play_id === play?.play_id}
              onClick={() => onPick(group.group, candidate.play_id)}
            />
          ))}
        </div>
      ) : null}
      <Popup open={menuOpen} onClose={() => setMenuOpen(false)} aria-label="全部玩法">
        <div className={styles.menu}>
          <div className={styles.menuHead}>
            <b>全部玩法</b>
            <button type="button" className={styles.menuClose} onClick={() => setMenuOpen(false)}>
              关闭
            </button>
          </div>
          {groups.map((candidate) => (
            <section key={candidate.group} className={styles.menuGroup}>
              <h3>{candidate.name}</h3>
              <div className={styles.chips}>
                {candidate.plays.map((item) => (
                  <PlayChip
                    key={item.play_id}
                    play={item}
                    active={item.play_id === play?.play_id}
                    onClick={() => {
                      onPick(candidate.group, item.play_id);
                      setMenuOpen(false);
                    }}
                  />
                ))}
              </div>
            </section>
          ))}
        </div>
      </Popup>
    </div>
  );
}

function PlayChip({ play, active, onClick }: { play: PlayInfoJson; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      className={`${styles.chip} ${active ? styles.chipActive : ''}`}
      onClick={onClick}
    >
      {play.name}
    </button>
  );
}
