import { Page, Tabs } from '@app/shared';
import { useSearchParams } from 'react-router-dom';
import { useRouteTitle } from '../titles';
import { BettingRecordsTab } from './BettingRecordsTab';
import { GameRoundsTab } from './GameRoundsTab';

type TabKey = 'betting' | 'game';

/** /financePages/gamerecords: betting records (sports, lottery) and game rounds, one tab each (?tab=game). */
export function GameRecordsPage() {
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'game' ? 'game' : 'betting';
  return (
    <Page title={useRouteTitle()}>
      <Tabs
        items={[
          { key: 'betting', title: '投注记录' },
          { key: 'game', title: '游戏记录' },
        ]}
        active={tab}
        onChange={(key) => setParams(key === 'game' ? { tab: 'game' } : {}, { replace: true })}
      />
      {tab === 'betting' ? <BettingRecordsTab /> : <GameRoundsTab />}
    </Page>
  );
}
