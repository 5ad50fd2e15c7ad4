import { applyThemeColor, LoadingHost, ToastHost, useAppConfig, useSession } from '@app/shared';
import { useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { ReleasePrompt } from '../remotes/ReleasePrompt';
import { AppRoutes } from './AppRoutes';
import { siteClosed } from './configWatch';
import { Maintenance } from './Maintenance';

/** theme_color from the app config overrides the accent token everywhere (shell and remotes). */
function useThemeColor(color: unknown) {
  useEffect(() => {
    const applied = applyThemeColor(color);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', applied);
  }, [color]);
}

export function App() {
  const config = useAppConfig((state) => state.config);
  const appInfoTips = useSession((state) => state.appInfo?.repair_tips);
  const repairTips = typeof config.repair_tips === 'string' ? config.repair_tips : appInfoTips;
  useThemeColor(config.theme_color);
  return (
    <HashRouter>
      {siteClosed(config) ? <Maintenance tips={repairTips} /> : <AppRoutes />}
      <ToastHost />
      <LoadingHost />
      <ReleasePrompt />
    </HashRouter>
  );
}
