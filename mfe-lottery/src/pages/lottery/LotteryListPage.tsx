import { Empty } from '@app/shared';
import { EntryGrid } from '../common/EntryGrid';
import { Section, SimplePage } from '../common/SimplePage';
import { GAME_ENTRIES, LOTTERY_ENTRIES } from './catalogue';

export function LotteryListPage() {
  return (
    <SimplePage title="彩票大厅">
      <Section title="热门彩种">
        <EntryGrid entries={LOTTERY_ENTRIES} />
      </Section>
      <Section title="更多玩法">
        <EntryGrid entries={GAME_ENTRIES} />
      </Section>
      <Empty text="开奖数据即将上线" />
    </SimplePage>
  );
}
