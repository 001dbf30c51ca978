// Panel (c): the demo wallet's own controls (approval mode, pending prompts, moving chain or
// account, lock, disconnect), its state, and a few calls made the way a site would make them.
import { attemptInto, followApprovals, renderStateRows } from './approvalPanel.mjs';
import { chainLabel, el } from './dom.mjs';

const toHexChain = (id) => `0x${Number(id).toString(16)}`;
const utf8Hex = (text) => `0x${[...new TextEncoder().encode(text)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;

export function startWalletPanel({ wallet, chains, root = document }) {
  const { provider, controls } = wallet;
  const $ = (selector) => root.querySelector(selector);
  const attempt = attemptInto($('#site-call-result'));

  followApprovals(controls, {
    radios: root.querySelectorAll('input[name="approval"]'),
    pendingList: $('#pending-list'),
    pendingStatus: $('#pending-status'),
    noParams: [],
  });

  // Wallet actions
  const chainSelect = $('#move-chain');
  chainSelect.replaceChildren(...Object.keys(chains).map((id) => el('option', { value: id }, chainLabel(id))));
  $('#move-chain-button').addEventListener('click', () =>
    attempt(`wallet moved to chain ${chainSelect.value}`, () => controls.switchChainFromWallet(Number(chainSelect.value))),
  );
  const accountSelect = $('#switch-account');
  $('#switch-account-button').addEventListener('click', () =>
    attempt(`switched to account ${accountSelect.value}`, () => controls.switchAccount(Number(accountSelect.value))),
  );
  $('#lock-button').addEventListener('click', () => attempt('wallet locked', () => controls.lock()));
  $('#disconnect-button').addEventListener('click', () => attempt('wallet disconnected from this site', () => controls.disconnectFromWallet()));

  // State
  const stateList = $('#wallet-state');
  function renderState(state) {
    const rows = [
      ['Connected to this site', state.connected ? 'yes' : 'no'],
      ['Locked', state.locked ? 'yes' : 'no'],
      ['Account', state.address ? `${state.accountIndex}: ${state.address}` : String(state.accountIndex)],
      ['Chain', chainLabel(state.chainId)],
      ['Known chains', state.knownChainIds.join(', ')],
    ];
    renderStateRows(stateList, rows, state.approval);
  }
  controls.onStateChange(renderState);
  renderState(controls.state());

  // Calls as a site would make them
  const account = async () => {
    const [address] = await provider.request({ method: 'eth_accounts' });
    if (!address) throw Object.assign(new Error('Not connected: use “Request accounts” first.'), { code: 4100 });
    return address;
  };
  const siteCalls = {
    connect: () => attempt('eth_requestAccounts', () => provider.request({ method: 'eth_requestAccounts' })),
    sign: () =>
      attempt('personal_sign', async () =>
        provider.request({ method: 'personal_sign', params: [utf8Hex('Hello from the wallet-modal demo'), await account()] }),
      ),
    send: () =>
      attempt('eth_sendTransaction', async () => {
        const address = await account();
        return provider.request({ method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x38d7ea4c68000' }] });
      }),
    arbitrum: () =>
      attempt('wallet_switchEthereumChain 0xa4b1', async () => {
        try {
          return await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: toHexChain(42161) }] });
        } catch (error) {
          if (error.code !== 4902) throw error;
          // Unknown to the wallet: add it, as a dapp does (the wallet switches once it is added).
          return provider.request({
            method: 'wallet_addEthereumChain',
            params: [{ chainId: toHexChain(42161), chainName: 'Arbitrum One (local anvil)', rpcUrls: [chains[42161]], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }],
          });
        }
      }),
  };
  for (const button of root.querySelectorAll('[data-site-call]')) {
    button.addEventListener('click', siteCalls[button.dataset.siteCall]);
  }
}
