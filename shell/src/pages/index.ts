import type { RemoteRoute } from '@app/shared';
import { CustomerPage } from './customer/CustomerPage';
import { CheckUpdatePage } from './devtools/CheckUpdatePage';
import { DebugUpdatePage } from './devtools/DebugUpdatePage';
import { OddsTestPage } from './devtools/OddsTestPage';
import { PushTestPage } from './devtools/PushTestPage';
import { SimpleUpdatePage } from './devtools/SimpleUpdatePage';
import { ToastTestPage } from './devtools/ToastTestPage';
import { WebsocketTestPage } from './devtools/WebsocketTestPage';
import { DownloadPage } from './download/DownloadPage';
import { InstallTutorialPage } from './download/InstallTutorialPage';
import { HomePage } from './home/HomePage';
import { LocationPage } from './location/LocationPage';
import { LocationPickerPage } from './location/LocationPickerPage';
import { LoginPage } from './login/LoginPage';
import { LogsPage } from './logs/LogsPage';
import { MinePage } from './mine/MinePage';
import { AgentRegisterPage } from './register/AgentRegisterPage';
import { InviteRegisterPage } from './register/InviteRegisterPage';
import { RegisterPage } from './register/RegisterPage';
import { AccountCentrePage } from './settings/AccountCentrePage';
import { AppSettingsPage } from './settings/AppSettingsPage';
import { UpdateComponentPage } from './update/UpdateComponentPage';
import { WebviewPage } from './webview/WebviewPage';

/** Every route ARCHITECTURE.md gives the shell (the launch entry `/` is the router's own). */
export const shellRoutes: RemoteRoute[] = [
  { path: '/pages/home/home', title: '首页', Component: HomePage },
  { path: '/pages/mine/mine', title: '我的', Component: MinePage },
  { path: '/pages/customer/customer', title: '在线客服', Component: CustomerPage },
  { path: '/pages/webview/webview', title: '客服中心', Component: WebviewPage },
  { path: '/pages/login/login', title: '登录', Component: LoginPage },
  { path: '/pages/login/register', title: '注册', Component: RegisterPage },
  { path: '/ireg', title: '会员注册', Component: InviteRegisterPage },
  { path: '/areg', title: '加入代理', Component: AgentRegisterPage },
  { path: '/minePages/set', title: '账户设置', Component: AccountCentrePage },
  { path: '/minePages/setApp', title: '应用设置', Component: AppSettingsPage },
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
