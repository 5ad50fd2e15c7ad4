import type { FastifyInstance, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import type { Db } from '../../db/client';
import { readAllConfigCached } from '../../domain/config';

// Pages this server serves itself, so the seeded download and customer-service links lead somewhere real:
// /install/android, /install/ios (each with the QR code of its own address) and /kf (在线客服).

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PLATFORMS = {
  android: {
    name: 'Android',
    steps: [
      '用手机浏览器（Chrome 等）扫描上方二维码打开本页',
      '点击「打开网页版」，在浏览器菜单中选择「添加到主屏幕」',
      '回到桌面点击图标启动，使用原账号登录，余额与记录同步',
    ],
  },
  ios: {
    name: 'iOS',
    steps: [
      '用 iPhone 相机扫描上方二维码，在 Safari 中打开本页',
      '点击「打开网页版」，再点底部分享按钮，选择「添加到主屏幕」',
      '回到桌面点击图标启动，使用原账号登录，余额与记录同步',
    ],
  },
} as const;

type Platform = keyof typeof PLATFORMS;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#0f1117;color:#f5f6f8;font:15px/1.6 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
main{max-width:420px;margin:0 auto;padding:24px 16px 32px}
h1{margin:0 0 4px;font-size:22px;color:#ffb400}
.sub{margin:0 0 20px;color:#9aa0ad;font-size:13px}
.card{background:#181b24;border:1px solid #262a36;border-radius:14px;padding:18px 16px;margin-bottom:14px}
.qr{width:184px;height:184px;margin:0 auto 10px;padding:10px;background:#fff;border-radius:12px}
.qr svg{display:block;width:100%;height:100%}
.center{text-align:center}
.muted{color:#9aa0ad;font-size:12px;word-break:break-all}
ol{margin:0;padding-left:20px}
li{margin:6px 0}
.btn{display:block;height:46px;line-height:46px;border-radius:23px;background:#ffb400;color:#111;text-align:center;font-weight:600;text-decoration:none;margin-top:14px}
.btn.ghost{background:transparent;color:#ffb400;border:1px solid #ffb400}
.row{display:flex;justify-content:space-between;gap:12px;padding:10px 0;border-top:1px solid #262a36}
.row:first-of-type{border-top:0}
.online{color:#35c37a}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The address the visitor used (Host is checked to be a plain host[:port]). */
function ownUrl(request: FastifyRequest, path: string): string {
  const host = request.host;
  const safeHost = /^[A-Za-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : '127.0.0.1';
  return `${request.protocol}://${safeHost}${path}`;
}

export async function installPageHtml(platform: Platform, url: string, siteTitle: string): Promise<string> {
  const { name, steps } = PLATFORMS[platform];
  const qr = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return page(
    `${siteTitle} ${name} 安装`,
    `<h1>${escapeHtml(siteTitle)} · ${name}</h1>
<p class="sub">扫码在手机上打开，添加到主屏幕即可像 APP 一样使用</p>
<section class="card center"><div class="qr" role="img" aria-label="${name}安装页二维码" data-testid="install-qr">${qr}</div>
<p class="muted" data-testid="install-url">${escapeHtml(url)}</p></section>
<section class="card"><ol>${steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
<a class="btn" href="/">打开网页版</a><a class="btn ghost" href="/#/install-tutorial">查看图文安装教程</a></section>`,
  );
}

export function customerServiceHtml(siteTitle: string): string {
  return page(
    `${siteTitle} 在线客服`,
    `<h1>在线客服</h1>
<p class="sub">7×24 小时为您服务，请描述问题并留下账号</p>
<section class="card">
<div class="row"><span>服务状态</span><span class="online">● 在线</span></div>
<div class="row"><span>平均响应</span><span>1 分钟内</span></div>
<div class="row"><span>服务时间</span><span>全天 24 小时</span></div>
</section>
<section class="card"><ol>
<li>充值未到账：请提供订单号与付款截图</li>
<li>提现审核：一般 5-30 分钟完成，请耐心等待</li>
<li>账号安全：客服不会索要您的登录密码或支付密码</li>
</ol><a class="btn" href="/#/pages/customer/customer">返回常见问题</a></section>`,
  );
}

/** GET /install/android, /install/ios and /kf (the seeded download and customer-service links). */
export function registerServicePages(app: FastifyInstance, db: Db): void {
  const siteTitle = async () => String((await readAllConfigCached(db)).site_title ?? '星辰体育');
  app.get<{ Params: { platform: string } }>(
    '/install/:platform',
    { schema: { hide: true } },
    async (request, reply) => {
      const { platform } = request.params;
      if (platform !== 'android' && platform !== 'ios') return reply.code(404).send('Not Found');
      const html = await installPageHtml(
        platform,
        ownUrl(request, `/install/${platform}`),
        await siteTitle(),
      );
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );
  app.get('/kf', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(customerServiceHtml(await siteTitle())),
  );
}
