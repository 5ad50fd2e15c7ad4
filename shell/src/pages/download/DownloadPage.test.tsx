import { type AppInfo, userApi, useSession } from '@app/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../testing/renderAt';
import { DownloadPage } from './DownloadPage';
import { InstallTutorialPage } from './InstallTutorialPage';

const info = {
  title: '星辰体育',
  ios_download_qrcode: '',
  ios_download_url: 'https://dl.example.com/ios/install.html',
  android_download_url: 'https://dl.example.com/android/app.apk',
} as AppInfo;

describe('download pages', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('draws the iOS QR code of the link when no QR image is configured, and links the Android package', async () => {
    vi.spyOn(userApi, 'appInfo').mockResolvedValue(info);
    useSession.setState({ appInfo: info });
    renderAt('/pages/download/download', <DownloadPage />);
    const qr = await screen.findByTestId('download-ios-qr');
    expect(qr.querySelector('svg path')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载Android版' }).getAttribute('href')).toBe(
      info.android_download_url,
    );
  });

  it('uses the configured QR image when there is one', async () => {
    const withImage = { ...info, ios_download_qrcode: 'https://dl.example.com/qr.png' };
    vi.spyOn(userApi, 'appInfo').mockResolvedValue(withImage);
    useSession.setState({ appInfo: withImage });
    renderAt('/pages/download/download', <DownloadPage />);
    expect((await screen.findByAltText('iOS下载二维码')).getAttribute('src')).toBe(
      'https://dl.example.com/qr.png',
    );
    expect(screen.queryByTestId('download-ios-qr')).toBeNull();
  });

  it('without a configured link, points to adding the web app to the home screen, not to a coming package', async () => {
    const noAndroid = { ...info, android_download_url: '' };
    vi.spyOn(userApi, 'appInfo').mockResolvedValue(noAndroid);
    useSession.setState({ appInfo: noAndroid });
    renderAt('/pages/download/download', <DownloadPage />);
    expect(
      await screen.findByText('Android：用浏览器打开网页版，添加到主屏幕即可像 APP 一样使用。'),
    ).toBeTruthy();
    expect(document.body.textContent).not.toContain('安装包');
  });

  it('teaches adding the web app to the home screen, each step with its picture, and no package or certificate steps', () => {
    renderAt('/install-tutorial', <InstallTutorialPage />);
    const steps = screen.getAllByTestId('install-step');
    expect(steps.map((step) => step.querySelector('div > div')?.textContent)).toEqual([
      '用手机浏览器打开网页版',
      'iPhone：分享 → 添加到主屏幕',
      'Android：菜单 → 添加到主屏幕',
      '从桌面图标打开并登录',
    ]);
    for (const step of steps) expect(step.querySelector('svg[role="img"]')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/安装包|APK|证书|信任|描述文件|未知来源/i);
  });
});
