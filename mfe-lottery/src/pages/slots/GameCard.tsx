import type { CSSProperties } from 'react';
import type { Game } from '../../api/games';
import styles from './slots.module.css';

export interface GameCardProps {
  game: Game;
  onOpen: (game: Game) => void;
}

/** A game tile drawn with CSS: the title's gradient and glyph, a hot badge, and 维护中 when not connected. */
export function GameCard({ game, onOpen }: GameCardProps) {
  const art = { '--from': game.color_from, '--to': game.color_to } as CSSProperties;
  return (
    <button
      type="button"
      className={`${styles.card} ${game.playable ? '' : styles.closed}`}
      style={art}
      onClick={() => onOpen(game)}
      aria-label={game.playable ? game.name : `${game.name}（维护中）`}
    >
      <span className={styles.art} aria-hidden="true">
        <span className={styles.glyph}>{game.glyph}</span>
      </span>
      {game.hot && <span className={styles.hot}>热门</span>}
      {!game.playable && <span className={styles.badge}>维护中</span>}
      <span className={styles.name}>{game.name}</span>
      <span className={styles.platform}>{game.platform_name}</span>
    </button>
  );
}
