// A host page that configures the modal late, as a page does after an `await`: the elements
// are defined at once (as the UMD script does in <head>), and project-id, api-url,
// explorer-url, relay-url and verify-url are set ?delay= ms later (from ?project, ?api,
// ?explorer, ?relay, ?verify). With ?wallet=demo&chains=<json>&account=N it announces the demo
// browser wallet. It records for the test every alert, account status, WebSocket and frame the
// page opens (resource timing has the rest). The page says it is online: Chromium on a
// loopback-only machine says otherwise and the WalletConnect SDK would refuse to connect.
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { openModal } from '../../src/actions/openModal';
import { requestWallet } from '../../src/actions/wallet/requestWallet';
import { openWalletConnectQr } from '../../src/actions/walletConnect/openWalletConnect';
import { stores } from '../../src/controller/stores';
import { defineElements } from '../../src/elements/defineElements';
import { $alert } from '../../src/stores/alert';
import { $pairing } from '../../src/stores/walletConnectPairing';

Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });
performance.setResourceTimingBufferSize(10_000);

const sockets: string[] = [];
const NativeWebSocket = window.WebSocket;
window.WebSocket = class extends NativeWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    sockets.push(String(url));
    super(url, protocols);
  }
};

// Frames too: the WalletConnect SDK removes its verify frame once answered, often before the
// frame's load ends, so it may never reach resource timing.
const frames: string[] = [];
new MutationObserver((records) => {
  for (const node of records.flatMap((record) => [...record.addedNodes])) {
    if (node instanceof HTMLIFrameElement) frames.push(node.src);
  }
}).observe(document.documentElement, { childList: true, subtree: true });

const query = new URLSearchParams(location.search);
const alerts: string[] = [];
$alert.subscribe((alert) => {
  if (alert) alerts.push(alert.message);
});
const statuses: string[] = [];
stores.$account.subscribe((account) => statuses.push(account.status));

if (query.get('wallet') === 'demo') {
  createDemoWallet({
    chains: JSON.parse(query.get('chains') ?? '{}'),
    accountIndex: Number(query.get('account') ?? 0),
    knownChainIds: [1, 8453],
  }).announce();
}

defineElements();

const hooks = {
  configuredAt: undefined as number | undefined,
  alerts,
  statuses,
  sockets,
  frames,
  resources: () => performance.getEntriesByType('resource').map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  account: () => stores.$account.get(),
  pairingUri: () => $pairing.get().uri,
  async showQr() {
    await openModal();
    openWalletConnectQr();
  },
  request: (method: string, params: unknown[]) => requestWallet('eip155', { method, params }),
};
Object.assign(window, { pageHooks: hooks });

setTimeout(() => {
  const modal = document.querySelector('wallet-modal') as HTMLElement;
  modal.setAttribute('project-id', query.get('project') ?? '');
  modal.setAttribute('api-url', query.get('api') ?? '');
  modal.setAttribute('explorer-url', query.get('explorer') ?? '');
  modal.setAttribute('relay-url', query.get('relay') ?? '');
  modal.setAttribute('verify-url', query.get('verify') ?? '');
  hooks.configuredAt = performance.now();
}, Number(query.get('delay') ?? 200));
