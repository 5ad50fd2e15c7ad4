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

  /**
   * The −/＋ bet stepper over the bets the server allows (the first one until the state arrives): wires
   * the buttons and answers the chosen bet.
   */
  function betStepper(initial) {
    let bets = [initial];
    let index = 0;
    const show = () => {
      $('bet').textContent = bets[index];
      $('bet-down').disabled = index === 0;
      $('bet-up').disabled = index === bets.length - 1;
    };
    const step = (by) => {
      index = Math.min(bets.length - 1, Math.max(0, index + by));
      show();
    };
    $('bet-down').addEventListener('click', () => step(-1));
    $('bet-up').addEventListener('click', () => step(1));
    show();
    return {
      current: () => bets[index],
      allow(list) {
        bets = list;
        index = 0;
        show();
      },
    };
  }

  /**
   * Asks the server for the session's state and shows what every game shows (names, wallet, allowed
   * bets); answers the state, or null after saying why the game cannot be played (`play` disabled).
   */
  async function loadState(call, stepper, play) {
    try {
      const state = await call(`state?session_id=${encodeURIComponent(sessionId())}`);
      $('title').textContent = state.game_name;
      $('platform').textContent = state.platform_name;
      document.title = `${state.game_name} · ${state.platform_name}`;
      stepper.allow(state.bets);
      setBalance(state.balance);
      if (Number(state.balance) <= 0) say('游戏余额为0，请返回转入后再玩');
      return state;
    } catch (error) {
      $(play).disabled = true;
      say(error.message, 'error');
      return null;
    }
  }

  const sessionId = () => new URLSearchParams(location.search).get('session_id') || '';

  return { $, setBalance, say, api, betStepper, loadState, sessionId };
})();
