import { Cell, CellGroup, Dialog, formatDateTime, Page, toast, useAppConfig } from '@app/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SiteLogo } from '../common/SiteLogo';
import { UpdatePrompt } from '../update/UpdatePrompt';
import { checkForUpdate, lastUpdateCheck, updateIntervalMs } from '../update/updateChecker';
import { APP_VERSION, APP_VERSION_CODE, compareVersions } from './appVersion';
import { clearNonSessionCaches } from './clearCaches';
import styles from './settings.module.css';

/** /minePages/setApp: version against the app_version config, update check, clear cache, about. */
export function AppSettingsPage() {
  const navigate = useNavigate();
  const latest = useAppConfig((state) => state.config.app_version);
  const interval = useAppConfig((state) => updateIntervalMs(state.config));
  const [checking, setChecking] = useState(false);
  const [lastCheck, setLastCheck] = useState(lastUpdateCheck);
  const [prompting, setPrompting] = useState(false);
  const [confirmClear, setConfirmClear] = useState(false);
  const hasUpdate = compareVersions(latest, APP_VERSION) > 0;

  async function checkUpdate() {
    setChecking(true);
    try {
      const result = await checkForUpdate();
      setLastCheck(result);
      if (result.hasUpdate) setPrompting(true);
      else toast.show('已是最新版本');
    } catch {
      // The request layer toasted the failure.
    } finally {
      setChecking(false);
    }
  }

  async function clearCache() {
    setConfirmClear(false);
    try {
      await clearNonSessionCaches();
      toast.success('缓存已清除');
    } catch {
      toast.error('清除缓存失败，请稍后重试');
    }
  }

  return (
    <Page title="应用设置">
      <div className={styles.settings}>
        <div className={styles.versionHero}>
          <SiteLogo className={styles.appIcon} />
          <div data-testid="app-version">
            版本 {APP_VERSION} ({APP_VERSION_CODE})
          </div>
          <div className={styles.muted}>最新版本 {latest}</div>
        </div>
        <CellGroup>
          <Cell
            title="检查更新"
            value={
              checking ? (
                '检查中...'
              ) : hasUpdate ? (
                <>
                  {latest}
                  <span className={styles.newBadge}>NEW</span>
                </>
              ) : (
                '已是最新'
              )
            }
            onClick={checkUpdate}
          />
          <Cell
            title="自动检查更新"
            value={<span data-testid="update-interval">每{interval / 60_000}分钟</span>}
            label={lastCheck ? `上次检查 ${formatDateTime(lastCheck.checkedAt)}` : '尚未检查'}
          />
          <Cell title="清除缓存" label="保留登录状态" onClick={() => setConfirmClear(true)} />
          <Cell title="下载APP" onClick={() => navigate('/pages/download/download')} />
          <Cell title="安装教程" onClick={() => navigate('/install-tutorial')} />
        </CellGroup>
        <div className={styles.about}>
          <strong>关于我们</strong>
          <br />
          提供足球、篮球竞猜，彩票与多种游戏，充值提现安全快捷。请理性投注，未满18周岁禁止参与。
        </div>
      </div>
      <UpdatePrompt latest={latest} open={prompting} onClose={() => setPrompting(false)} />
      <Dialog
        open={confirmClear}
        title="清除缓存"
        confirmText="清除"
        cancelText="取消"
        onConfirm={clearCache}
        onCancel={() => setConfirmClear(false)}
      >
        将清除本地缓存数据，登录状态会保留。
      </Dialog>
    </Page>
  );
}
