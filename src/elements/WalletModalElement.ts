import r2wc from '@r2wc/react-to-web-component';
import { closeModal } from '../actions/closeModal';
import { openModal, type OpenModalOptions } from '../actions/openModal';
import { pay } from '../actions/pay/pay';
import type { PayOptions, PayResult } from '../actions/pay/PayOptions';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { WalletModalOptions } from '../config/WalletModalOptions';
import { getProvider, type ProvidersByNamespace } from '../provider/getProvider';
import { configure } from '../stores/config';
import { onHostEvent } from '../stores/hostEvents';
import { getActiveModalHost, registerModalHost, unregisterModalHost } from '../stores/modalHost';
import { setThemeMode } from '../stores/theme';
import { accountCss } from '../styles/accountCss';
import { adoptStyles } from '../styles/adoptStyles';
import { modalCss } from '../styles/modalCss';
import { themeCss } from '../styles/themeCss';
import { embeddedCss } from '../styles/embeddedCss';
import { followLazySheets } from '../styles/lazySheets';
import type { WalletModalElementEventMap, WalletModalProperties } from './elementTypes';
import { elementBase } from './elementBase';
import { ModalRoot } from './ModalRoot';
import { followDirection } from './followDirection';
import { upgradeProperties } from './upgradeProperties';

/** Attribute-backed configuration properties of <wallet-modal>, camelCase. */
export const MODAL_PROPERTIES = [
  'projectId',
  'networks',
  'defaultNetwork',
  'themeMode',
  'language',
  'apiUrl',
  'explorerUrl',
  'relayUrl',
  'secureSiteUrl',
  'analyticsUrl',
  'verifyUrl',
  'bitcoinApiUrl',
] as const satisfies readonly (keyof WalletModalProperties)[];

type ModalProperty = (typeof MODAL_PROPERTIES)[number];
// The public type and this list name the same properties: one without the other fails to compile.
const everyProperty: Exclude<keyof WalletModalProperties, ModalProperty> extends never ? true : never = true;
void everyProperty;

const toAttribute = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const ATTRIBUTE_TO_PROPERTY = new Map(MODAL_PROPERTIES.map((name) => [toAttribute(name), name]));

interface ModalBase {
  new (): HTMLElement & {
    connectedCallback(): void;
    disconnectedCallback(): void;
    attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
  };
  readonly observedAttributes: string[];
}

// Built only where there is a DOM: r2wc's class extends HTMLElement (elementBase).
// The properties are the element's, not ModalRoot's (it reads the stores): r2wc takes a list as
// string properties.
const Base = elementBase(() => r2wc(ModalRoot, { shadow: 'open', props: MODAL_PROPERTIES as unknown as never[] }) as unknown as ModalBase);

function applyAttribute(property: ModalProperty, value: string | null): void {
  if (property === 'themeMode') {
    setThemeMode(value ?? undefined);
    return;
  }
  configure({ [property]: value ?? undefined } as WalletModalOptions);
}

/** The element's configuration properties (r2wc's accessors) and its typed events. */
export interface WalletModalElement extends WalletModalProperties {
  addEventListener<K extends keyof WalletModalElementEventMap>(
    type: K,
    listener: (this: WalletModalElement, event: WalletModalElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof WalletModalElementEventMap>(
    type: K,
    listener: (this: WalletModalElement, event: WalletModalElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * <wallet-modal>: the modal. Attributes (and the matching properties) configure it,
 * `open()` and `close()` drive it, and the contract's DOM events are dispatched on it,
 * bubbling and composed. At most one is active per page.
 */
export class WalletModalElement extends Base {
  #stopEvents: (() => void) | undefined;
  #stopDirection: (() => void) | undefined;
  #stopSheets: (() => void) | undefined;

  constructor() {
    super();
    // r2wc attached it (shadow: 'open'). The lazy views' CSS comes with their chunks (followLazySheets).
    adoptStyles(this.shadowRoot as ShadowRoot, [themeCss, modalCss, accountCss, embeddedCss]);
  }

  override connectedCallback(): void {
    upgradeProperties(this, MODAL_PROPERTIES);
    for (const [attribute, property] of ATTRIBUTE_TO_PROPERTY) {
      if (this.hasAttribute(attribute)) applyAttribute(property, this.getAttribute(attribute));
    }
    registerModalHost(this);
    this.#stopDirection = followDirection(this);
    this.#stopSheets = followLazySheets(this.shadowRoot as ShadowRoot);
    this.#stopEvents = onHostEvent((name, detail) => {
      if (getActiveModalHost() !== this) return;
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    });
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this.#stopEvents?.();
    this.#stopEvents = undefined;
    this.#stopDirection?.();
    this.#stopSheets?.();
    this.#stopSheets = undefined;
    unregisterModalHost(this);
    super.disconnectedCallback();
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    const property = ATTRIBUTE_TO_PROPERTY.get(name);
    // r2wc ignores a removed attribute; removing one must reset its option.
    if (property && this.isConnected) applyAttribute(property, value);
  }

  /** Opens the modal; settles once it is shown. */
  open(options?: OpenModalOptions): Promise<void> {
    return openModal(options);
  }

  close(): void {
    closeModal();
  }

  /** With `features.pay`: the visitor pays `options`; resolves once confirmed on chain, else rejects with a PayError. */
  pay(options: PayOptions): Promise<PayResult> {
    return pay(options);
  }

  /** The page's provider for a namespace (default: the active one); the same object on every call. */
  getProvider<N extends keyof ProvidersByNamespace>(namespace: N): ProvidersByNamespace[N];
  getProvider(namespace?: ChainNamespace): ProvidersByNamespace[keyof ProvidersByNamespace];
  getProvider(namespace?: ChainNamespace): ProvidersByNamespace[keyof ProvidersByNamespace] {
    return getProvider(namespace);
  }
}
