import { agentApi } from '../../api/agent';
import { useIdParam } from '../../components/useIdParam';
import { AgentPage } from './AgentGate';
import { RecordList } from './RecordList';

/** /agentPages/memberRecords?id=: one downline member's money records. */
export function MemberRecordsPage() {
  const id = useIdParam();
  return (
    <AgentPage padded={false}>
      <RecordList
        scope={`member-${id}`}
        showMember={false}
        load={(kind, page, per_page) =>
          agentApi.memberRecords(id, { kind, page, per_page }, { silent: true })
        }
      />
    </AgentPage>
  );
}
