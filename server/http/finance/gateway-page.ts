// The demo payment gateway's own page: plain HTML, one external script and stylesheet (no inline code), so
// it runs under a strict Content Security Policy like a real third-party cashier page would.

export const GATEWAY_ASSET_PATH = '/api/demo-gateway';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface GatewayPageModel {
  orderNo: string;
  amount: string;
  merchant: string;
  /** Signed callbacks the two buttons deliver; null when the order can no longer be paid. */
  success: object | null;
  failure: object | null;
  notice: string;
}

export function gatewayPageHtml(model: GatewayPageModel): string {
  const payable = model.success !== null && model.failure !== null;
  const button = (kind: 'success' | 'failure', label: string, payload: object | null) =>
    `<button type="button" class="btn btn-${kind}" data-callback="${escapeHtml(JSON.stringify(payload))}">${label}</button>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>演示支付网关</title>
<link rel="stylesheet" href="${GATEWAY_ASSET_PATH}/gateway.css">
<script src="${GATEWAY_ASSET_PATH}/gateway.js" defer></script>
</head>
<body>
<main class="cashier" data-order-no="${escapeHtml(model.orderNo)}">
  <header class="brand"><span class="logo">DP</span><span>演示支付网关 · Demo Pay</span></header>
  <section class="card">
    <p class="label">${escapeHtml(model.merchant)}</p>
    <p class="amount" data-testid="gateway-amount">¥ ${escapeHtml(model.amount)}</p>
    <p class="order">订单号 ${escapeHtml(model.orderNo)}</p>
  </section>
  <p class="notice" role="status" id="gateway-status">${escapeHtml(model.notice)}</p>
  ${payable ? `<div class="actions">${button('success', '支付成功', model.success)}${button('failure', '支付失败', model.failure)}</div>` : ''}
  <p class="hint">这是演示环境的模拟网关：不会产生真实扣款。回调经服务器签名（HMAC-SHA256）。</p>
</main>
</body>
</html>`;
}

export const GATEWAY_CSS = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f4f6fb;color:#1d2129;font:15px/1.5 -apple-system,"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}
.cashier{max-width:420px;margin:0 auto;padding:20px 16px}
.brand{display:flex;align-items:center;gap:8px;font-weight:600;color:#1664ff;margin-bottom:16px}
.logo{display:inline-flex;width:28px;height:28px;border-radius:8px;background:#1664ff;color:#fff;align-items:center;justify-content:center;font-size:12px}
.card{background:#fff;border-radius:14px;padding:22px 16px;text-align:center;box-shadow:0 4px 16px rgba(22,100,255,.08)}
.label{margin:0;color:#86909c}
.amount{margin:8px 0;font-size:34px;font-weight:700;letter-spacing:.5px}
.order{margin:0;color:#86909c;font-size:12px;word-break:break-all}
.notice{min-height:22px;margin:16px 0;text-align:center;color:#4e5969}
.notice.ok{color:#00a870}.notice.bad{color:#f53f3f}
.actions{display:grid;gap:12px}
.btn{height:46px;border:0;border-radius:23px;font-size:16px;font-weight:600;cursor:pointer}
.btn:disabled{opacity:.5;cursor:default}
.btn-success{background:#1664ff;color:#fff}
.btn-failure{background:#fff;color:#f53f3f;border:1px solid #f53f3f}
.hint{margin-top:20px;font-size:12px;color:#a9aeb8;text-align:center}
`;

/**
 * Delivers the chosen signed callback to the platform, as the gateway's server would, then tells the app:
 * inside the payment webview it posts a message to the parent; opened alone it returns to the app's
 * payment result page.
 */
export const GATEWAY_JS = `
(function () {
  var root = document.querySelector('.cashier');
  var status = document.getElementById('gateway-status');
  var buttons = document.querySelectorAll('[data-callback]');
  function show(text, kind) { status.textContent = text; status.className = 'notice ' + (kind || ''); }
  function finish(result, orderNo) {
    var message = { type: 'demo-gateway', status: result, order_no: orderNo };
    if (window.parent !== window) { window.parent.postMessage(message, window.location.origin); return; }
    if (result === 'success') window.location.href = '/#/pages/payment/success?order_no=' + orderNo;
  }
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var payload = JSON.parse(button.getAttribute('data-callback'));
      buttons.forEach(function (b) { b.disabled = true; });
      show('正在通知商户…');
      fetch('/api/v1/payment-orders/callback', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload)
      }).then(function (response) { return response.json(); }).then(function (body) {
        if (body.code !== 200) throw new Error(body.message || '通知失败');
        var paid = payload.status === 'success';
        show(paid ? '支付成功，正在返回商户…' : '支付失败', paid ? 'ok' : 'bad');
        finish(paid ? 'success' : 'failed', root.getAttribute('data-order-no'));
      }).catch(function (error) {
        show(error.message || '网络异常，请重试', 'bad');
        buttons.forEach(function (b) { b.disabled = false; });
      });
    });
  });
})();
`;
