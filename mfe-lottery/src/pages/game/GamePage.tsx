import { Button, Empty, formatMoney, goBack, Page } from '@app/shared';
import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../titles';
import styles from './game.module.css';
import { TransferSheet } from './TransferSheet';
import { useGameLaunch } from './useGameLaunch';

/** The lobby: where a launch link without a game (e.g. 游戏大厅) leads. */
export const LOBBY = '/gamelistPages/soltlist';

/**
 * /pages/game/game?gameId=&platform=: the game in a full-height webview under the NavBar. Money moves in
 * on enter (the sheet) and back out automatically when the player leaves. Without a game it opens the lobby.
 */
export function GamePage() {
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId') ?? params.get('game_id'));
  const platform = params.get('platform') ?? '';
  if (!Number.isInteger(gameId) || gameId <= 0 || !platform) return <Navigate to={LOBBY} replace />;
  return <GameView gameId={gameId} platform={platform} />;
}

function GameView({ gameId, platform }: { gameId: number; platform: string }) {
  const launch = useGameLaunch(gameId, platform);
  const [leaving, setLeaving] = useState(false);
  const routeTitle = useRouteTitle();
  const title = launch.game?.name ?? routeTitle;

  const leave = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      await launch.leave();
    } finally {
      goBack();
    }
  };

  return (
    <Page
      title={title}
      onBack={leave}
      right={
        launch.phase === 'playing' && (
          <span className={styles.chip} data-testid="game-wallet">
            游戏余额 {formatMoney(launch.platformBalance)}
          </span>
        )
      }
    >
      {launch.phase === 'playing' && launch.data && (
        <iframe
          className={styles.frame}
          src={launch.data.game_url}
          title={launch.game?.name ?? '游戏'}
          allow="autoplay; fullscreen"
          sandbox="allow-scripts allow-same-origin"
        />
      )}
      {(launch.phase === 'choosing' || launch.phase === 'entering') && launch.game && (
        <TransferSheet
          game={launch.game}
          platformBalance={launch.platformBalance}
          busy={launch.phase === 'entering'}
          onEnter={launch.start}
          onCancel={goBack}
        />
      )}
      {launch.phase === 'failed' && (
        <div className={styles.failed}>
          <Empty text={launch.failure} />
          <Button variant="ghost" onClick={leave}>
            返回
          </Button>
        </div>
      )}
    </Page>
  );
}
