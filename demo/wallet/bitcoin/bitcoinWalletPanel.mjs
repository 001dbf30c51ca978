// The demo page's panel for the Demo Bitcoin Wallet: its approval mode, the prompts waiting for
// the person, its accounts and balance on the ledger twin, and calls made the way a site makes
// them through the Wallet Standard features. Plain DOM: this file loads unbundled.
import { attemptInto, followApprovals, renderStateRows } from '../../panels/approvalPanel.mjs';

const toBase64 = (bytes) => btoa(String.fromCharCode(...bytes));

/** `wallet` from createDemoBitcoinWallet(); `esploraUrl` the ledger twin; ids are in demo/index.html. */
export function startBitcoinWalletPanel({ wallet: btc, esploraUrl, root = document }) {
  const { wallet, controls } = btc;
  const $ = (selector) => root.querySelector(selector);
  const attempt = attemptInto($('#btc-call-result'), refreshBalance);

  followApprovals(controls, {
    radios: root.querySelectorAll('input[name="btc-approval"]'),
    pendingList: $('#btc-pending-list'),
    pendingStatus: $('#btc-pending-status'),
  });

  // Balance: read when something may have changed it, not polled, so the calls panel stays readable.
  let balance = '…';
  async function refreshBalance() {
    try {
      const res = await fetch(`${esploraUrl}/api/address/${encodeURIComponent(controls.state().address)}`, { cache: 'no-store' });
      const { chain_stats: c, mempool_stats: m } = await res.json();
      const confirmed = c.funded_txo_sum - c.spent_txo_sum;
      const pending = m.funded_txo_sum - m.spent_txo_sum;
      balance = `${(confirmed / 1e8).toFixed(8)} BTC${pending ? ` (${pending > 0 ? '+' : ''}${(pending / 1e8).toFixed(8)} unconfirmed)` : ''}`;
    } catch (error) {
      balance = `unavailable (${error.message})`;
    }
    renderState(controls.state());
  }

  const stateList = $('#btc-wallet-state');
  function renderState(state) {
    const rows = [
      ['Connected to this site', state.connected ? 'yes' : 'no'],
      ['Dev key', String(state.accountIndex)],
      ['Payment (P2WPKH)', state.address],
      ['Ordinals (P2TR)', state.ordinalsAddress],
      ['Balance (payment)', balance],
    ];
    renderStateRows(stateList, rows, state.approval);
  }
  controls.onStateChange(renderState);
  refreshBalance();

  const accountSelect = $('#btc-switch-account');
  $('#btc-switch-account-button').addEventListener('click', () =>
    attempt(`switched to dev key ${accountSelect.value}`, () => controls.switchAccount(Number(accountSelect.value))),
  );
  $('#btc-refresh-button').addEventListener('click', () => refreshBalance());
  $('#btc-disconnect-button').addEventListener('click', () => attempt('wallet disconnected from this site', () => controls.disconnectFromWallet()));

  const payment = () => {
    const [account] = wallet.accounts;
    if (!account) throw Object.assign(new Error('Not connected: use “Connect” first.'), { code: 4100 });
    return account;
  };
  const siteCalls = {
    connect: () => attempt('standard:connect', async () => (await wallet.features['standard:connect'].connect()).accounts.map((a) => `${a.purpose}: ${a.address}`)),
    sign: () =>
      attempt('bitcoin:signMessage (BIP-322)', async () => {
        const [signed] = await wallet.features['bitcoin:signMessage'].signMessage({
          account: payment(),
          message: new TextEncoder().encode('Hello from the wallet-modal demo'),
        });
        return toBase64(signed.signature);
      }),
    send: () =>
      attempt('bitcoin:sendTransfer 10,000 sats to your ordinals address', async () => {
        payment();
        return wallet.features['bitcoin:sendTransfer'].sendTransfer({ recipient: controls.state().ordinalsAddress, amount: 10_000 });
      }),
  };
  for (const button of root.querySelectorAll('[data-btc-call]')) button.addEventListener('click', siteCalls[button.dataset.btcCall]);
}
