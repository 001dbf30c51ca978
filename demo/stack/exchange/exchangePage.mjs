// The HTML of the local exchange's pay page: what is to be paid, from the visitor's demo account,
// and Confirm; and the page for a payment that cannot be made. Everything from the URL is escaped
// and shown as text; the page's script (page/pay.js) reads the payment from data attributes.
import { escapeHtml } from '../secureFrame/pageResponse.mjs';
import { EXCHANGE } from './localExchange.mjs';

const NETWORK_NAMES = { 1: 'Ethereum', 8453: 'Base' };

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)} · ${escapeHtml(EXCHANGE.name)}</title>
<link rel="icon" href="/icon.svg" /><link rel="stylesheet" href="/pay.css" /></head>
<body><main>
<header><img src="/icon.svg" alt="" width="40" height="40" /><div><p class="brand">${escapeHtml(EXCHANGE.name)}</p><p class="tagline">Local demo exchange</p></div></header>
<p class="notice" role="note">A demo exchange of your local stack: <strong>no real money moves</strong>. You pay from a demo account; the exchange sends the payment on the local anvil chain.</p>
${body}
</main></body></html>
`;
}

/** A payment that cannot be made (missing or wrong fields in the URL). */
export function paymentProblemPage(message) {
  return page('Payment not valid', `<h1>This payment cannot be made</h1><p class="error" role="alert">${escapeHtml(message)}</p><p>Start again from the page that asked for it.</p>
<p><button type="button" id="close" class="secondary">Close</button></p><script src="/pay.js" defer></script>`);
}

const row = (label, field, value) => `<div><dt>${escapeHtml(label)}</dt><dd data-field="${field}">${escapeHtml(value)}</dd></div>`;

/**
 * The pay page. `request` from exchangePayments' readRequest, `amount` its decimal text,
 * `balance` the demo account's (decimal text), `paid` the session's payment when it was made.
 */
export function payPage({ request, amount, balance, paid }) {
  const { asset, recipient, sessionId } = request;
  const network = `${NETWORK_NAMES[asset.chainId] ?? `Chain ${asset.chainId}`} (eip155:${asset.chainId})`;
  const data = { asset: asset.caip19, amount, recipient, 'session-id': sessionId, paid: paid ? 'true' : '' };
  const dataAttributes = Object.entries(data).map(([name, value]) => `data-${name}="${escapeHtml(value)}"`).join(' ');
  return page(
    `Pay ${amount} ${asset.symbol}`,
    `<form id="payment" ${dataAttributes} novalidate>
<h1>Pay ${escapeHtml(amount)} ${escapeHtml(asset.symbol)}</h1>
<dl class="facts">
${row('Amount', 'amount', `${amount} ${asset.symbol}`)}
${row('Network', 'network', network)}
${row('To', 'recipient', recipient)}
${row('From', 'account', 'Your demo account')}
${row('Balance', 'balance', `${balance} ${asset.symbol}`)}
</dl>
<p class="error" role="alert" id="problem" hidden></p>
<div class="actions"><button type="submit" id="confirm">Confirm</button><button type="button" id="cancel" class="secondary">Cancel</button></div>
<p class="progress" id="progress" aria-live="polite"></p>
</form>
<section id="result" hidden aria-live="polite">
<h1 id="result-title">Payment sent</h1>
<dl class="facts">
${row('Transaction', 'txid', '')}
${row('Status', 'status', '')}
</dl>
<div class="actions"><button type="button" id="done">Done</button></div>
</section>
<script src="/pay.js" defer></script>`,
  );
}
