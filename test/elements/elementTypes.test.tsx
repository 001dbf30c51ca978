// The element types hosts compile against say what the elements do: every declared property
// reflects its attribute, and React 19 JSX written with the declared attributes and `on<event>`
// props configures the element and hears its events. (test/types typechecks the built package's
// declarations; this checks them against the running elements.)
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { defineElements } from '../../src/elements/defineElements';
import type { WalletButtonProperties, WalletModalProperties } from '../../src/elements/elementTypes';
import { stackInfo } from '../stack/stackInfo';
import { resetAll, waitFor } from '../support/modalTestKit';

const MODAL_ATTRIBUTES = {
  projectId: 'project-id',
  networks: 'networks',
  defaultNetwork: 'default-network',
  themeMode: 'theme-mode',
  language: 'language',
  apiUrl: 'api-url',
  explorerUrl: 'explorer-url',
  relayUrl: 'relay-url',
  secureSiteUrl: 'secure-site-url',
  analyticsUrl: 'analytics-url',
  verifyUrl: 'verify-url',
  bitcoinApiUrl: 'bitcoin-api-url',
} satisfies Record<keyof WalletModalProperties, string>;

const BUTTON_ATTRIBUTES = { balance: 'balance' } satisfies Record<keyof WalletButtonProperties, string>;

describe('element types', () => {
  afterEach(resetAll);

  it('every declared property of <wallet-modal> and <wallet-button> reflects its attribute', () => {
    defineElements();
    const modal = document.createElement('wallet-modal');
    for (const [property, attribute] of Object.entries(MODAL_ATTRIBUTES)) {
      const record = modal as unknown as Record<string, unknown>;
      expect(property in modal, `${property} is a property`).to.equal(true);
      record[property] = 'dark';
      expect(modal.getAttribute(attribute), `${property} sets ${attribute}`).to.equal('dark');
      modal.setAttribute(attribute, 'light');
      expect(record[property], `${attribute} sets ${property}`).to.equal('light');
    }
    const button = document.createElement('wallet-button');
    for (const [property, attribute] of Object.entries(BUTTON_ATTRIBUTES)) {
      expect(property in button, `${property} is a property`).to.equal(true);
      button.balance = 'hide';
      expect(button.getAttribute(attribute)).to.equal('hide');
      button.balance = undefined;
      expect(button.hasAttribute(attribute)).to.equal(false);
    }
  });

  it('React 19 JSX sets the attributes and hears the events by their declared props', async () => {
    defineElements();
    const stack = await stackInfo();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const opened: CustomEvent<{ connected: boolean }>[] = [];
    try {
      flushSync(() =>
        root.render(
          <wallet-modal
            project-id="jsx-project"
            theme-mode="dark"
            api-url={stack.apiUrl}
            explorer-url={stack.explorerUrl}
            secure-site-url={stack.secureSiteUrl}
            onmodal-open={(event) => opened.push(event)}
          />,
        ),
      );
      const modal = container.querySelector('wallet-modal')!;
      expect(modal.projectId).to.equal('jsx-project');
      expect(modal.themeMode).to.equal('dark');
      await modal.open();
      await waitFor(() => opened.length > 0, 'the modal-open event');
      expect(opened[0]!.detail).to.deep.equal({ connected: false });
    } finally {
      flushSync(() => root.unmount());
      container.remove();
    }
  });
});
