// What the demo Bitcoin wallet asks its chain server, an Esplora-shaped API (the local ledger
// twin here): unspent outputs, a fee rate, and broadcasting. Answers are outside input: UTXOs
// of the wrong shape are dropped, a fee rate that is not a sane number falls back to 1 sat/vB.
import { ProviderRpcError } from '../providerErrors.mjs';

const TXID = /^[0-9a-f]{64}$/;
const MAX_SATS = 21_000_000 * 100_000_000;
const isUtxo = (u) =>
  u && typeof u === 'object' && TXID.test(u.txid) && Number.isSafeInteger(u.vout) && u.vout >= 0 &&
  Number.isSafeInteger(u.value) && u.value > 0 && u.value <= MAX_SATS;

const chainError = (message) => new ProviderRpcError(-32603, message);

export function createEsploraClient(baseUrl) {
  const base = String(baseUrl).replace(/\/+$/, '');
  async function get(path) {
    let res;
    try {
      res = await fetch(`${base}${path}`, { cache: 'no-store' });
    } catch (error) {
      throw chainError(`The Bitcoin API is not reachable: ${error.message}`);
    }
    if (!res.ok) throw chainError(`The Bitcoin API answered ${res.status} to ${path}`);
    return res.json().catch(() => {
      throw chainError(`The Bitcoin API answered ${path} with something that is not JSON`);
    });
  }

  return {
    /** `[{ txid, vout, value (sats, number), confirmed }]` of `address`, mempool included. */
    async utxos(address) {
      const list = await get(`/api/address/${encodeURIComponent(address)}/utxo`);
      if (!Array.isArray(list)) throw chainError('The Bitcoin API answered UTXOs that are not a list');
      return list.filter(isUtxo).map((u) => ({ txid: u.txid, vout: u.vout, value: u.value, confirmed: u.status?.confirmed === true }));
    },

    /** sat/vB for confirmation within `target` blocks. */
    async feeRate(target = 3) {
      const estimates = await get('/api/fee-estimates').catch(() => null);
      const rate = estimates?.[String(target)];
      return typeof rate === 'number' && Number.isFinite(rate) && rate >= 1 && rate <= 10_000 ? rate : 1;
    },

    /** Posts raw hex; resolves to the txid, or throws with the chain's own reason. */
    async broadcast(hex) {
      let res;
      try {
        res = await fetch(`${base}/api/tx`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: hex });
      } catch (error) {
        throw chainError(`The Bitcoin API is not reachable: ${error.message}`);
      }
      const text = (await res.text()).slice(0, 500);
      if (!res.ok) throw chainError(`The transaction was refused: ${text}`);
      if (!TXID.test(text.trim())) throw chainError('The Bitcoin API answered a broadcast without a txid');
      return text.trim();
    },
  };
}
