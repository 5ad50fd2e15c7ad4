import { Button, Page, toast } from '@app/shared';
import { useState } from 'react';
import { APP_VERSION } from '../settings/appVersion';
import { UpdatePrompt } from '../update/UpdatePrompt';
import { DevSection } from './DevSection';
import styles from './devtools.module.css';
import { useUpdateCheck } from './useUpdateCheck';

/** /pages/test/simple-update: the user-facing flow: check, then offer the download when newer. */
export function SimpleUpdatePage() {
  const { result, checking, check } = useUpdateCheck();
  const [prompting, setPrompting] = useState(false);

  async function run() {
    const next = await check().catch(() => null);
    if (!next) return;
    if (next.hasUpdate) setPrompting(true);
    else toast.show('已是最新版本');
  }

  return (
    <Page title="简易更新">
      <div className={styles.body}>
        <DevSection title={`当前版本 ${APP_VERSION}`}>
          <Button
            variant="primary"
            block
            loading={checking}
            onClick={() => void run()}
            data-testid="update-run"
          >
            检查并更新
          </Button>
        </DevSection>
      </div>
      <UpdatePrompt latest={result?.latest ?? ''} open={prompting} onClose={() => setPrompting(false)} />
    </Page>
  );
}
