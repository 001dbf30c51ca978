// WalletConnect's verify service, pointed at the local twin with `verify-url`: the modal's real
// SDK frames the twin's attestation page for the session proposal (and for each request), the
// wallet app checks that attestation with the twin's public key, and nothing leaves the machine.
// The wallet side here is the real @walletconnect/core + @reown/walletkit with its verify
// client pointed at the twin too, so the attestation is checked end to end, not just fetched.
import { WalletKit } from '@reown/walletkit';
import { Core } from '@walletconnect/core';
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { expect } from 'chai';
import { recoverMessageAddress, toHex } from 'viem';
import { disconnect } from '../../src/actions/disconnect';
import { requestWallet } from '../../src/actions/wallet/requestWallet';
import { stores } from '../../src/controller/stores';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor } from '../support/modalTestKit';
import { DEV_ACCOUNTS, rpc } from '../support/walletConnectWallet';
import { stackInfo, type StackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then refuses
// to connect: the page is online as far as this test is concerned.
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });
performance.setResourceTimingBufferSize(10_000);

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void };
type Kit = Awaited<ReturnType<typeof WalletKit.init>>;
interface LogEntry {
  seq: number;
  service: string;
  path: string;
  query: string;
  status: number;
}
interface VerifyContext {
  verified: { origin: string; validation: string; verifyUrl: string; isScam?: boolean };
}

const ACCOUNT = DEV_ACCOUNTS[6];
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

async function verifyLog(stack: StackInfo, after: number): Promise<LogEntry[]> {
  const entries = (await (await fetch(`${stack.verifyUrl}/__log`)).json()) as LogEntry[];
  return entries.filter((entry) => entry.service === 'verify' && entry.seq > after);
}

async function lastSeq(stack: StackInfo): Promise<number> {
  const entries = (await (await fetch(`${stack.verifyUrl}/__log`)).json()) as LogEntry[];
  return entries.at(-1)?.seq ?? 0;
}

/** A wallet app whose verify client uses the twin: it records what verify told it of each proposal. */
async function createVerifyingWallet(stack: StackInfo): Promise<{ kit: Kit; contexts: VerifyContext[]; requestContexts: VerifyContext[]; stop(): Promise<void> }> {
  const core = new Core({ projectId: 'verify-test-wallet', relayUrl: stack.relayUrl, customStoragePrefix: `verify-wallet-${Date.now()}` });
  // The SDK (2.25) has no option for it: its verify client reads the instance's base URL.
  (core.verify as unknown as { verifyUrlV3: string }).verifyUrlV3 = `${stack.verifyUrl}/v3`;
  // Telemetry goes to a hosted service: off on this client.
  (core as unknown as { eventClient: { init: () => Promise<void> } }).eventClient.init = async () => undefined;
  const kit = await WalletKit.init({
    core,
    metadata: { name: 'Verifying Wallet', description: 'WalletKit checking attestations', url: location.origin, icons: [] },
    signConfig: { disableRequestQueue: true },
  } as Parameters<typeof WalletKit.init>[0]);
  const contexts: VerifyContext[] = [];
  const requestContexts: VerifyContext[] = [];
  const chainIds = Object.keys(stack.chains).map((id) => `eip155:${id}`);
  kit.on('session_proposal', async (proposal) => {
    contexts.push(proposal.verifyContext as VerifyContext);
    const namespaces = buildApprovedNamespaces({
      proposal: proposal.params,
      supportedNamespaces: {
        eip155: {
          chains: chainIds,
          methods: ['personal_sign', 'eth_sendTransaction', 'eth_accounts', 'eth_requestAccounts', 'wallet_switchEthereumChain'],
          events: ['accountsChanged', 'chainChanged'],
          accounts: chainIds.map((chain) => `${chain}:${ACCOUNT}`),
        },
      },
    });
    await kit.approveSession({ id: proposal.id, namespaces });
  });
  kit.on('session_request', async ({ id, topic, params, verifyContext }) => {
    requestContexts.push(verifyContext as VerifyContext);
    const chainRpc = stack.chains[params.chainId.split(':')[1] ?? ''] as string;
    const result = await rpc(chainRpc, params.request.method, params.request.params);
    await kit.respondSessionRequest({ topic, response: { id, jsonrpc: '2.0', result } });
  });
  return {
    kit,
    contexts,
    requestContexts,
    async stop() {
      for (const topic of Object.keys(kit.getActiveSessions())) {
        await kit.disconnectSession({ topic, reason: { code: 6000, message: 'test over' } }).catch(() => undefined);
      }
      await core.relayer.transportClose().catch(() => undefined);
    },
  };
}

describe('verify-url: the local verify twin', () => {
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('frames the twin for the proposal and each request, the wallet checks it with the twin key, and no request leaves the machine', async function () {
    this.timeout(40_000);
    resetAll();
    const stack = await stackInfo();
    const since = await lastSeq(stack);
    performance.clearResourceTimings();
    const modal = (await mountModal({
      networks: 'eip155:1,eip155:8453',
      'relay-url': stack.relayUrl,
      'verify-url': stack.verifyUrl,
    })) as ModalElement;
    const wallet = await createVerifyingWallet(stack);
    try {
      const frames: string[] = [];
      const observer = new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) if (node instanceof HTMLIFrameElement) frames.push(node.src);
      });
      observer.observe(document.body, { childList: true });
      await modal.open();
      const choice = await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect');
      const clicked = performance.now();
      choice.click();
      await waitFor(() => dialogOf(modal)?.querySelector('svg.wm-qr[role="img"]'), 'the QR code', 600);
      console.log(`click to QR code with verify-url on the local twin: ${Math.round(performance.now() - clicked)} ms`);

      // The SDK framed the twin's attestation page for the proposal, for this page's origin.
      const framed = (await verifyLog(stack, since)).filter((entry) => entry.path === '/v3/attestation');
      expect(framed.length, 'attestation frames').to.be.greaterThan(0);
      const params = new URLSearchParams(framed[0]?.query);
      expect([params.get('origin'), params.get('projectId'), framed[0]?.status]).to.deep.equal([location.origin, 'test-project', 200]);

      await wallet.kit.pair({ uri: $pairing.get().uri as string });
      await waitFor(() => stores.$account.get().status === 'connected', 'connected', 600);
      expect(stores.$account.get().address).to.equal(ACCOUNT);
      // The wallet app checked the attestation with the twin's public key: this page, verified.
      expect(wallet.contexts).to.have.length(1);
      expect(wallet.contexts[0]?.verified).to.deep.include({ origin: location.origin, validation: 'VALID', verifyUrl: stack.verifyUrl });

      // A request is attested too, and verified alike.
      const message = 'attested by the local twin';
      const signature = (await requestWallet('eip155', { method: 'personal_sign', params: [toHex(message), ACCOUNT] })) as `0x${string}`;
      expect(await recoverMessageAddress({ message, signature })).to.equal(ACCOUNT);
      expect(wallet.requestContexts.at(-1)?.verified).to.deep.include({ origin: location.origin, validation: 'VALID' });

      const log = await verifyLog(stack, since);
      console.log(`verify twin calls: ${log.map((entry) => `${entry.path} ${entry.status}`).join(', ')}`);
      expect(log.filter((entry) => entry.path === '/v3/attestation').length, 'one frame for the proposal, one for the request').to.be.at.least(2);
      expect(log.some((entry) => entry.path === '/v3/public-key' && entry.status === 200), 'the wallet fetched the public key').to.equal(true);

      // Everything this page fetched or framed went to loopback (the SDK removes its frame once
      // answered, often before its load ends, so frames are watched as they are added).
      observer.disconnect();
      expect(frames.length, 'verify frames seen').to.be.at.least(2);
      const urls = [...performance.getEntriesByType('resource').map((entry) => entry.name), ...frames];
      const hosts = [...new Set(urls.map((url) => new URL(url).host))];
      console.log(`hosts the page requested: ${hosts.join(', ')}`);
      expect(hosts.filter((host) => !LOOPBACK.has(host.replace(/:\d+$/, '')))).to.deep.equal([]);
    } finally {
      await wallet.stop();
    }
  });
});
