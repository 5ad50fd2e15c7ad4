// 极速骰宝's page: it only shows what the server decides. The session_id of the game data is its
// credential; every round is a POST the server settles with its own cryptographic RNG.
(() => {
  const call = GameKit.api('/api/v1/game/quick-dice');
  // Pip positions (cells 0-8 of a 3x3 grid) for each face.
  const FACES = {
    1: [4],
    2: [0, 8],
    3: [0, 4, 8],
    4: [0, 2, 6, 8],
    5: [0, 2, 4, 6, 8],
    6: [0, 2, 3, 5, 6, 8],
  };
  const HINTS = { big: '11-17', small: '4-10', odd: '和值单', even: '和值双' };
  const { $, setBalance, say } = GameKit;
  const sessionId = GameKit.sessionId();
  let stepper;
  let pick = 'big';
  let picks = [];
  let busy = false;

  function die(face) {
    const node = document.createElement('div');
    node.className = face === 1 || face === 4 ? 'die red' : 'die';
    node.setAttribute('aria-label', `${face}点`);
    for (let cell = 0; cell < 9; cell += 1) {
      const spot = document.createElement('span');
      if (FACES[face].includes(cell)) spot.className = 'pip';
      node.append(spot);
    }
    return node;
  }

  function drawDice(faces) {
    $('dice').replaceChildren(...faces.map(die));
  }

  function showPicks() {
    $('picks').replaceChildren(
      ...picks.map(({ code, name }) => {
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'pick';
        button.setAttribute('role', 'radio');
        button.setAttribute('aria-checked', String(code === pick));
        button.textContent = name;
        const hint = document.createElement('small');
        hint.textContent = HINTS[code] || '';
        button.append(hint);
        button.addEventListener('click', () => {
          pick = code;
          showPicks();
        });
        return button;
      }),
    );
  }

  function remember(data) {
    const item = document.createElement('li');
    const name = picks.find((p) => p.code === data.pick)?.name || '';
    item.textContent = `${data.dice.join(' ')}  和 ${data.sum}  押${name} ${data.bet}`;
    const outcome = document.createElement('span');
    outcome.textContent = Number(data.win) > 0 ? `+${data.win}` : '未中';
    if (Number(data.win) > 0) outcome.className = 'win';
    item.append(outcome);
    $('history').prepend(item);
    while ($('history').children.length > 8) $('history').lastElementChild.remove();
  }

  async function roll() {
    if (busy) return;
    busy = true;
    $('roll').disabled = true;
    say('开奖中…');
    $('dice').classList.add('rolling');
    const started = Date.now();
    try {
      const data = await call('roll', {
        method: 'POST',
        headers: { 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ session_id: sessionId, bet: stepper.current(), pick }),
      });
      // Let the dice shake a moment; the outcome is already settled on the server.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 600 - (Date.now() - started))));
      drawDice(data.dice);
      $('sum').textContent = `和值 ${data.sum}`;
      setBalance(data.balance);
      remember(data);
      if (Number(data.win) > 0) say(`恭喜中奖 ${data.win} 元`, 'won');
      else say('未中奖，再来一局');
    } catch (error) {
      say(error.message, 'error');
    } finally {
      $('dice').classList.remove('rolling');
      busy = false;
      $('roll').disabled = false;
    }
  }

  async function start() {
    drawDice([4, 5, 6]);
    $('roll').addEventListener('click', roll);
    stepper = GameKit.betStepper('2.00');
    const state = await GameKit.loadState(call, stepper, 'roll');
    if (state) {
      picks = state.picks;
      showPicks();
    }
  }

  start();
})();
