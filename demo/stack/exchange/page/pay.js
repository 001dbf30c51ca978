// The pay page's script (served as /pay.js by the local exchange, same origin as its API):
// Confirm pays (POST /api/pay: the exchange sends the payment on chain from its hot wallet) and
// follows it until its transaction is mined (POST /api/status). Plain script, no build step.
(() => {
  const $ = (id) => document.getElementById(id);
  const closeWindow = () => {
    window.close();
    // A window the visitor opened by hand cannot be closed by script: say so instead.
    setTimeout(() => {
      const note = document.createElement('p');
      note.className = 'progress';
      note.textContent = 'You can close this window now.';
      document.querySelector('main')?.append(note);
    }, 150);
  };
  $('close')?.addEventListener('click', closeWindow);
  $('cancel')?.addEventListener('click', closeWindow);
  $('done')?.addEventListener('click', closeWindow);

  const form = $('payment');
  if (!form) return;
  const payment = form.dataset;
  const confirm = $('confirm');
  const problem = $('problem');
  const progress = $('progress');
  const setField = (name, text) => {
    const element = document.querySelector(`#result [data-field="${name}"]`);
    if (element) element.textContent = text;
  };
  const showProblem = (message) => {
    problem.textContent = message;
    problem.hidden = !message;
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  function showResult(answer) {
    form.hidden = true;
    $('result').hidden = false;
    setField('txid', answer.txid ?? '');
    setField('status', answer.status);
    $('result-title').textContent = answer.status === 'success' ? 'Payment sent' : answer.status === 'failed' ? 'Payment failed' : 'Payment on its way';
  }

  async function follow(answer) {
    showResult(answer);
    while (answer.status === 'pending') {
      await sleep(1000);
      const res = await fetch('/api/status', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: payment.sessionId }) }).catch(() => null);
      if (res?.ok) answer = await res.json();
      showResult(answer);
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    confirm.disabled = true;
    showProblem('');
    progress.textContent = 'Sending the payment…';
    try {
      const res = await fetch('/api/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ asset: payment.asset, amount: payment.amount, recipient: payment.recipient, sessionId: payment.sessionId }),
      });
      const body = await res.json().catch(() => null);
      progress.textContent = '';
      if (!res.ok) {
        showProblem(body?.error ?? `The exchange answered HTTP ${res.status}`);
        confirm.disabled = res.status === 409;
        return;
      }
      await follow(body);
    } catch {
      progress.textContent = '';
      showProblem('The exchange cannot be reached.');
      confirm.disabled = false;
    }
  });
  if (payment.paid) {
    confirm.disabled = true;
    showProblem('This payment was already made.');
  }
})();
