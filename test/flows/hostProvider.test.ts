// The page's own code uses the connected wallet through getProvider(): viem's wallet client
// and ethers' BrowserProvider over the EIP-1193 provider, with the demo browser wallet on the
// stack's real anvil chains. Reads go to the data service's gateway; signing and sending to
// the wallet, where a "person" (the demo wallet's controls) approves. Nothing is mocked.
import {
  connect as wagmiConnect,
  createConfig,
  getConnection,
  injected,
  signMessage as wagmiSignMessage,
  switchChain as wagmiSwitchChain,
} from '@wagmi/core';
import { expect } from 'chai';
import { BrowserProvider, verifyMessage } from 'ethers';
import { createWalletClient, custom, recoverMessageAddress, toHex } from 'viem';
import { base, mainnet } from 'viem/chains';
import { createWalletModal } from '../../src/controller/createWalletModal';
import { stores } from '../../src/controller/stores';
import { ProviderNotAvailableError } from '../../src/errors/modalErrors';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { balanceOf, freshAddress, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, toastOf } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & {
  open(options?: object): Promise<void>;
  close(): void;
  getProvider(namespace?: string): Eip155Provider;
  getProvider(namespace: 'solana'): { publicKey: unknown };
};
type RpcFailure = { code?: number; message?: string; name?: string; details?: string };

// Dev account 6 sends here; no other test file sends from it.
const ACCOUNT = DEV_ACCOUNTS[6];
// Our own project id: the gateway's faults below touch only this file's calls.
const PROJECT = `host-provider-${Date.now()}`;
const WAITING = 'Waiting for Demo Wallet…';

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: undefined, message: 'no failure' }) as RpcFailure,
    (error: RpcFailure) => error,
  );

/** Records the provider's events, in order, until `stop()`. */
function recordEvents(provider: Eip155Provider) {
  const seen: [string, unknown][] = [];
  const names = ['connect', 'disconnect', 'accountsChanged', 'chainChanged'] as const;
  const listeners = names.map((name) => [name, (value: unknown) => seen.push([name, value])] as const);
  for (const [name, listener] of listeners) provider.on(name, listener);
  return { seen, stop: () => listeners.forEach(([name, listener]) => provider.removeListener(name, listener)) };
}

describe('getProvider(): the page uses the connected browser wallet', () => {
  let modal: ModalElement;
  let wallet: DemoWallet;
  let stopAnnouncing: () => void;
  let provider: Eip155Provider;
  const controller = () => createWalletModal();

  beforeEach(async () => {
    resetAll();
    ({ wallet, stop: stopAnnouncing } = await announceDemoWallet(6));
    modal = (await mountModal({ 'project-id': PROJECT, networks: 'eip155:1,eip155:8453' })) as ModalElement;
    provider = modal.getProvider();
  });

  afterEach(async () => {
    for (const request of wallet.controls.pending()) wallet.controls.reject(request.id);
    await controller().disconnect('eip155');
    stopAnnouncing();
    await fetch(`${(await stackInfo()).apiUrl}/__faults?projectId=${PROJECT}`, { method: 'DELETE' });
    resetAll();
  });

  /** Asks the demo wallet's "person" to approve the next request of `method`. */
  async function approveNext(method: string): Promise<void> {
    const request = await waitFor(() => wallet.controls.pending().find((pending) => pending.method === method), `${method} in the wallet`, 300);
    wallet.controls.approve(request.id);
  }

  it('is one object per namespace, answers while disconnected, and reads through the network RPC', async () => {
    expect(modal.getProvider('eip155')).to.equal(provider);
    expect(controller().getProvider()).to.equal(provider);
    expect(controller().getProvider('eip155')).to.equal(provider);
    // Solana and Bitcoin have their own (disconnected here); a namespace this build cannot connect has none.
    expect(modal.getProvider('solana')).to.equal(controller().getProvider('solana'));
    expect(modal.getProvider('solana').publicKey).to.equal(null);
    expect(() => modal.getProvider('tron' as 'solana')).to.throw(ProviderNotAvailableError);

    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
    expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x1');
    for (const method of ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_switchEthereumChain']) {
      const failure = await failureOf(provider.request({ method, params: [] }));
      expect(failure.code, method).to.equal(4100);
    }
    // A read goes to the active network's RPC, the data service's gateway: this answer is the gateway's.
    const { apiUrl, chains } = await stackInfo();
    const fault = { path: '/v1/', mode: 'body', body: { jsonrpc: '2.0', id: 1, result: '0x2a' }, times: 1, projectId: PROJECT };
    expect((await fetch(`${apiUrl}/__faults`, { method: 'POST', body: JSON.stringify(fault) })).status).to.equal(201);
    expect(await provider.request({ method: 'eth_blockNumber' })).to.equal('0x2a');
    // The node's own errors keep their code.
    const invalid = await failureOf(provider.request({ method: 'eth_getBalance', params: ['not an address', 'latest'] }));
    expect(invalid.code).to.be.a('number').and.not.equal(-32603);
    expect(invalid.message).to.be.a('string').and.not.equal('');
    // eth_sign (it signs any hash, unseen) is refused, never sent to a wallet.
    expect((await failureOf(provider.request({ method: 'eth_sign', params: [ACCOUNT, '0x00'] }))).code).to.equal(4200);

    await connectWithClick(modal);
    expect(modal.getProvider()).to.equal(provider);
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([ACCOUNT]);
    // At one block: other test files send from this account meanwhile.
    const block = (await rpc(chains['1'] as string, 'eth_blockNumber', [])) as string;
    expect(await provider.request({ method: 'eth_getBalance', params: [ACCOUNT, block] })).to.equal(await rpc(chains['1'] as string, 'eth_getBalance', [ACCOUNT, block]));
  });

  it("viem's wallet client signs a message and sends a transaction mined on anvil, approved in the wallet", async () => {
    await connectWithClick(modal);
    modal.close();
    wallet.controls.setApproval('manual');
    const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
    const [address] = await client.getAddresses();
    expect(address).to.equal(ACCOUNT);

    const message = `signed through getProvider() ${Date.now()}`;
    const signing = client.signMessage({ account: ACCOUNT, message });
    await waitFor(() => wallet.controls.pending().some((pending) => pending.method === 'personal_sign'), 'the wallet prompt');
    // The modal is closed: the visitor is told which wallet waits on them.
    await waitFor(() => toastOf(modal).includes(WAITING), 'the waiting toast');
    await approveNext('personal_sign');
    const signature = await signing;
    expect(await recoverMessageAddress({ message, signature })).to.equal(ACCOUNT);
    await waitFor(() => !toastOf(modal).includes(WAITING), 'the waiting toast gone');

    const { chains } = await stackInfo();
    const recipient = freshAddress();
    const sending = client.sendTransaction({ account: ACCOUNT, to: recipient, value: 123_456_789n });
    await approveNext('eth_sendTransaction');
    const hash = await sending;
    const receipt = await waitForReceipt(chains['1'] as string, hash);
    expect(receipt).to.include({ status: '0x1', from: ACCOUNT.toLowerCase(), to: recipient });
    expect(await balanceOf(chains['1'] as string, recipient)).to.equal(123_456_789n);
  });

  it('sends the transaction the page asked when it asked, though the page changes its objects right after', async () => {
    await connectWithClick(modal);
    modal.close();
    wallet.controls.setApproval('manual');
    const { chains } = await stackInfo();
    const recipient = freshAddress();
    // A Proxy, as a Vue page's reactive() object is: taken as the data it holds.
    const transaction = new Proxy({ from: ACCOUNT, to: recipient, value: toHex(123_456n) }, {});
    const params = [transaction];
    const sending = provider.request({ method: 'eth_sendTransaction', params }) as Promise<`0x${string}`>;
    transaction.to = freshAddress();
    transaction.value = toHex(10n ** 18n);
    const asked = await waitFor(() => wallet.controls.pending().find((pending) => pending.method === 'eth_sendTransaction'), 'the wallet prompt', 300);
    expect((asked.params as { to: string; value: string }[])[0], 'what the wallet is asked').to.deep.include({ to: recipient, value: toHex(123_456n) });
    wallet.controls.approve(asked.id);
    const receipt = await waitForReceipt(chains['1'] as string, await sending);
    expect(receipt).to.include({ status: '0x1', to: recipient });
    expect(await balanceOf(chains['1'] as string, recipient)).to.equal(123_456n);

    // A request is data: one that holds a function is refused before the wallet sees it.
    const refused = await failureOf(provider.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT, to: recipient, value: () => '0x1' }] }));
    expect(refused).to.include({ code: -32602, message: 'Invalid params: a request holds only data (no functions, no cycles)' });
    expect(wallet.controls.pending(), 'nothing reached the wallet').to.deep.equal([]);
  });

  it("ethers' BrowserProvider signs a message and reads the balance", async () => {
    await connectWithClick(modal);
    const browser = new BrowserProvider(provider);
    expect((await browser.getNetwork()).chainId).to.equal(1n);
    const signer = await browser.getSigner();
    expect(await signer.getAddress()).to.equal(ACCOUNT);
    const signature = await signer.signMessage('hello from ethers');
    expect(verifyMessage('hello from ethers', signature)).to.equal(ACCOUNT);
    const { chains } = await stackInfo();
    expect(await browser.getBalance(ACCOUNT)).to.equal(await balanceOf(chains['1'] as string, ACCOUNT));
  });

  it('emits connect, chainChanged, accountsChanged and disconnect as the connection changes', async () => {
    const events = recordEvents(provider);
    try {
      await connectWithClick(modal);
      await waitFor(() => events.seen.length >= 2, 'connect and accountsChanged');
      expect(events.seen).to.deep.equal([
        ['connect', { chainId: '0x1' }],
        ['accountsChanged', [ACCOUNT]],
      ]);
      modal.close();

      // The page switches the chain: once done, the provider is on it and says so.
      const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
      await client.switchChain({ id: base.id });
      expect(await provider.request({ method: 'eth_chainId' })).to.equal('0x2105');
      expect(controller().getState().network.caipNetworkId).to.equal('eip155:8453');
      await waitFor(() => events.seen.length >= 3, 'chainChanged');
      expect(events.seen[2]).to.deep.equal(['chainChanged', '0x2105']);

      // The visitor switches chain, then account, in the wallet itself.
      wallet.controls.switchChainFromWallet(1);
      await waitFor(() => events.seen.length >= 4, 'chainChanged from the wallet');
      expect(events.seen[3]).to.deep.equal(['chainChanged', '0x1']);
      await wallet.controls.switchAccount(5);
      await waitFor(() => events.seen.length >= 5, 'accountsChanged from the wallet');
      expect(events.seen[4]).to.deep.equal(['accountsChanged', [DEV_ACCOUNTS[5]]]);
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([DEV_ACCOUNTS[5]]);

      await controller().disconnect('eip155');
      await waitFor(() => events.seen.length >= 7, 'disconnect and accountsChanged');
      const [name, error] = events.seen[5] as [string, RpcFailure];
      expect(name).to.equal('disconnect');
      expect(error).to.be.instanceOf(Error);
      expect(error.code).to.equal(4900);
      expect(events.seen[6]).to.deep.equal(['accountsChanged', []]);
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([]);

      // The same object follows the next connection too.
      await connectWithClick(modal);
      await waitFor(() => events.seen.length >= 9, 'the second connect');
      expect(events.seen.slice(7)).to.deep.equal([
        ['connect', { chainId: '0x1' }],
        ['accountsChanged', [DEV_ACCOUNTS[5]]],
      ]);
      expect(modal.getProvider()).to.equal(provider);
    } finally {
      events.stop();
    }
    // Removed listeners hear nothing more.
    const count = events.seen.length;
    await controller().disconnect('eip155');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events.seen.length).to.equal(count);
  });

  it("wagmi's injected connector over the provider: connect opens the modal, then wagmi follows the connection", async () => {
    // As in the README: the page's own wagmi config, with the modal's provider as its wallet.
    const config = createConfig({
      chains: [mainnet, base],
      connectors: [injected({ shimDisconnect: false, target: { id: 'wallet-modal', name: 'Wallet Modal', provider: () => modal.getProvider('eip155') } })],
      transports: { [mainnet.id]: custom(provider), [base.id]: custom(provider) },
      storage: null,
    });
    const [connector] = config.connectors;
    const connecting = wagmiConnect(config, { connector: connector as NonNullable<typeof connector> });
    (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet in the opened modal')).click();
    expect((await connecting).accounts).to.deep.equal([ACCOUNT]);
    expect(getConnection(config)).to.include({ status: 'connected', address: ACCOUNT, chainId: 1 });

    const message = `signed through wagmi ${Date.now()}`;
    const signature = await wagmiSignMessage(config, { message });
    expect(await recoverMessageAddress({ message, signature })).to.equal(ACCOUNT);

    await wagmiSwitchChain(config, { chainId: base.id });
    expect(controller().getState().network.caipNetworkId).to.equal('eip155:8453');
    await waitFor(() => getConnection(config).chainId === base.id, "wagmi's chain");

    // The visitor disconnects in the modal: the page's wagmi follows.
    await controller().disconnect('eip155');
    await waitFor(() => getConnection(config).status === 'disconnected', 'wagmi disconnected');
  });

  it('eth_requestAccounts opens the modal and answers with the account the visitor connects', async () => {
    const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
    const requesting = client.requestAddresses();
    const button = await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet in the opened modal');
    expect(dialogOf(modal)?.dataset.view).to.equal('Connect');
    button.click();
    expect(await requesting).to.deep.equal([ACCOUNT]);
    // Connected: answered at once, and the modal stays closed.
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    expect(await client.requestAddresses()).to.deep.equal([ACCOUNT]);
    expect(dialogOf(modal)).to.equal(null);
  });

  it('eth_requestAccounts rejects with 4001 when the visitor closes the modal', async () => {
    const requesting = failureOf(provider.request({ method: 'eth_requestAccounts' }));
    await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'the opened modal');
    (buttonNamed(modal, 'Close') as HTMLButtonElement).click();
    expect(await requesting).to.include({ code: 4001 });
    await waitFor(() => !dialogOf(modal), 'the modal closed');
    // viem maps it to its own error.
    const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
    const viemRequest = failureOf(client.requestAddresses());
    await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'the modal opened again');
    modal.close();
    expect(await viemRequest).to.include({ name: 'UserRejectedRequestError', code: 4001 });
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
  });

  it("a disconnect aborts a pending signature with 'Request was aborted'; reads go on", async () => {
    await connectWithClick(modal);
    modal.close();
    wallet.controls.setApproval('manual');
    const client = createWalletClient({ chain: mainnet, transport: custom(provider) });
    const signing = failureOf(provider.request({ method: 'personal_sign', params: [toHex('abort me'), ACCOUNT] }));
    const viemSigning = failureOf(client.signMessage({ account: ACCOUNT, message: 'abort me too' }));
    await waitFor(() => wallet.controls.pending().filter((pending) => pending.method === 'personal_sign').length === 2, 'both prompts');
    await waitFor(() => toastOf(modal).includes(WAITING), 'the waiting toast');
    const reading = provider.request({ method: 'eth_blockNumber' });

    await controller().disconnect('eip155');
    expect(await signing).to.include({ code: 4900, message: 'Request was aborted' });
    const viemError = await viemSigning;
    expect(viemError.code).to.equal(4900);
    expect(viemError.details).to.equal('Request was aborted');
    expect(await reading).to.match(/^0x[0-9a-f]+$/);
    await waitFor(() => !toastOf(modal).includes(WAITING), 'the waiting toast gone');
    // And with no wallet, the next one is refused at once.
    expect((await failureOf(client.signMessage({ account: ACCOUNT, message: 'later' }))).code).to.equal(4100);
  });

  it("wallet_switchEthereumChain reads only a hex chain id as a network of the page's: anything else goes to the wallet as it is", async () => {
    await connectWithClick(modal);
    modal.close();
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] });
    expect(stores.$network.get().caipNetworkId).to.equal('eip155:8453');
    // Not coerced into Ethereum (1): the demo wallet refuses these itself.
    for (const chainId of [true, [1]]) {
      await failureOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] }));
      expect(stores.$network.get().caipNetworkId, JSON.stringify(chainId)).to.equal('eip155:8453');
    }
  });

  it('wallet_sendCalls with a bad call is refused (-32602) before it reaches the wallet', async () => {
    await connectWithClick(modal);
    modal.close();
    const request = (calls: unknown[]) =>
      failureOf(provider.request({ method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId: '0x1', from: ACCOUNT, atomicRequired: false, calls }] }));
    const to = DEV_ACCOUNTS[9];
    const noPrefix = await request([{ to, value: '0x1' }, { to: to.slice(2), value: '0x1' }]);
    expect(noPrefix).to.include({ code: -32602 });
    expect(noPrefix.message).to.contain('Call 1');
    expect(await request([{ value: '0x1' }])).to.include({ code: -32602 });
    expect(await request([{ to, data: 'deadbeef' }])).to.include({ code: -32602 });
    expect(wallet.controls.pending(), 'nothing asked of the wallet').to.deep.equal([]);
    // Well-formed calls do reach the wallet, which asks the visitor.
    wallet.controls.setApproval('manual');
    const good = request([{ to, value: '0x1', data: '0x' }]);
    await waitFor(() => wallet.controls.pending().find((pending) => pending.method === 'wallet_sendCalls'), 'the batch in the wallet', 300);
    wallet.controls.reject(wallet.controls.pending()[0]?.id as number);
    expect(await good).to.include({ code: 4001 });
  });
});
