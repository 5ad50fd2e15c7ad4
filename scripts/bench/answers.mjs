// Every measured answer is checked: a figure measured over refusals is a harness error, never a speed.

const SUCCESS_PREFIX = '{"code":200,';

/**
 * Why one answer is not a success, or null when it is one: HTTP 200 with the envelope's code 200. The
 * product serialises the envelope code first, so a success needs no parse; anything else is parsed for the
 * server's own message. `newOrder` also refuses an order answered from an earlier request (a reused key).
 */
export function refusalOf(status, body, { newOrder = false } = {}) {
  if (status === 200 && body.startsWith(SUCCESS_PREFIX) && !(newOrder && body.includes('"repeated":true')))
    return null;
  let envelope = null;
  try {
    envelope = JSON.parse(body);
  } catch {
    // not JSON: the body itself is shown
  }
  if (status === 200 && envelope?.code === 200) {
    if (!newOrder || envelope.data?.repeated !== true) return null;
    return 'HTTP 200 but a repeated order (an idempotency key was reused)';
  }
  const message = envelope?.message ?? body.slice(0, 200);
  return `HTTP ${status}, code ${envelope?.code ?? '-'}: ${message}`;
}

/** A tally of one load's answers and autocannon's `onResponse` that fills it. */
export function answerTally(options) {
  const tally = { answers: 0, refused: 0, firstRefusal: null };
  const onResponse = (status, body) => {
    tally.answers += 1;
    const refusal = refusalOf(status, body ?? '', options);
    if (!refusal) return;
    tally.refused += 1;
    tally.firstRefusal ??= refusal;
  };
  return { tally, onResponse };
}

/**
 * What makes a measurement worthless, or null: any refused answer (the first one is quoted with the
 * server's message), connection errors or timeouts. Requests still waiting when a run ends are neither: a
 * route slower than the run is long measures low, honestly.
 */
export function measurementProblem({ answers, refused, firstRefusal, errors }) {
  if (refused > 0) return `${refused} of ${answers} answers refused; first: ${firstRefusal}`;
  if (errors > 0) return `${errors} connection errors or timeouts beside ${answers} answers`;
  return null;
}
