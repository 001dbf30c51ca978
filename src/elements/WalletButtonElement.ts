import { $account } from '../stores/account';
import { $locale } from '../stores/locale';
import { $isActiveNetworkSupported } from '../stores/network';
import { $theme } from '../stores/theme';
import { adoptStyles } from '../styles/adoptStyles';
import { buttonCss } from '../styles/buttonCss';
import { themeCss } from '../styles/themeCss';
import { buttonContent } from './buttonContent';
import type { WalletButtonProperties } from './elementTypes';
import { elementBase } from './elementBase';
import { ensureModalHost } from './ensureModalHost';
import { followDirection } from './followDirection';
import { modalActions } from './modalActions';
import { loadModalCodeWhenIdle } from './modalCodeLoader';
import { updateChildren } from './updateChildren';
import { upgradeProperties } from './upgradeProperties';
import { onSystemColorSchemeChange, systemColorScheme } from '../utils/systemColorScheme';

// Built only where there is a DOM (elementBase): a plain custom element, no React, so that the
// page's button renders with its own small code while the modal's loads after it.
const Base = elementBase(() => HTMLElement);

/**
 * <wallet-button>: the page's connect button; `balance="hide"` hides the balance. It renders
 * from the stores as soon as it is connected: "Connect Wallet", "Reconnecting…", or the account's
 * name or address and balance ("Wrong network" on a network the page did not ask for). A click
 * opens the modal (on the network switch when the network is wrong), in the same frame once the
 * modal's code has arrived, else as soon as it has.
 */
export class WalletButtonElement extends Base implements WalletButtonProperties {
  static readonly observedAttributes = ['balance'];

  readonly #root = document.createElement('div');
  readonly #button = document.createElement('button');
  #stops: (() => void)[] = [];

  constructor() {
    super();
    const shadowRoot = this.attachShadow({ mode: 'open' });
    adoptStyles(shadowRoot, [themeCss, buttonCss]);
    this.#root.className = 'wm-root';
    Object.assign(this.#button, { type: 'button', className: 'wm-connect-button' });
    this.#button.setAttribute('aria-haspopup', 'dialog');
    this.#button.addEventListener('click', () => this.#open());
    this.#root.append(this.#button);
    shadowRoot.append(this.#root);
  }

  get balance(): 'hide' | undefined {
    return this.getAttribute('balance') === 'hide' ? 'hide' : undefined;
  }

  set balance(value: 'hide' | undefined) {
    if (value === undefined || value === null) this.removeAttribute('balance');
    else this.setAttribute('balance', value);
  }

  connectedCallback(): void {
    upgradeProperties(this, ['balance']);
    const render = () => this.#render();
    this.#stops = [
      followDirection(this),
      $account.listen(render),
      $isActiveNetworkSupported.listen(render),
      $locale.listen(render),
      $theme.listen(render),
      onSystemColorSchemeChange(render),
    ];
    render();
    loadModalCodeWhenIdle();
  }

  disconnectedCallback(): void {
    for (const stop of this.#stops.splice(0)) stop();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#render();
  }

  #render(): void {
    const theme = $theme.get();
    const locale = $locale.get();
    const root = this.#root;
    root.lang = locale.tag;
    root.dir = locale.dir;
    root.dataset.theme = theme.mode ?? systemColorScheme();
    root.removeAttribute('style');
    for (const [name, value] of Object.entries(theme.variables)) if (value !== undefined) root.style.setProperty(name, String(value));
    const { state, nodes } = buttonContent($account.get(), $isActiveNetworkSupported.get(), this.balance === 'hide');
    const button = this.#button;
    button.dataset.state = state;
    if (state === 'busy') button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    updateChildren(button, nodes);
  }

  #open(): void {
    ensureModalHost();
    const options = this.#button.dataset.state === 'wrong-network' ? { view: 'UnsupportedChain' as const } : {};
    modalActions.openFromClick(options).catch((error: unknown) => console.error('[wallet-modal] could not open the modal', error));
  }
}
