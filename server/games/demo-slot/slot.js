// The demo slot's page: it only draws what the server decides. The session_id of the game data is its
// credential; every spin is a POST the server settles with its own cryptographic RNG.
(() => {
  const call = GameKit.api('/api/v1/game/demo-slot');
  const ART = {
    wild: { glyph: '★', from: '#ffd45c', to: '#c77800' },
    seven: { glyph: '7', from: '#ff4b5c', to: '#7a0010' },
    bar: { glyph: 'BAR', from: '#3d3d3d', to: '#0c0c0c', small: true },
    bell: { glyph: '铃', from: '#f9d423', to: '#a86b00' },
    melon: { glyph: '瓜', from: '#38ef7d', to: '#0b6b33' },
    grape: { glyph: '葡', from: '#a66cff', to: '#42158f' },
    orange: { glyph: '橙', from: '#ff9a3c', to: '#a34700' },
    cherry: { glyph: '樱', from: '#ff5f9e', to: '#8a0f3f' },
  };
  const NAMES = {
    wild: '百搭',
    seven: '七',
    bar: 'BAR',
    bell: '铃铛',
    melon: '西瓜',
    grape: '葡萄',
    orange: '橙子',
    cherry: '樱桃',
  };
  const { $, setBalance, say } = GameKit;
  const sessionId = GameKit.sessionId();
  let stepper;
  let busy = false;

  function cell(symbol) {
    const art = ART[symbol] || ART.cherry;
    const node = document.createElement('div');
    node.className = art.small ? 'cell small' : 'cell';
    node.style.setProperty('--from', art.from);
    node.style.setProperty('--to', art.to);
    node.textContent = art.glyph;
    node.dataset.symbol = symbol;
    return node;
  }

  function drawReels(rows, winning = new Set()) {
    const reels = $('reels');
    reels.replaceChildren();
    rows.forEach((row, r) => {
      row.forEach((symbol, c) => {
        const node = cell(symbol);
        if (winning.has(`${r}:${c}`)) node.classList.add('win');
        reels.append(node);
      });
    });
  }

  const LINES = [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2],
    [2, 2, 1, 0, 0],
    [1, 0, 0, 0, 1],
    [1, 2, 2, 2, 1],
    [1, 0, 1, 2, 1],
  ];

  function fillPaytable(rows) {
    const body = $('paytable').querySelector('tbody');
    body.replaceChildren(
      ...rows.map(({ symbol, pays }) => {
        const tr = document.createElement('tr');
        const first = document.createElement('td');
        const icon = cell(symbol);
        icon.classList.add('mini');
        first.append(icon);
        first.title = NAMES[symbol] || symbol;
        tr.append(
          first,
          ...pays.map((pay) => Object.assign(document.createElement('td'), { textContent: `×${pay}` })),
        );
        return tr;
      }),
    );
  }

  async function spin() {
    if (busy) return;
    busy = true;
    $('spin').disabled = true;
    say('转动中…');
    $('reels').classList.add('spinning');
    const started = Date.now();
    try {
      const data = await call('spin', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ session_id: sessionId, bet: stepper.current() }),
      });
      // Let the reels turn a moment; the outcome is already settled on the server.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 500 - (Date.now() - started))));
      const winning = new Set();
      for (const line of data.lines) {
        LINES[line.line - 1].slice(0, line.count).forEach((row, reel) => {
          winning.add(`${row}:${reel}`);
        });
      }
      $('reels').classList.remove('spinning');
      drawReels(data.reels, winning);
      setBalance(data.balance);
      if (Number(data.win) > 0) say(`恭喜中奖 ${data.win} 元（${data.lines.length} 条线）`, 'won');
      else say('未中奖，再来一次');
    } catch (error) {
      $('reels').classList.remove('spinning');
      say(error.message, 'error');
    } finally {
      busy = false;
      $('spin').disabled = false;
    }
  }

  async function start() {
    drawReels([
      ['seven', 'bar', 'wild', 'bar', 'seven'],
      ['cherry', 'wild', 'seven', 'wild', 'cherry'],
      ['bell', 'melon', 'grape', 'orange', 'bell'],
    ]);
    $('spin').addEventListener('click', spin);
    stepper = GameKit.betStepper('1.00');
    const state = await GameKit.loadState(call, stepper, 'spin');
    if (state) {
      fillPaytable(state.paytable);
    }
  }

  start();
})();
