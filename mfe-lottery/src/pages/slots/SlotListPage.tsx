import { Empty, formatMoney, Page, Tabs, toast, useSession } from '@app/shared';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { Game, GameTypeCode } from '../../api/games';
import { useRouteTitle } from '../titles';
import { GameCard } from './GameCard';
import { RecoverBar } from './RecoverBar';
import styles from './slots.module.css';
import { useGameCatalogue } from './useGameCatalogue';

const ALL = '';
export const MAINTENANCE = '该游戏维护中';

/** The game launch route for a title (the game page transfers money in and out around it). */
export const gameHref = (game: Game) =>
  `/pages/game/game?gameId=${game.id}&platform=${encodeURIComponent(game.platform_code)}`;

/** /gamelistPages/soltlist: slot games (and the other game types) by platform, with a title search. */
export function SlotListPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [type, setType] = useState<GameTypeCode>((params.get('type') as GameTypeCode | null) ?? 'slot');
  const [platform, setPlatform] = useState(params.get('platform') ?? ALL);
  const [keyword, setKeyword] = useState('');
  const { types, platforms, games, loading } = useGameCatalogue(type);
  const balance = useSession((state) => state.user?.balance);

  const shown = useMemo(() => {
    const needle = keyword.trim().toLowerCase();
    return games.filter(
      (game) =>
        (platform === ALL || game.platform_code === platform) &&
        (needle === '' || game.name.toLowerCase().includes(needle)),
    );
  }, [games, platform, keyword]);

  const open = (game: Game) => {
    if (!game.playable) {
      toast.show(MAINTENANCE);
      return;
    }
    navigate(gameHref(game));
  };

  const routeTitle = useRouteTitle();
  const typeName = types.find((item) => item.code === type)?.name;
  return (
    <Page
      title={type === 'slot' || !typeName ? routeTitle : `${typeName}游戏`}
      right={balance !== undefined && <span className={styles.balance}>¥{formatMoney(balance)}</span>}
    >
      {types.length > 1 && (
        <Tabs
          items={types.map((item) => ({ key: item.code, title: item.name }))}
          active={type}
          onChange={(next) => {
            setType(next);
            setPlatform(ALL);
          }}
        />
      )}
      <RecoverBar />
      <div className={styles.toolbar}>
        <input
          className={styles.search}
          type="search"
          placeholder="搜索游戏名称"
          aria-label="搜索游戏"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </div>
      <div className={styles.platforms} role="tablist" aria-label="游戏平台">
        {[{ code: ALL, name: '全部' }, ...platforms].map((item) => (
          <button
            key={item.code || 'all'}
            type="button"
            role="tab"
            aria-selected={item.code === platform}
            className={`${styles.chip} ${item.code === platform ? styles.chipActive : ''}`}
            onClick={() => setPlatform(item.code)}
          >
            {item.name}
          </button>
        ))}
      </div>
      {loading ? (
        <div className={styles.grid} role="status" aria-busy="true" aria-label="加载中">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <span key={key} className={styles.ghost} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <Empty text={keyword ? '没有找到相关游戏' : '暂无游戏'} />
      ) : (
        <div className={styles.grid}>
          {shown.map((game) => (
            <GameCard key={game.id} game={game} onOpen={open} />
          ))}
        </div>
      )}
    </Page>
  );
}
