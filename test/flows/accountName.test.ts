// Registering an account name from Account through the demo browser wallet: the name's rule
// is checked as the visitor types, a taken name is said taken, the wallet signs the message,
// and the name service of the stack (which checks the signature) registers it; the name then
// shows on the button and on Account. A name taken by someone else between the check and the
// submission, a refusal to sign, and a signature the service finds too old (it takes one made
// within 10 seconds, as the hosted one) leave the visitor on the form with what to do.
import { expect } from 'chai';
import { hexToString, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { announceDemoWallet, connectWithClick, type DemoWallet } from '../support/connectDemoWallet';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountButton, mountModal, resetAll, submitButton, typeInto, waitFor, viewOf, viewShown, textOf, fieldNamed } from '../support/modalTestKit';
import { IDS, stackInfo } from '../stack/stackInfo';
import { until } from '../support/until';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };
// The demo wallet account that registers names here (no other test uses it); its names are
// forgotten after each test, so each starts without one.
const NAMING_ACCOUNT = 8;
const nameField = (modal: Element) => fieldNamed(modal, 'Account name');
const unique = () => `wm-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Someone else registers `name` with a key of their own, as the name service's POST expects. */
async function registerElsewhere(name: string): Promise<void> {
  const { apiUrl } = await stackInfo();
  const account = privateKeyToAccount(generatePrivateKey());
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) });
  const signature = await account.signMessage({ message });
  const response = await fetch(`${apiUrl}/v1/profile/account?${IDS}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 2147483649, address: account.address, message, signature }),
  });
  expect(response.status, await response.clone().text()).to.equal(200);
}

describe('Account names', function () {
  this.timeout(60_000);
  let stop: (() => void) | undefined;
  let wallet: DemoWallet;
  let modal: ModalElement;

  async function openRegistration(index: number): Promise<void> {
    resetAll();
    ({ wallet, stop } = await announceDemoWallet(index));
    modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Choose your account name'), 'the name entry on Account', 300)).click();
    await waitFor(() => viewOf(modal) === 'RegisterAccountName', 'RegisterAccountName');
  }

  /**
   * Types `name` in the form, waits for it to be said available, and registers it with the wallet
   * on manual approval; resolves to the wallet's request, left waiting.
   */
  async function submitName(name: string) {
    const before = new Set(wallet.controls.pending().map((request) => request.id));
    typeInto(await waitFor(() => nameField(modal), 'the name field'), name);
    await waitFor(() => textOf(modal).includes(`${name}.reown.id is available`), `${name} available`, 300);
    wallet.controls.setApproval('manual');
    submitButton(modal)?.click();
    return until(() => wallet.controls.pending().find((request) => !before.has(request.id)), `the signature request for ${name}`);
  }

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    stop = undefined;
    resetAll();
    const { apiUrl } = await stackInfo();
    await fetch(`${apiUrl}/__names?address=${DEV_ACCOUNTS[NAMING_ACCOUNT]}`, { method: 'DELETE' });
  });

  it('checks the rule as the visitor types and says a taken name is taken, never available', async () => {
    await openRegistration(4);
    const field = await waitFor(() => nameField(modal), 'the name field');
    typeInto(field, 'ab');
    await waitFor(() => textOf(modal).includes('Account name must be at least 4 characters long.'), 'the length rule');
    typeInto(field, 'no_underscores');
    await waitFor(() => textOf(modal).includes('Account name may only contain letters'), 'the character rule');
    typeInto(field, 'dev0');
    await waitFor(() => textOf(modal).includes('dev0.reown.id is taken'), 'taken', 300);
    expect(textOf(modal)).to.not.contain('dev0.reown.id is available');
    expect(submitButton(modal)?.disabled).to.equal(true);
    // Free names like it are offered; picking one checks it.
    const suggestion = await waitFor(() => dialogOf(modal)?.querySelector<HTMLButtonElement>('[role="group"] button'), 'a suggestion', 300);
    const suggested = suggestion.querySelector('span')?.textContent as string;
    expect(suggested).to.match(/^dev0.+\.reown\.id$/);
    suggestion.click();
    await waitFor(() => textOf(modal).includes(`${suggested} is available`), 'the suggestion available', 300);
  });

  it('a name check that answers after the visitor started over says nothing of the empty field', async () => {
    await openRegistration(4);
    const name = unique();
    typeInto(await waitFor(() => nameField(modal), 'the name field'), name);
    // Back and "Choose your account name" again while the check is on its way.
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back')).click();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    (await waitFor(() => buttonNamed(modal, 'Choose your account name'), 'the name entry on Account', 300)).click();
    await waitFor(() => viewOf(modal) === 'RegisterAccountName' && nameField(modal)?.value === '', 'the empty form');
    // Frames in which the answer for the name typed before would show, if it could.
    const said = await waitFor(() => textOf(modal).includes('is available'), 'the late answer', 90).then(() => true, () => false);
    expect(said, 'the empty field read as an available name').to.equal(false);
    expect(buttonNamed(modal, 'Register')?.disabled ?? true, 'Register for no name').to.equal(true);
  });

  it('registers a name signed in the wallet; it shows on the button; a refusal and a name taken meanwhile keep the form with the reason', async () => {
    await openRegistration(NAMING_ACCOUNT);
    const button = await mountButton();
    const field = await waitFor(() => nameField(modal), 'the name field');
    // The visitor refuses to sign: the form stays, with the spec's words.
    const refused = unique();
    typeInto(field, refused);
    await waitFor(() => textOf(modal).includes(`${refused}.reown.id is available`), 'available', 300);
    wallet.controls.setApproval('reject');
    submitButton(modal)?.click();
    await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent === 'Signature declined', 'Signature declined', 300);
    expect(viewOf(modal)).to.equal('RegisterAccountName');
    wallet.controls.setApproval('approve');
    // Someone else takes the name after it was checked: the service's reason, back on the form.
    const raced = unique();
    typeInto(field, raced);
    await waitFor(() => textOf(modal).includes(`${raced}.reown.id is available`), 'available', 300);
    await registerElsewhere(`${raced}.reown.id`);
    submitButton(modal)?.click();
    const reason = await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent, 'the failure', 300);
    expect(reason).to.equal(`Name is already registered: ${raced}.reown.id`);
    expect(viewOf(modal)).to.equal('RegisterAccountName');
    // A free name goes through.
    const mine = unique();
    typeInto(field, mine);
    await waitFor(() => textOf(modal).includes(`${mine}.reown.id is available`), 'available', 300);
    submitButton(modal)?.click();
    // The view's code arrives with its chunk a moment after its name.
    await viewShown(modal, 'RegisterAccountNameSuccess', 300);
    expect(textOf(modal)).to.contain(`${mine}.reown.id is your account name now.`);
    expect(stores.$account.get().profileName).to.equal(`${mine}.reown.id`);
    await waitFor(() => button.shadowRoot?.textContent?.includes(`${mine}.reown.id`), 'the name on the button');
    // The identity call of the service answers it too.
    const { apiUrl } = await stackInfo();
    const identity = (await (await fetch(`${apiUrl}/v1/identity/${stores.$account.get().address}?${IDS}`)).json()) as { name: string };
    expect(identity.name).to.equal(`${mine}.reown.id`);
    buttonNamed(modal, 'Done')?.click();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    expect(textOf(modal)).to.contain(`${mine}.reown.id`);
  });

  it('a registration that ends after the visitor went Back to Account is told in a toast; Account stays', async () => {
    await openRegistration(NAMING_ACCOUNT);
    const name = unique();
    const asked = await submitName(name);
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back')).click();
    await waitFor(() => viewOf(modal) === 'Account', 'Account');
    wallet.controls.approve(asked.id);
    const toast = await waitFor(() => modal.shadowRoot?.querySelector('.wm-toast[data-variant="success"]'), 'the registration told', 600);
    expect(toast.textContent).to.contain(`${name}.reown.id is your account name now.`);
    expect(viewOf(modal)).to.equal('Account');
    expect(stores.$account.get().profileName).to.equal(`${name}.reown.id`);
  });

  it('a registration the visitor left for a new form writes nothing there; the name it registers is the account’s all the same, told in a toast', async () => {
    await openRegistration(NAMING_ACCOUNT);
    const first = unique();
    const asked = await submitName(first);
    // While the wallet asks, the visitor goes Back and starts again with another name.
    (await waitFor(() => buttonNamed(modal, 'Back'), 'Back')).click();
    (await waitFor(() => buttonNamed(modal, 'Choose your account name'), 'the name entry on Account', 300)).click();
    const second = unique();
    const again = await submitName(second);
    // The first is approved: its name is registered, and the new form still waits for the wallet.
    wallet.controls.approve(asked.id);
    await waitFor(() => stores.$account.get().profileName === `${first}.reown.id`, 'the first name the account’s', 600);
    const toast = await waitFor(() => modal.shadowRoot?.querySelector('.wm-toast[data-variant="success"]'), 'the first registration told');
    expect(toast.textContent).to.contain(`${first}.reown.id is your account name now.`);
    expect(viewOf(modal)).to.equal('RegisterAccountName');
    expect(submitButton(modal)?.disabled, 'Register while the wallet asks').to.equal(true);
    // The second, approved, ends on its own form.
    wallet.controls.approve(again.id);
    await viewShown(modal, 'RegisterAccountNameSuccess', 600);
    expect(textOf(modal)).to.contain(`${second}.reown.id is your account name now.`);
    expect(stores.$account.get().profileName).to.equal(`${second}.reown.id`);
  });

  it('says what to do when the wallet signed too late for the name service, and registers when signed at once', async () => {
    await openRegistration(NAMING_ACCOUNT);
    const slow = unique();
    const request = await submitName(slow);
    // The message asked for carries its time; the visitor approves more than 10 seconds after it.
    const signed = JSON.parse(hexToString((request.params as Hex[])[0]!)) as { name: string; timestamp: number };
    expect(signed.name).to.equal(`${slow}.reown.id`);
    await until(() => Date.now() / 1000 > signed.timestamp + 12, 'the name service’s 10 seconds to pass', 15_000);
    wallet.controls.approve(request.id);
    const reason = await waitFor(() => dialogOf(modal)?.querySelector('[role="alert"]')?.textContent, 'the failure', 300);
    expect(reason).to.equal(
      `The name service only accepts a signature made in the last 10 seconds. Register ${slow}.reown.id again and approve right away; if this happens again, check this device's clock.`,
    );
    expect(viewOf(modal)).to.equal('RegisterAccountName');
    // Signed at once, the same name goes through.
    wallet.controls.setApproval('approve');
    submitButton(modal)?.click();
    await viewShown(modal, 'RegisterAccountNameSuccess', 300);
    expect(stores.$account.get().profileName).to.equal(`${slow}.reown.id`);
  });
});
