import { Empty, EntryGrid, Page, Section } from '@app/shared';
import { GAME_ENTRIES, LOTTERY_ENTRIES } from './catalogue';

export function LotteryListPage() {
  return (
    <Page title="彩票大厅" padded>
      <Section title="热门彩种">
        <EntryGrid entries={LOTTERY_ENTRIES} />
      </Section>
      <Section title="更多玩法">
        <EntryGrid entries={GAME_ENTRIES} />
      </Section>
      <Empty text="开奖数据即将上线" />
    </Page>
  );
}
