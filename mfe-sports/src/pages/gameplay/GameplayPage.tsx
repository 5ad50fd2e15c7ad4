import { type Entry, EntryGrid, Page, Section, useAppConfig } from '@app/shared';
import { TodayMatches } from './TodayMatches';

/**
 * Tab 3 (竞猜). nav_live_ball_enabled hides the 滚球 (in-play) entry and nav_real_time_enabled the 即时比分
 * entry; the shell hides the whole tab with nav_sports_enabled.
 */
export function gameplayEntries(config: { nav_live_ball_enabled: boolean; nav_real_time_enabled: boolean }) {
  const entries: Entry[] = [
    { label: '足球', to: '/betPages/football/index', mark: '足' },
    { label: '篮球', to: '/betPages/basketball/index', mark: '篮' },
  ];
  if (config.nav_live_ball_enabled)
    entries.push({ label: '滚球', to: '/pages/live-match/detail', mark: '滚' });
  if (config.nav_real_time_enabled)
    entries.push({ label: '即时比分', to: '/pages/live-match/detail', mark: '时' });
  entries.push({ label: '我的注单', to: '/betPages/order/detail', mark: '单' });
  return entries;
}

export function GameplayPage() {
  const config = useAppConfig((state) => state.config);
  return (
    <Page title="竞猜" back={false} padded>
      <Section title="竞彩玩法">
        <EntryGrid entries={gameplayEntries(config)} />
      </Section>
      <TodayMatches />
    </Page>
  );
}
