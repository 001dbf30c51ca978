// An email user's smart account (issue 28), on the local stack's ERC-4337 parts (alto on chains 1
// and 8453, Safe accounts): by default the embedded wallet is a smart account where the frame's
// lookup enables one (spec §4, §9), Account says which account is active and switches between it
// and the plain one (the host's provider follows), no switch where smart accounts are off, and
// the first send deploys the smart account, whose signatures verify before (ERC-6492) and after
// (ERC-1271) with viem's verifyMessage and a public client.
import { expect } from 'chai';
import { createPublicClient, formatEther, http, parseEther, toHex } from 'viem';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import { setPreferredAccountType } from '../../src/actions/embedded/setPreferredAccountType';
import { stores } from '../../src/controller/stores';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { balanceOf, freshAddress, waitForReceipt } from '../support/chainReads';
import { signInThroughModal } from '../support/embeddedSignIn';
import { buttonNamed, dialogOf, mountModal, resetAll, toastOf, viewOf, viewShown, waitFor } from '../support/modalTestKit';
import { clickFrameButton } from '../support/secureFrameClient';
import { seriousViolations } from '../support/seriousViolations';
import { rpc } from '../support/walletConnectWallet';
import { stackInfo } from '../stack/stackInfo';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; close(): void; getProvider(namespace?: string): Eip155Provider };
type Hex = `0x${string}`;

const ENABLED_KEY = '@wallet-modal/embedded/smartAccountEnabledNetworks';
const PREFERRED_KEY = '@wallet-modal/preferredAccountTypes';

/** Account's line that says which account is active. */
const accountTypeText = (modal: Element) => dialogOf(modal)?.querySelector('[data-account-type]')?.textContent ?? null;

/** The user's two accounts, as the host reads them from $account. */
function accountsOf(): { eoa: Hex; smart: Hex } {
  const all = stores.$account.get().allAccounts;
  const eoa = all.find((account) => account.type === 'eoa')?.address as Hex | undefined;
  const smart = all.find((account) => account.type === 'smartAccount')?.address as Hex | undefined;
  if (!eoa || !smart) throw new Error(`expected an eoa and a smart account, $account has ${JSON.stringify(all)}`);
  return { eoa, smart };
}

/** Clicks the frame's own Approve once it is shown over the modal for a request. */
async function approveInFrame(modal: ModalElement): Promise<void> {
  await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
  const frame = await waitFor(() => {
    const candidate = document.querySelector<HTMLIFrameElement>('iframe[title="Secure wallet"]');
    return candidate && candidate.style.visibility === 'visible' && candidate.getBoundingClientRect().height > 100 ? candidate : undefined;
  }, 'the secure frame shown over the modal', 600);
  await clickFrameButton(frame, 'Approve');
}

async function openAccount(modal: ModalElement): Promise<void> {
  await modal.open();
  await waitFor(() => viewOf(modal) === 'Account', 'Account');
}

describe("an email user's smart account", function () {
  // A login is a few mails and frame round trips; a user operation goes through the bundler.
  this.timeout(90_000);
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:42161', 'secure-site-url': stack.secureSiteUrl })) as ModalElement;
  });
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('is the default on chain 1, Account says so and switches to the EOA and back; the host follows', async () => {
    await signInThroughModal(modal);
    // The frame's lookup, saved (spec §4).
    await waitFor(() => localStorage.getItem(ENABLED_KEY) === '[1,8453]', 'the smart account networks saved', 600);
    const { eoa, smart } = accountsOf();
    expect(smart.toLowerCase()).to.not.equal(eoa.toLowerCase());
    const provider = modal.getProvider('eip155');
    expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([smart]);
    expect(stores.$account.get().address).to.equal(smart);
    expect(stores.$account.get().preferredAccountTypes).to.deep.equal({ eip155: 'smartAccount' });
    expect(stores.$account.get().smartAccountDeployed).to.equal(false);

    // The EOA holds a balance of its own, so Account shows that the balance is read for it.
    const stack = await stackInfo();
    const eoaBalance = parseEther('0.4321');
    await rpc(stack.chains['1'] as string, 'anvil_setBalance', [eoa, toHex(eoaBalance)]);

    await openAccount(modal);
    await waitFor(() => accountTypeText(modal) === 'Smart account', "Account's 'Smart account'");
    const toEoa = await waitFor(() => buttonNamed(modal, 'Switch to your EOA'), 'Switch to your EOA');
    expect(await seriousViolations(modal)).to.deep.equal([]);

    const changes: unknown[] = [];
    const onAccounts = (accounts: unknown) => changes.push(accounts);
    provider.on('accountsChanged', onAccounts);
    try {
      toEoa.click();
      await waitFor(() => changes.some((accounts) => JSON.stringify(accounts) === JSON.stringify([eoa])), 'accountsChanged with the EOA', 600);
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([eoa]);
      expect(stores.$account.get().caipAddress).to.equal(`eip155:1:${eoa}`);
      await waitFor(() => accountTypeText(modal) === 'EOA', "Account's 'EOA'");
      await waitFor(() => stores.$account.get().balance === formatEther(eoaBalance), "the EOA's balance", 600);
      expect(JSON.parse(localStorage.getItem(PREFERRED_KEY) ?? '{}')).to.deep.include({ eip155: 'eoa' });
      expect(stores.$account.get().preferredAccountTypes).to.deep.equal({ eip155: 'eoa' });

      (await waitFor(() => buttonNamed(modal, 'Switch to your smart account'), 'Switch to your smart account')).click();
      await waitFor(() => changes.some((accounts) => JSON.stringify(accounts) === JSON.stringify([smart])), 'accountsChanged with the smart account', 600);
      expect(await provider.request({ method: 'eth_accounts' })).to.deep.equal([smart]);
      await waitFor(() => accountTypeText(modal) === 'Smart account', "Account's 'Smart account' again");
      expect(JSON.parse(localStorage.getItem(PREFERRED_KEY) ?? '{}')).to.deep.include({ eip155: 'smartAccount' });
    } finally {
      provider.removeListener('accountsChanged', onAccounts);
    }
  });

  it("Receive offers the smart account's address on its own network only: it has none on the others", async () => {
    await signInThroughModal(modal);
    await waitFor(() => stores.$account.get().address === accountsOf().smart, 'the smart account active');
    await openAccount(modal);
    (await waitFor(() => buttonNamed(modal, 'Receive'), 'Receive on Account')).click();
    await waitFor(() => viewOf(modal) === 'WalletReceive', 'WalletReceive');
    buttonNamed(modal, 'Compatible networks')?.click();
    await viewShown(modal, 'WalletCompatibleNetworks');
    const listed = [...(dialogOf(modal)?.querySelectorAll('li') ?? [])].map((item) => item.querySelector('span:last-child')?.textContent);
    // Arbitrum (configured, without smart accounts) would take funds to an address nobody holds there.
    expect(listed).to.deep.equal(['Ethereum']);
  });

  it('is not offered on a network without smart accounts (42161): the EOA is the account there', async () => {
    await signInThroughModal(modal);
    await waitFor(() => localStorage.getItem(ENABLED_KEY) === '[1,8453]', 'the smart account networks saved', 600);
    const { eoa, smart } = accountsOf();
    await openAccount(modal);
    await waitFor(() => buttonNamed(modal, 'Switch to your EOA'), 'the switch on chain 1');
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Arbitrum One'), 'Arbitrum in Networks')).click();
    await waitFor(() => stores.$network.get().caipNetworkId === 'eip155:42161', 'on Arbitrum', 600);
    await waitFor(() => stores.$account.get().address === eoa, 'the EOA on Arbitrum', 600);
    expect(await modal.getProvider('eip155').request({ method: 'eth_accounts' })).to.deep.equal([eoa]);
    await openAccount(modal);
    await waitFor(() => dialogOf(modal)?.querySelector('.wm-balance'), 'Account on Arbitrum');
    expect(buttonNamed(modal, 'Switch to your EOA')).to.equal(undefined);
    expect(buttonNamed(modal, 'Switch to your smart account')).to.equal(undefined);
    expect(accountTypeText(modal)).to.equal(null);
    // Asked anyway (a page calling the action), the frame refuses: the visitor reads why, the account stays.
    expect(await setPreferredAccountType('eip155', 'smartAccount')).to.equal(false);
    await waitFor(() => toastOf(modal).includes('Smart accounts are not available on chain 42161'), "the frame's refusal in a toast");
    expect(stores.$account.get().address).to.equal(eoa);
    expect(await modal.getProvider('eip155').request({ method: 'eth_accounts' })).to.deep.equal([eoa]);
    // Back on chain 1, the smart account is the account again.
    buttonNamed(modal, 'Network')?.click();
    (await waitFor(() => buttonNamed(modal, 'Ethereum'), 'Ethereum in Networks')).click();
    await waitFor(() => stores.$account.get().address === smart, 'the smart account on chain 1', 600);
  });

  it('its first send deploys it; its signature verifies before (ERC-6492) and after (ERC-1271) deployment', async () => {
    await signInThroughModal(modal);
    await waitFor(() => localStorage.getItem(ENABLED_KEY) === '[1,8453]', 'the smart account networks saved', 600);
    const { smart } = accountsOf();
    const stack = await stackInfo();
    const rpcUrl = stack.chains['1'] as string;
    const chain = createPublicClient({ chain: mainnet, transport: http(rpcUrl) });
    // No paymaster: the account pays its own gas.
    await rpc(rpcUrl, 'anvil_setBalance', [smart, toHex(parseEther('1'))]);
    const provider = modal.getProvider('eip155');
    expect(await chain.getCode({ address: smart })).to.equal(undefined);

    const sign = async (message: string) => {
      const signing = provider.request({ method: 'personal_sign', params: [toHex(message), smart] }) as Promise<Hex>;
      await approveInFrame(modal);
      return signing;
    };
    const before = `before deployment ${Date.now()}`;
    const early = await sign(before);
    expect(await chain.verifyMessage({ address: smart, message: before, signature: early }), 'ERC-6492 signature').to.equal(true);

    const to = freshAddress();
    const sending = provider.request({ method: 'eth_sendTransaction', params: [{ from: smart, to, value: toHex(12345n) }] }) as Promise<Hex>;
    await approveInFrame(modal);
    const hash = await sending;
    expect((await waitForReceipt(rpcUrl, hash)).status).to.equal('0x1');
    expect(await balanceOf(rpcUrl, to)).to.equal(12345n);
    await waitFor(() => stores.$account.get().smartAccountDeployed === true, '$account.smartAccountDeployed', 600);
    expect(await chain.getCode({ address: smart })).to.not.equal(undefined);

    const after = `after deployment ${Date.now()}`;
    const late = await sign(after);
    expect(await chain.verifyMessage({ address: smart, message: after, signature: late }), 'ERC-1271 signature').to.equal(true);
  });
});
