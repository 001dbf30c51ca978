// The HTML of a local provider's pages: the order page (/buy), where the visitor checks the
// order, may change the amount or the payment method, and presses Pay with a pretend card, and
// the page for an order that cannot be paid. Everything from the URL is escaped and shown as
// text; the page's script (page/buy.js) reads the order from data attributes.
import { escapeHtml } from '../secureFrame/pageResponse.mjs';
import { PAYMENT_METHODS } from './providers.mjs';
import { displayCents, formatCents, formatTokenAmount } from './pricing.mjs';

function page(provider, title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)} · ${escapeHtml(provider.name)}</title>
<link rel="icon" href="/icon.svg" /><link rel="stylesheet" href="/buy.css" /></head>
<body><main>
<header><img src="/icon.svg" alt="" width="40" height="40" /><div><p class="brand">${escapeHtml(provider.name)}</p><p class="tagline">Local demo on-ramp · fee ${provider.feeBps / 100}&nbsp;%</p></div></header>
<p class="notice" role="note">A demo provider of your local stack: <strong>no real money moves</strong>. Its card is pretend and nothing is charged; the tokens are sent on the local anvil chain.</p>
${body}
</main></body></html>
`;
}

/** An order that cannot be paid (missing or wrong fields in the URL). */
export function orderProblemPage(provider, message) {
  return page(provider, 'Order not valid', `<h1>This order cannot be paid</h1><p class="error" role="alert">${escapeHtml(message)}</p><p>Start again from the wallet's Buy view.</p>
<p><button type="button" id="close" class="secondary">Close</button></p><script src="/buy.js" defer></script>`);
}

const row = (label, field, value) => `<div><dt>${escapeHtml(label)}</dt><dd data-field="${field}">${escapeHtml(value)}</dd></div>`;

/**
 * The order page. `order` from orderQuery.mjs readOrder; `quote` (quotes.mjs) when the order
 * has an amount, else the visitor types one; `network` the options' names of the chain.
 */
export function orderPage({ provider, order, quote, network }) {
  const { fiat, asset } = order;
  const methods = PAYMENT_METHODS.map(
    (m) => `<label class="method"><input type="radio" name="paymentMethod" value="${m.id}"${m.id === order.method.id ? ' checked' : ''} />
<span>${escapeHtml(m.name)}</span><small>${displayCents(m.minCents)}–${displayCents(m.maxCents)} ${fiat.id}</small></label>`,
  ).join('');
  const money = (cents) => (quote ? `${formatCents(cents)} ${fiat.id}` : '—');
  const data = {
    address: order.address,
    network: `eip155:${order.chain.chainId}`,
    asset: asset.symbol,
    'fiat-currency': fiat.id,
    'quote-id': quote?.id ?? '',
    'partner-user-id': order.partnerUserId ?? '',
  };
  const dataAttributes = Object.entries(data).map(([name, value]) => `data-${name}="${escapeHtml(value)}"`).join(' ');
  return page(
    provider,
    `Buy ${asset.symbol}`,
    `<form id="order" ${dataAttributes} novalidate>
<h1>Buy ${escapeHtml(asset.symbol)} on ${escapeHtml(network.display_name)}</h1>
<dl class="facts">
${row('To', 'address', order.address)}
${row('Network', 'network', `${network.display_name} (eip155:${order.chain.chainId})`)}
${row('Asset', 'asset', `${asset.name} (${asset.symbol})`)}
</dl>
<label class="amount" for="fiatAmount">You pay</label>
<div class="amount-row"><input id="fiatAmount" name="fiatAmount" inputmode="decimal" autocomplete="off" required value="${quote ? formatCents(quote.amountCents) : ''}" placeholder="100.00" /><span>${escapeHtml(fiat.id)}</span></div>
<fieldset><legend>Payment method</legend>${methods}</fieldset>
<div class="pretend-card" aria-label="Pretend card"><span>Pretend card</span><span class="digits">4242 4242 4242 4242</span><span>12/34 · CVC 123 · nothing is charged</span></div>
<dl class="summary">
${row(`${provider.name} fee (${provider.feeBps / 100} %)`, 'fee', quote ? money(quote.feeCents) : '—')}
${row('Network fee', 'networkFee', quote ? money(quote.networkFeeCents) : '—')}
${row('Buys tokens for', 'subtotal', quote ? money(quote.subtotalCents) : '—')}
${row('Price', 'price', quote ? `1 ${asset.symbol} = ${formatCents(quote.priceCents)} ${fiat.id}` : '—')}
${row('You get', 'purchaseAmount', quote ? `${formatTokenAmount(quote.units, asset.decimals)} ${asset.symbol}` : '—')}
${row('Quote', 'quoteId', quote?.id ?? '—')}
</dl>
<p class="error" role="alert" id="problem" hidden></p>
<div class="actions"><button type="submit" id="pay"${quote ? '' : ' disabled'}>Pay</button><button type="button" id="cancel" class="secondary">Cancel</button></div>
<p class="progress" id="progress" aria-live="polite"></p>
</form>
<section id="result" hidden aria-live="polite">
<h1 id="result-title">Payment received</h1>
<p id="result-text"></p>
<dl class="facts">
${row('Transaction', 'hash', '')}
${row('Status', 'status', '')}
${row('Order', 'orderId', '')}
</dl>
<div class="actions"><button type="button" id="done">Done</button></div>
</section>
<script src="/buy.js" defer></script>`,
  );
}
