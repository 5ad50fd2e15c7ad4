import { applyThemeColor, LoadingHost, ToastHost, useAppConfig, useSession } from '@app/shared';
import { type ReactNode, useEffect } from 'react';
import { HashRouter } from 'react-router-dom';
import { ReleasePrompt } from '../remotes/ReleasePrompt';
import { AppRoutes } from './AppRoutes';
import { siteClosed } from './configWatch';
import { useFirstScreenCommitted } from './firstScreen';
import { Maintenance } from './Maintenance';

/** theme_color from the app config overrides the accent token everywhere (shell and remotes). */
function ThemeColor() {
  const color = useAppConfig((state) => state.config.theme_color);
  useEffect(() => {
    const applied = applyThemeColor(color);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', applied);
  }, [color]);
  return null;
}

/**
 * The maintenance screen instead of the app while the site is closed. `children` is made by App, so a
 * change of the tips re-renders this gate alone, not the app beneath it.
 */
function SiteGate({ children }: { children: ReactNode }) {
  const closed = useAppConfig((state) => siteClosed(state.config));
  const configTips = useAppConfig((state) => state.config.repair_tips);
  const appInfoTips = useSession((state) => (closed ? state.appInfo?.repair_tips : undefined));
  if (!closed) return children;
  return <Maintenance tips={typeof configTips === 'string' ? configTips : appInfoTips} />;
}

export function App() {
  useFirstScreenCommitted();
  return (
    <HashRouter>
      <ThemeColor />
      <SiteGate>
        <AppRoutes />
      </SiteGate>
      <ToastHost />
      <LoadingHost />
      <ReleasePrompt />
    </HashRouter>
  );
}
