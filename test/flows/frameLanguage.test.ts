// The secure frame speaks the modal's language and wears its theme: an Arabic modal's approval
// screen is in Arabic, right to left, and follows the modal when its language or theme changes.
// The frame is read as the visitor finds it (test/support/frameCommands.mjs).
import { expect } from 'chai';
import { createWalletClient, custom } from 'viem';
import { mainnet } from 'viem/chains';
import { disconnect } from '../../src/actions/disconnect';
import type { Eip155Provider } from '../../src/connectors/eip155/provider/Eip155Provider';
import { setThemeVariables } from '../../src/stores/theme';
import { modalSecureFrame, signInThroughModal } from '../support/embeddedSignIn';
import { dialogOf, mountModal, resetAll, viewOf, waitFor } from '../support/modalTestKit';
import { clickFrameButton, waitForFramePage } from '../support/secureFrameClient';
import { stackInfo } from '../stack/stackInfo';
import { messageVerifies } from '../support/chainReads';

type ModalElement = HTMLElement & { open(options?: object): Promise<void>; getProvider(namespace?: string): Eip155Provider };

describe('the secure frame in the modal\'s language and theme', function () {
  this.timeout(60_000);
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1', 'secure-site-url': stack.secureSiteUrl, language: 'ar', 'theme-mode': 'dark' })) as ModalElement;
  });
  afterEach(async () => {
    await disconnect('eip155');
    resetAll();
  });

  it('shows an Arabic modal\'s approval in Arabic, right to left and dark, and follows a change of language and accent', async () => {
    const address = await signInThroughModal(modal);
    await waitFor(() => !dialogOf(modal), 'the modal closed once connected');
    const frame = modalSecureFrame();
    const client = createWalletClient({ chain: mainnet, transport: custom(modal.getProvider('eip155')) });

    const signing = client.signMessage({ account: address, message: 'سلام' });
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction', 600);
    const arabic = await waitForFramePage(frame, (page) => page.screen !== null, 'the request');
    expect([arabic.lang, arabic.dir, arabic.theme]).to.deep.equal(['ar', 'rtl', 'dark']);
    expect([arabic.screen?.title, arabic.screen?.approve.text, arabic.screen?.reject.text]).to.deep.equal(['توقيع رسالة', 'موافقة', 'رفض']);
    await clickFrameButton(frame, 'Approve');
    expect(await messageVerifies(1, address, 'سلام', await signing)).to.equal(true);
    await waitFor(() => viewOf(modal) !== 'ApproveTransaction', 'ApproveTransaction gone');

    // The page switches the modal to German and a green accent: the frame follows.
    modal.setAttribute('language', 'de');
    modal.setAttribute('theme-mode', 'light');
    setThemeVariables({ '--wm-accent': '#0a8f3c' });
    const signingAgain = client.signMessage({ account: address, message: 'hallo' });
    await waitFor(() => viewOf(modal) === 'ApproveTransaction', 'ApproveTransaction again', 600);
    const german = await waitForFramePage(frame, (page) => page.screen !== null && page.lang === 'de', 'the request in German');
    expect([german.lang, german.dir, german.theme, german.accent]).to.deep.equal(['de', 'ltr', 'light', '#0a8f3c']);
    expect([german.screen?.title, german.screen?.approve.text, german.screen?.reject.text]).to.deep.equal(['Nachricht signieren', 'Bestätigen', 'Ablehnen']);
    await clickFrameButton(frame, 'Approve');
    expect(await messageVerifies(1, address, 'hallo', await signingAgain)).to.equal(true);
  });
});
