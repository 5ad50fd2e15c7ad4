import { Button, Dialog, Page, toast } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { APP_VERSION } from '../settings/appVersion';
import { DevSection } from './DevSection';
import styles from './devtools.module.css';
import { useUpdateCheck } from './useUpdateCheck';

/** /pages/test/simple-update: the user-facing flow: check, then offer the download when newer. */
export function SimpleUpdatePage() {
  const navigate = useNavigate();
  const { result, checking, check } = useUpdateCheck();
  const [prompting, setPrompting] = useState(false);

  async function run() {
    const next = await check();
    if (next.hasUpdate) setPrompting(true);
    else toast.show('已是最新版本');
  }

  return (
    <Page title="简易更新">
      <div className={styles.body}>
        <DevSection title={`当前版本 ${APP_VERSION}`}>
          <Button variant="primary" block loading={checking} onClick={() => void run()}>
            检查并更新
          </Button>
        </DevSection>
      </div>
      <Dialog
        open={prompting}
        title={`发现新版本 ${result?.latest ?? ''}`}
        confirmText="去下载"
        cancelText="稍后"
        onConfirm={() => navigate('/pages/download/download')}
        onCancel={() => setPrompting(false)}
      >
        新版本已发布，建议立即更新以获得更好的体验。
      </Dialog>
    </Page>
  );
}
