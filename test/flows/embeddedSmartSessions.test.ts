// Smart sessions with the email wallet, end to end through the page's provider and the modal: the
// host asks wallet_grantPermissions, the secure frame shows what is asked in plain words over the
// modal (ApproveTransaction), the visitor approves there, the key account is upgraded (EIP-7702)
// and delegates to the host's session key; the host redeems on chain within the limit with no
// prompt, beyond it the chain refuses; Account → Sessions lists it and Revoke (approved in the
// frame) disables it on chain. While the Safe is the account in use, the grant is refused with
// the frame's reason, and no session is created at the data service.
import { expect } from 'chai';
import { createWalletClient, http, parseEther, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { disconnect } from '../../src/actions/disconnect';
import { setPreferredAccountType } from '../../src/actions/embedded/setPreferredAccountType';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { redeemCall } from '../../demo/sessions/redeemCall.mjs';
import { balanceOf, freshAddress, waitForReceipt } from '../support/chainReads';
import { rpc } from '../support/chainRpc';
import { modalSecureFrame, signInThroughModal } from '../support/embeddedSignIn';
import { waitForFramePage } from '../support/secureFrameClient';
import { answerInFrame } from './embeddedKit';
import { buttonNamed, dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { failureOf } from '../support/failureOf';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };
type Grant = { address: string; permissions: unknown[]; context: Hex; signerMeta: { delegationManager: Hex }; pci: string };

const CHAIN_ID = 1;
const LONG = 1800;

async function storedSessions(caip10: string): Promise<{ pci: string; context: string | null; revokedAt: number | null }[]> {
  const { apiUrl } = await stackInfo();
  const response = await fetch(`${apiUrl}/v1/sessions/${encodeURIComponent(caip10)}?projectId=test-project`);
  return ((await response.json()) as { pcis: { pci: string; context: string | null; revokedAt: number | null }[] }).pcis;
}

/** The frame's approval screen over the modal, once it shows `title`: its rows, then Approve clicked there. */
async function approveScreen(modal: ModalElement, title: string): Promise<Record<string, string>> {
  await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', LONG);
  const page = await waitForFramePage(modalSecureFrame(), (found) => found.screen?.title === title, `the frame's "${title}" screen`, 30_000);
  await answerInFrame(modal, 'Approve');
  return Object.fromEntries(page.screen?.rows ?? []);
}

describe("smart sessions with the email wallet's key account, through the modal", function () {
  this.timeout(180_000);
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1', 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
    configure({ features: { smartSessions: true } });
  });
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('the frame shows the grant in plain words; the session key spends within it, is refused beyond it on chain; listed, then revoked in the frame', async () => {
    await signInThroughModal(modal);
    modal.close();
    const provider = modal.getProvider('eip155');
    const { chains } = await stackInfo();
    const rpcUrl = chains[CHAIN_ID] as string;
    // While the Safe is in use, the frame refuses: sessions are granted from the key account.
    const sessionKey = privateKeyToAccount(generatePrivateKey());
    await rpc(rpcUrl, 'anvil_setBalance', [sessionKey.address, '0xde0b6b3a7640000']);
    const block = (await rpc(rpcUrl, 'eth_getBlockByNumber', ['latest', false])) as { timestamp: string };
    const now = Number(block.timestamp);
    const request = {
      chainId: '0x1',
      expiry: Math.max(now, Math.floor(Date.now() / 1000)) + 3600,
      signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: sessionKey.publicKey }] } },
      permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: `0x${parseEther('0.01').toString(16)}`, start: now - 10, period: 86400 } }],
      policies: [],
    };
    const safe = stores.$account.get().address as string;
    const safeBefore = new Set((await storedSessions(`eip155:1:${safe}`)).map((item) => item.pci));
    const refused = await failureOf(provider.request({ method: 'wallet_grantPermissions', params: [request] }));
    expect(refused).to.deep.equal({ code: 4100, message: 'Smart sessions are granted from the key account; switch the account type to it' });
    expect((await storedSessions(`eip155:1:${safe}`)).filter((item) => !safeBefore.has(item.pci)), 'no session created for the Safe').to.deep.equal([]);

    // On the key account, funded for the upgrade and the spend.
    expect(await setPreferredAccountType('eip155', 'eoa')).to.equal(true);
    const eoa = stores.$account.get().allAccounts.find((account) => account.type === 'eoa')?.address as Hex;
    await waitFor(() => stores.$account.get().address === eoa, 'the key account in use');
    await rpc(rpcUrl, 'anvil_setBalance', [eoa, '0xde0b6b3a7640000']);

    const granted = provider.request({ method: 'wallet_grantPermissions', params: [request] }) as Promise<Grant>;
    granted.catch(() => {});
    const rows = await approveScreen(modal, 'Grant permissions');
    expect(rows).to.deep.include({ Account: eoa.toLowerCase(), Permission: 'Spend up to 0.01 ETH per day', 'Session key': sessionKey.address.toLowerCase() });
    expect(rows['Account upgrade']).to.equal('This upgrades your account to a smart account (EIP-7702)');
    const grant = await granted;
    expect(grant.address).to.equal(eoa.toLowerCase());
    expect(grant.permissions).to.deep.equal(request.permissions);
    const caip10 = `eip155:1:${eoa}`;
    expect((await storedSessions(caip10)).find((item) => item.pci === grant.pci)?.context, 'activated with the context').to.equal(grant.context);

    // The host's session key redeems, with no prompt; beyond the day's 0.01 ETH the chain refuses.
    const chain = { id: CHAIN_ID, name: 'Ethereum (local)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } };
    const host = createWalletClient({ account: sessionKey, chain, transport: http(rpcUrl) });
    const recipient = freshAddress();
    const redeem = (value: bigint) => host.sendTransaction({ to: grant.signerMeta.delegationManager, data: redeemCall({ context: grant.context, calls: [{ to: recipient, value }] }), gas: 500_000n });
    expect((await waitForReceipt(rpcUrl, await redeem(parseEther('0.004')))).status).to.equal('0x1');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.004'));
    expect(viewOf(modal), 'no prompt').to.equal(undefined);
    expect((await waitForReceipt(rpcUrl, await redeem(parseEther('0.007')))).status).to.equal('0x0');
    expect(await balanceOf(rpcUrl, recipient)).to.equal(parseEther('0.004'));

    // Account → Sessions → Revoke, approved in the frame: disabled on chain, revoked at the service.
    await modal.open();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    (await waitFor(() => buttonNamed(modal, 'Sessions'), 'Sessions on Account')).click();
    const list = await waitFor(() => (viewOf(modal) === 'SmartSessionList' ? dialogOf(modal) : undefined), 'SmartSessionList');
    const row = await waitFor(() => list.querySelector<HTMLElement>(`[data-sessions="active"] [data-pci="${grant.pci}"]`), 'the session under Active', LONG);
    expect(row.textContent).to.include('Spend up to 0.01 ETH per day');
    (await waitFor(() => [...row.querySelectorAll('button')].find((button) => button.textContent === 'Revoke'), 'Revoke')).click();
    const revokeRows = await approveScreen(modal, 'Revoke permissions');
    expect(revokeRows).to.deep.include({ Account: eoa.toLowerCase(), Permission: 'Spend up to 0.01 ETH per day' });
    await waitFor(() => viewOf(modal) === 'SmartSessionList', 'back on the list', LONG);
    const revokedList = dialogOf(modal) as HTMLElement;
    (await waitFor(() => [...revokedList.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent === 'Revoked'), 'the Revoked tab')).click();
    await waitFor(() => revokedList.querySelector(`[data-sessions="revoked"] [data-pci="${grant.pci}"]`), 'the session under Revoked', LONG);
    expect((await storedSessions(caip10)).find((item) => item.pci === grant.pci)?.revokedAt).to.be.a('number');
    expect((await waitForReceipt(rpcUrl, await redeem(parseEther('0.001')))).status, 'refused on chain once revoked').to.equal('0x0');
  });
});
