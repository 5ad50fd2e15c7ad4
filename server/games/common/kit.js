// What every built-in game page shares, loaded before the game's own script: element lookup, the wallet
// (shown here and in the host page /pages/game/game), the result line, the bet stepper and the API call
// that turns the envelope into data or the server's Chinese message.
window.GameKit = (() => {
  const $ = (id) => document.getElementById(id);

  function setBalance(balance) {
    $('balance').textContent = balance;
    if (window.parent !== window)
      window.parent.postMessage({ type: 'game:balance', balance }, location.origin);
  }

  function say(text, kind = '') {
    $('result').textContent = text;
    $('result').className = `result ${kind}`;
  }

  /** A caller of one game's API base (e.g. /api/v1/game/demo-slot). */
  function api(base) {
    return async (path, options = {}) => {
      const response = await fetch(`${base}/${path}`, {
        ...options,
        headers: {
          Accept: 'application/json',
          ...(options.body ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
        },
      });
      const body = await response.json().catch(() => null);
      if (body?.code !== 200) throw new Error(body?.message || '网络异常，请稍后重试');
      return body.data;
    };
  }

  /** Shows the bet at `index` of `bets` and disables the stepper buttons at either end. */
  function showBet(bets, index) {
    $('bet').textContent = bets[index];
    $('bet-down').disabled = index === 0;
    $('bet-up').disabled = index === bets.length - 1;
  }

  const sessionId = () => new URLSearchParams(location.search).get('session_id') || '';

  return { $, setBalance, say, api, showBet, sessionId };
})();
