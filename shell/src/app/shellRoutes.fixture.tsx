import type { RemoteRoute } from '@app/shared';

// Stand-ins for the shell's own pages in the app tests, so they do not depend on the real pages.
function HomeStub() {
  return <h1>首页内容</h1>;
}

function LoginStub() {
  return <h1>登录内容</h1>;
}

export const shellRoutes: RemoteRoute[] = [
  { path: '/pages/home/home', title: '首页', Component: HomeStub },
  { path: '/pages/login/login', title: '登录', Component: LoginStub },
];
