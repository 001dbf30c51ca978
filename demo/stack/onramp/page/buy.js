// The order page's script (served as /buy.js by each local provider, same origin as its API):
// re-quotes when the visitor changes the amount or the payment method (GET /api/quote), pays
// (POST /api/orders: the provider's server sends the tokens on chain) and follows the delivery
// until its transaction is mined (GET /api/orders/{id}). Plain script, no build step.
(() => {
  const $ = (id) => document.getElementById(id);
  const closeWindow = () => {
    window.close();
    // A window the visitor opened by hand cannot be closed by script: say so instead.
    setTimeout(() => {
      document.body.classList.add('closed');
      const note = document.createElement('p');
      note.className = 'progress';
      note.textContent = 'You can close this window now.';
      document.querySelector('main')?.append(note);
    }, 150);
  };
  $('close')?.addEventListener('click', closeWindow);

  const form = $('order');
  if (!form) return;
  const order = form.dataset;
  const amountInput = $('fiatAmount');
  const pay = $('pay');
  const problem = $('problem');
  const progress = $('progress');
  const field = (root, name) => root.querySelector(`[data-field="${name}"]`);
  const setField = (name, text, root = form) => {
    const element = field(root, name);
    if (element) element.textContent = text;
  };
  let quoteId = order.quoteId || '';
  let quoteSeq = 0;
  let timer;

  const method = () => form.querySelector('input[name="paymentMethod"]:checked')?.value ?? 'card';
  const reasonOf = (body, status) => body?.reasons?.[0]?.description ?? body?.error ?? body?.message ?? `The provider answered HTTP ${status}`;
  const showProblem = (message) => {
    problem.textContent = message;
    problem.hidden = !message;
  };
  const orderFields = () => ({
    address: order.address,
    network: order.network,
    asset: order.asset,
    fiatCurrency: order.fiatCurrency,
    fiatAmount: amountInput.value.trim(),
    paymentMethod: method(),
    quoteId,
    partnerUserId: order.partnerUserId,
  });

  function showQuote(quote) {
    const money = (m) => `${m.amount} ${m.currency}`;
    setField('fee', money(quote.fees[0]));
    setField('networkFee', money(quote.networkFee));
    setField('subtotal', money(quote.paymentSubtotal));
    setField('price', `1 ${quote.purchaseAmount.currency} = ${money(quote.price)}`);
    setField('purchaseAmount', `${quote.purchaseAmount.amount} ${quote.purchaseAmount.currency}`);
    setField('quoteId', quote.quoteId);
  }

  async function requote() {
    const seq = (quoteSeq += 1);
    quoteId = '';
    pay.disabled = true;
    const fields = orderFields();
    if (!fields.fiatAmount) return showProblem('Enter the amount to pay.');
    const query = new URLSearchParams(Object.entries(fields).filter(([, value]) => value));
    try {
      const res = await fetch(`/api/quote?${query}`);
      const body = await res.json().catch(() => null);
      if (seq !== quoteSeq) return undefined; // a newer change is being quoted
      if (!res.ok) return showProblem(reasonOf(body, res.status));
      showProblem('');
      showQuote(body);
      quoteId = body.quoteId;
      pay.disabled = false;
    } catch {
      if (seq === quoteSeq) showProblem('The provider cannot be reached.');
    }
    return undefined;
  }

  const requoteSoon = () => {
    clearTimeout(timer);
    pay.disabled = true;
    timer = setTimeout(requote, 250);
  };
  amountInput.addEventListener('input', requoteSoon);
  form.addEventListener('change', (event) => {
    if (event.target.name === 'paymentMethod') requoteSoon();
  });
  $('cancel').addEventListener('click', closeWindow);
  $('done').addEventListener('click', closeWindow);

  function showOrder(placed) {
    const result = $('result');
    $('result-title').textContent = placed.status === 'failed' ? 'Delivery failed' : placed.status === 'confirmed' ? 'Tokens delivered' : 'Payment received';
    $('result-text').textContent =
      placed.status === 'pending'
        ? `${placed.purchaseAmount} ${placed.asset} is on its way to ${placed.address}: the transaction waits to be mined.`
        : placed.status === 'confirmed'
          ? `${placed.purchaseAmount} ${placed.asset} was sent to ${placed.address}.`
          : `The transaction sending ${placed.purchaseAmount} ${placed.asset} to ${placed.address} failed.`;
    setField('hash', placed.hash, result);
    setField('status', placed.status === 'confirmed' ? `Confirmed in block ${placed.blockNumber}` : placed.status === 'pending' ? 'Pending' : 'Failed', result);
    setField('orderId', placed.id, result);
    form.hidden = true;
    result.hidden = false;
  }

  async function follow(placed) {
    let current = placed;
    while (current.status === 'pending') {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      try {
        const res = await fetch(`/api/orders/${encodeURIComponent(current.id)}`);
        if (res.ok) current = (await res.json()).order;
      } catch {
        // try again on the next tick
      }
      showOrder(current);
    }
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (pay.disabled) return;
    pay.disabled = true;
    amountInput.disabled = true;
    showProblem('');
    progress.textContent = 'Charging the pretend card and sending the tokens…';
    try {
      const res = await fetch('/api/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderFields()) });
      const body = await res.json().catch(() => null);
      if (!res.ok) throw new Error(reasonOf(body, res.status));
      progress.textContent = '';
      showOrder(body.order);
      await follow(body.order);
    } catch (error) {
      progress.textContent = '';
      showProblem(error.message === 'Failed to fetch' ? 'The provider cannot be reached.' : error.message);
      pay.disabled = false;
      amountInput.disabled = false;
    }
  });
})();
