import { PERMISSION_IDS, type Permission } from '@app/shared/ops';
import { useOperatorSession } from '../session/operatorSession';

/** Tests: an operator holding `permissions` (all by default) is signed in. */
export function signedInAs(permissions: readonly Permission[] = PERMISSION_IDS) {
  useOperatorSession.setState({
    token: 'test',
    operator: {
      id: 1,
      username: 'op_test',
      display_name: '',
      roles: [],
      permissions: [...permissions],
      session_id: 1,
      kind: 'session',
    },
  });
}
