import { Dialog } from '@app/shared';
import { dismissWaitingReleases, useWaitingReleases } from './releases';

/** 新版本可用: a release of a remote on screen waits for the player; 稍后 keeps the page as it is. */
export function ReleasePrompt() {
  const waiting = useWaitingReleases();
  return (
    <Dialog
      open={waiting.length > 0}
      title="新版本可用"
      confirmText="刷新"
      cancelText="稍后"
      onConfirm={() => window.location.reload()}
      onCancel={dismissWaitingReleases}
    >
      <span data-testid="release-prompt">当前页面有新版本，刷新后即可使用。</span>
    </Dialog>
  );
}
