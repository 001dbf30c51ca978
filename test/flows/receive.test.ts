// Receive: a connected visitor opens Receive from Account and sees their address as a QR code
// (a phone's camera reads it: here jsQR decodes the drawn code) and as text, and the networks
// it can receive on. The `receive` feature turned off hides it.
import { expect } from 'chai';
import { disconnect } from '../../src/actions/disconnect';
import { stores } from '../../src/controller/stores';
import { configure } from '../../src/stores/config';
import { announceDemoWallet, connectWithClick } from '../support/connectDemoWallet';
import { decodeQr } from '../support/decodeQr';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { buttonNamed, dialogOf, mountModal, resetAll, waitFor, viewOf, viewShown } from '../support/modalTestKit';

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

describe('Receive', function () {
  this.timeout(20_000);
  let stop: () => void;

  afterEach(async () => {
    await disconnect('eip155');
    stop?.();
    resetAll();
  });

  it('shows the address as a QR code that decodes to it, as text, and the networks it receives on', async () => {
    resetAll();
    ({ stop } = await announceDemoWallet(2));
    const modal = (await mountModal({ networks: 'eip155:1,eip155:8453' })) as ModalElement;
    await connectWithClick(modal);
    (await waitFor(() => buttonNamed(modal, 'Receive'), 'Receive on Account')).click();
    await waitFor(() => viewOf(modal) === 'WalletReceive', 'WalletReceive');
    const address = stores.$account.get().address as string;
    expect(address.toLowerCase()).to.equal(DEV_ACCOUNTS[2]?.toLowerCase());
    const svg = await waitFor(() => dialogOf(modal)?.querySelector<SVGSVGElement>('svg.wm-qr[role="img"]'), 'the QR code');
    expect(svg.getAttribute('aria-label')).to.equal('QR code of your address on Ethereum');
    expect(await decodeQr(svg)).to.equal(address);
    expect(dialogOf(modal)?.textContent).to.contain(address);
    buttonNamed(modal, 'Compatible networks')?.click();
    // The view's code arrives with its chunk: wait for it.
    await viewShown(modal, 'WalletCompatibleNetworks');
    const listed = [...(dialogOf(modal)?.querySelectorAll('li') ?? [])].map((item) => item.querySelector('span:last-child')?.textContent);
    expect(listed).to.deep.equal(['Ethereum', 'Base']);
  });

  for (const [language, joined] of [
    ['ja', 'Ethereum、Base'],
    ['ar', 'Ethereum وBase'],
  ] as const) {
    it(`joins the networks it receives on as ${language} joins a list (${joined}), not with ", "`, async () => {
      resetAll();
      ({ stop } = await announceDemoWallet(2));
      const modal = (await mountModal({ networks: 'eip155:1,eip155:8453', language })) as ModalElement;
      await connectWithClick(modal);
      await modal.open({ view: 'WalletReceive' });
      const sentence = await waitFor(() => dialogOf(modal)?.querySelector('.wm-list-button span')?.textContent, 'the networks sentence', 300);
      // The browser's own list format for the language: the same words, whatever its CLDR version.
      expect(new Intl.ListFormat(language).format(['Ethereum', 'Base'])).to.equal(joined);
      expect(sentence).to.contain(joined);
      expect(sentence).to.not.contain('Ethereum, Base');
    });
  }

  it('is not offered when the page turns the receive feature off', async () => {
    resetAll();
    ({ stop } = await announceDemoWallet(2));
    const modal = (await mountModal({ networks: 'eip155:1' })) as ModalElement;
    configure({ features: { receive: false } });
    await connectWithClick(modal);
    // Account's actions are there (Send), Receive is not.
    await waitFor(() => buttonNamed(modal, 'Send'), "Account's actions");
    expect(buttonNamed(modal, 'Receive')).to.equal(undefined);
    await modal.open({ view: 'WalletReceive' }).then(
      () => expect.fail('opened a view of a feature turned off'),
      (error: Error) => expect(error.name).to.equal('ViewNotAvailableError'),
    );
  });
});
