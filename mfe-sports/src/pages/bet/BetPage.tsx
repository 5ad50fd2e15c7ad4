import { Empty, ListRow, Page, Section } from '@app/shared';
import { useRouteTitle } from '../titles';

const RULES = ['单注金额 2 - 20000 元', '倍数 1 - 99 倍', '串关最多 8 场'];

/** Football and basketball betting: the limits of SPEC 9 now, the match list with the sports issue. */
export function BetPage() {
  return (
    <Page title={useRouteTitle()} padded>
      <Section title="投注规则">
        {RULES.map((rule) => (
          <ListRow key={rule}>
            <span>{rule}</span>
          </ListRow>
        ))}
      </Section>
      <Empty text="赛事与赔率即将上线" />
    </Page>
  );
}
