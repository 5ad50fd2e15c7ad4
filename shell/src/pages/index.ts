import type { RemoteRoute } from '@app/shared';
import { HomePage } from './home/HomePage';
import { lazyPage } from './lazyPage';

// Home is the first paint, so it ships in the entry; every other shell page is its own chunk, fetched when
// the player opens it (issue 9: home first-load JS).
const CustomerPage = lazyPage(() =>
  import('./customer/CustomerPage').then((module) => ({ default: module.CustomerPage })),
);
const CheckUpdatePage = lazyPage(() =>
  import('./devtools/CheckUpdatePage').then((module) => ({ default: module.CheckUpdatePage })),
);
const DebugUpdatePage = lazyPage(() =>
  import('./devtools/DebugUpdatePage').then((module) => ({ default: module.DebugUpdatePage })),
);
const OddsTestPage = lazyPage(() =>
  import('./devtools/OddsTestPage').then((module) => ({ default: module.OddsTestPage })),
);
const PushTestPage = lazyPage(() =>
  import('./devtools/PushTestPage').then((module) => ({ default: module.PushTestPage })),
);
const SimpleUpdatePage = lazyPage(() =>
  import('./devtools/SimpleUpdatePage').then((module) => ({ default: module.SimpleUpdatePage })),
);
const ToastTestPage = lazyPage(() =>
  import('./devtools/ToastTestPage').then((module) => ({ default: module.ToastTestPage })),
);
const WebsocketTestPage = lazyPage(() =>
  import('./devtools/WebsocketTestPage').then((module) => ({ default: module.WebsocketTestPage })),
);
const DownloadPage = lazyPage(() =>
  import('./download/DownloadPage').then((module) => ({ default: module.DownloadPage })),
);
const InstallTutorialPage = lazyPage(() =>
  import('./download/InstallTutorialPage').then((module) => ({ default: module.InstallTutorialPage })),
);
const LocationPage = lazyPage(() =>
  import('./location/LocationPage').then((module) => ({ default: module.LocationPage })),
);
const LocationPickerPage = lazyPage(() =>
  import('./location/LocationPickerPage').then((module) => ({ default: module.LocationPickerPage })),
);
const ForgotPasswordPage = lazyPage(() =>
  import('./login/ForgotPasswordPage').then((module) => ({ default: module.ForgotPasswordPage })),
);
const LoginPage = lazyPage(() =>
  import('./login/LoginPage').then((module) => ({ default: module.LoginPage })),
);
const LogsPage = lazyPage(() => import('./logs/LogsPage').then((module) => ({ default: module.LogsPage })));
const MinePage = lazyPage(() => import('./mine/MinePage').then((module) => ({ default: module.MinePage })));
const AgentRegisterPage = lazyPage(() =>
  import('./register/AgentRegisterPage').then((module) => ({ default: module.AgentRegisterPage })),
);
const InviteRegisterPage = lazyPage(() =>
  import('./register/InviteRegisterPage').then((module) => ({ default: module.InviteRegisterPage })),
);
const ProtectionPage = lazyPage(() =>
  import('./protection/ProtectionPage').then((module) => ({ default: module.ProtectionPage })),
);
const RegisterPage = lazyPage(() =>
  import('./register/RegisterPage').then((module) => ({ default: module.RegisterPage })),
);
const AccountCentrePage = lazyPage(() =>
  import('./settings/AccountCentrePage').then((module) => ({ default: module.AccountCentrePage })),
);
const AppSettingsPage = lazyPage(() =>
  import('./settings/AppSettingsPage').then((module) => ({ default: module.AppSettingsPage })),
);
const UpdateComponentPage = lazyPage(() =>
  import('./update/UpdateComponentPage').then((module) => ({ default: module.UpdateComponentPage })),
);
const WebviewPage = lazyPage(() =>
  import('./webview/WebviewPage').then((module) => ({ default: module.WebviewPage })),
);

/** Every route ARCHITECTURE.md gives the shell (the launch entry `/` is the router's own). */
export const shellRoutes: RemoteRoute[] = [
  { path: '/pages/home/home', title: '首页', Component: HomePage },
  { path: '/pages/mine/mine', title: '我的', Component: MinePage },
  { path: '/pages/customer/customer', title: '在线客服', Component: CustomerPage },
  { path: '/pages/webview/webview', title: '客服中心', Component: WebviewPage },
  { path: '/pages/login/login', title: '登录', Component: LoginPage },
  { path: '/pages/login/register', title: '注册', Component: RegisterPage },
  { path: '/pages/login/forgot', title: '找回密码', Component: ForgotPasswordPage },
  { path: '/ireg', title: '会员注册', Component: InviteRegisterPage },
  { path: '/areg', title: '加入代理', Component: AgentRegisterPage },
  { path: '/minePages/set', title: '账户设置', Component: AccountCentrePage },
  { path: '/minePages/setApp', title: '应用设置', Component: AppSettingsPage },
  { path: '/minePages/protection', title: '理性投注', Component: ProtectionPage },
  { path: '/pages/download/download', title: '下载APP', Component: DownloadPage },
  { path: '/app-download', title: '下载APP', Component: DownloadPage },
  { path: '/install-tutorial', title: '安装教程', Component: InstallTutorialPage },
  { path: '/pages/logs/logs', title: '日志管理', Component: LogsPage },
  { path: '/pages/test/toast', title: 'Toast 测试', Component: ToastTestPage },
  { path: '/pages/test/websocket', title: 'WebSocket 测试', Component: WebsocketTestPage },
  { path: '/pages/test/push', title: '推送测试', Component: PushTestPage },
  { path: '/pages/test/odds', title: '赔率测试', Component: OddsTestPage },
  { path: '/pages/test/check-update', title: '检查更新', Component: CheckUpdatePage },
  { path: '/pages/test/debug-update', title: '更新调试', Component: DebugUpdatePage },
  { path: '/pages/test/simple-update', title: '简易更新', Component: SimpleUpdatePage },
  { path: '/pages/test/update', title: '更新组件', Component: UpdateComponentPage },
  { path: '/pages/location/picker', title: '选择地区', Component: LocationPickerPage },
  { path: '/pages/location/index', title: '所在地区', Component: LocationPage },
];
