// The demo page's panel for the Demo Solana Wallet: its approval mode, the prompts waiting for
// the person, switching dev key, disconnecting, its balance on the local ledger, and calls made
// the way a site makes them through its Wallet Standard features. Plain DOM: loads unbundled.
import { attemptInto, followApprovals, renderStateRows } from '../../panels/approvalPanel.mjs';
import { el } from '../../panels/dom.mjs';
import { encodeBase58 } from '../../stack/solana/base58.mjs';
import { SOLANA_DEV_KEYS } from '../../stack/solana/devKeys.mjs';
import { solanaRpc } from './solanaRpc.mjs';
import { systemTransferBytes } from './systemTransfer.mjs';

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

/** `demo` from createDemoSolanaWallet(); `rpcUrl` the ledger; element ids are in demo/index.html. */
export function startSolanaWalletPanel({ demo, rpcUrl, root = document }) {
  const { wallet, controls } = demo;
  const $ = (selector) => root.querySelector(selector);
  let balance = '…';
  async function refreshBalance() {
    try {
      const { value } = await solanaRpc(rpcUrl, 'getBalance', [controls.state().address, { commitment: 'confirmed' }]);
      balance = `${value / 1e9} SOL`;
    } catch (error) {
      balance = `unknown (${error.message})`;
    }
    renderState(controls.state());
  }
  const attempt = attemptInto($('#sol-call-result'), refreshBalance);

  followApprovals(controls, {
    radios: root.querySelectorAll('input[name="sol-approval"]'),
    pendingList: $('#sol-pending-list'),
    pendingStatus: $('#sol-pending-status'),
    noParams: [],
    requestName: 'Solana request',
  });

  const accountSelect = $('#sol-switch-account');
  accountSelect.replaceChildren(...SOLANA_DEV_KEYS.map(({ index, publicKey }) => el('option', { value: index }, `Key ${index} (${publicKey.slice(0, 4)}…${publicKey.slice(-4)})`)));
  accountSelect.value = String(controls.state().accountIndex);
  $('#sol-switch-account-button').addEventListener('click', () => attempt(`switched to dev key ${accountSelect.value}`, () => controls.switchAccount(Number(accountSelect.value))));
  $('#sol-disconnect-button').addEventListener('click', () => attempt('wallet disconnected from this site', () => controls.disconnectFromWallet()));

  const stateList = $('#sol-wallet-state');
  function renderState(state) {
    const rows = [
      ['Connected to this site', state.connected ? 'yes' : 'no'],
      ['Account', `${state.accountIndex}: ${state.address}`],
      ['Balance', balance],
    ];
    renderStateRows(stateList, rows, state.approval);
  }
  controls.onStateChange((state) => {
    renderState(state);
    if (state.address !== stateList.dataset.address) {
      stateList.dataset.address = state.address;
      refreshBalance();
    }
  });
  renderState(controls.state());
  refreshBalance();

  const connected = () => {
    const [account] = wallet.accounts;
    if (!account) throw Object.assign(new Error('Not connected: use “Connect” first.'), { code: 4100 });
    return account;
  };
  const siteCalls = {
    connect: () => attempt('standard:connect', async () => (await wallet.features['standard:connect'].connect()).accounts.map((a) => a.address)),
    sign: () =>
      attempt('solana:signMessage', async () => {
        const [signed] = await wallet.features['solana:signMessage'].signMessage({ account: connected(), message: new TextEncoder().encode('Hello from the wallet-modal demo') });
        return { signature: encodeBase58(signed.signature) };
      }),
    send: () =>
      attempt('solana:signAndSendTransaction', async () => {
        const account = connected();
        const to = SOLANA_DEV_KEYS[(controls.state().accountIndex + 1) % SOLANA_DEV_KEYS.length].publicKey;
        const { value } = await solanaRpc(rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }]);
        const transaction = systemTransferBytes({ from: account.address, to, lamports: 10_000_000, blockhash: value.blockhash });
        const [{ signature }] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({ account, chain: MAINNET, transaction });
        return { signature: encodeBase58(signature), to };
      }),
  };
  for (const button of root.querySelectorAll('[data-sol-call]')) button.addEventListener('click', siteCalls[button.dataset.solCall]);
}
