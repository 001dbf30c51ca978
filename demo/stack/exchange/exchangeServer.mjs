// The local exchange's own origin: its pay page and the API the page (and the data service's
// status call) use. Modelled on the hosted service's test exchange.
//   GET  /?asset=&amount=&recipient=&sessionId=&projectId=   the pay page (exchangePage.mjs)
//   GET  /pay.js, /pay.css, /icon.svg
//   POST /api/pay     { asset, amount, recipient, sessionId }  Confirm: pays from the demo
//                     account, deposited on chain -> 201 { status, txid, createdAt }
//   POST /api/status  { sessionId } -> { status: 'pending' | 'success' | 'failed', txid, createdAt },
//                     404 { error } for a session with no payment
// Refusals: 400/402/409/503 { error }. Like the other twins it records its calls (GET /__log),
// takes faults (/__faults, faults.mjs: e.g. a status that names another transaction), and
// answers with CORS open.
import { readFile } from 'node:fs/promises';
import { createFaults } from '../faults.mjs';
import { readBody, sendJson, serviceHandler } from '../http.mjs';
import { send } from '../secureFrame/pageResponse.mjs';
import { paymentProblemPage, payPage } from './exchangePage.mjs';
import { PaymentError, formatAmount } from './exchangePayments.mjs';
import { EXCHANGE } from './localExchange.mjs';

const PAGE_DIR = new URL('./page/', import.meta.url);
const HTML = 'text/html; charset=utf-8';
const PAGE_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'",
};

/** The exchange's mark: its initial on its colour. */
const ICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" rx="14" fill="${EXCHANGE.color}"/><path d="M18 26h24l-6-6M46 38H22l6 6" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

async function readJsonObject(req) {
  try {
    const body = JSON.parse((await readBody(req)) || 'null');
    if (body && typeof body === 'object' && !Array.isArray(body)) return body;
  } catch {
    // answered below
  }
  throw new PaymentError('The body must be a JSON object');
}

/** A payment as the status call answers it (the hosted test exchange's model). */
const statusAnswer = (payment) => ({ status: payment.status, txid: payment.txid, createdAt: payment.createdAt });

/** `payments`: exchangePayments.mjs createExchangePayments. */
export function createExchangeServer({ payments, log }) {
  async function payPageOf(res, url) {
    const get = (name) => url.searchParams.get(name) ?? undefined;
    let request;
    try {
      request = payments.readRequest({ asset: get('asset'), amount: get('amount'), recipient: get('recipient'), sessionId: get('sessionId') });
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      return send(res, 400, paymentProblemPage(error.message), HTML, PAGE_HEADERS);
    }
    const { asset, units } = request;
    const page = payPage({
      request,
      amount: formatAmount(units, asset.decimals),
      balance: formatAmount(payments.balanceOf(asset), asset.decimals),
      paid: Boolean(await payments.bySession(request.sessionId)),
    });
    return send(res, 200, page, HTML, PAGE_HEADERS);
  }

  async function route(req, res, url) {
    const { pathname } = url;
    const method = req.method;
    try {
      if (pathname === '/' && method === 'GET') return await payPageOf(res, url);
      if (pathname === '/pay.js' && method === 'GET') return send(res, 200, await readFile(new URL('pay.js', PAGE_DIR), 'utf8'), 'text/javascript; charset=utf-8');
      if (pathname === '/pay.css' && method === 'GET') return send(res, 200, await readFile(new URL('pay.css', PAGE_DIR), 'utf8'), 'text/css; charset=utf-8');
      if (pathname === '/icon.svg' && method === 'GET') return send(res, 200, ICON, 'image/svg+xml');
      if (pathname === '/api/pay' && method === 'POST') {
        const paid = await payments.pay(payments.readRequest(await readJsonObject(req)));
        return sendJson(res, 201, statusAnswer(paid));
      }
      if (pathname === '/api/status' && method === 'POST') {
        const { sessionId } = await readJsonObject(req);
        const payment = await payments.bySession(sessionId);
        if (!payment) return sendJson(res, 404, { error: `No payment for session ${String(sessionId ?? '').slice(0, 50)}` });
        return sendJson(res, 200, statusAnswer(payment));
      }
    } catch (error) {
      if (!(error instanceof PaymentError)) throw error;
      return sendJson(res, error.status, { error: error.message });
    }
    return false;
  }

  return serviceHandler('exchange', log, route, { faults: createFaults() });
}
