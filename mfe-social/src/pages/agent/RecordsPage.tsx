import { agentApi } from '../../api/agent';
import { AgentPage } from './AgentGate';
import { RecordList } from './RecordList';

/** /agentPages/records: bets, payouts, deposits and withdrawals of the whole team. */
export function RecordsPage() {
  return (
    <AgentPage padded={false}>
      <RecordList
        scope="team"
        showMember
        load={(kind, page, per_page) => agentApi.records({ kind, page, per_page }, { silent: true })}
      />
    </AgentPage>
  );
}
