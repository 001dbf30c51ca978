import r2wc from '@r2wc/core';
import type { OpenModalOptions } from '../actions/openModal';
import type { PayOptions, PayResult } from '../actions/pay/PayOptions';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { WalletModalOptions } from '../config/WalletModalOptions';
import { getProvider, type ProvidersByNamespace } from '../provider/getProvider';
import { configure } from '../stores/config';
import { onHostEvent } from '../stores/hostEvents';
import { getActiveModalHost, registerModalHost, unregisterModalHost } from '../stores/modalHost';
import { setThemeMode } from '../stores/theme';
import type { WalletModalElementEventMap, WalletModalProperties } from './elementTypes';
import { elementBase } from './elementBase';
import { followDirection } from './followDirection';
import { lazyModalRenderer } from './lazyModalRenderer';
import { modalActions } from './modalActions';
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

/** Stands for ModalRoot, which is in the modal's code: lazyModalRenderer mounts the real one. */
const ModalRootInTheModalCode = () => null;

// Built only where there is a DOM: r2wc's class extends HTMLElement (elementBase). r2wc's core
// with a renderer that mounts React once the modal's code has arrived, so that defining the
// element needs none of it. The properties are the element's, not ModalRoot's (it reads the
// stores): r2wc takes a list as string properties.
const Base = elementBase(
  () => r2wc(ModalRootInTheModalCode, { shadow: 'open', props: MODAL_PROPERTIES as unknown as never[] }, lazyModalRenderer) as unknown as ModalBase,
);

/** Applies attributes to the configuration, in one change (and the theme mode apart). */
function applyAttributes(attributes: readonly (readonly [ModalProperty, string | null])[]): void {
  const patch: Record<string, string | undefined> = {};
  for (const [property, value] of attributes) {
    if (property === 'themeMode') setThemeMode(value ?? undefined);
    else patch[property] = value ?? undefined;
  }
  if (Object.keys(patch).length > 0) configure(patch as WalletModalOptions);
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
  /** Connected (connectedCallback has applied every attribute): a change applies on its own. */
  #live = false;

  override connectedCallback(): void {
    upgradeProperties(this, MODAL_PROPERTIES);
    // Every attribute at once: one configuration change, not one per attribute.
    applyAttributes([...ATTRIBUTE_TO_PROPERTY].filter(([attribute]) => this.hasAttribute(attribute)).map(([attribute, property]) => [property, this.getAttribute(attribute)] as const));
    this.#live = true;
    registerModalHost(this);
    this.#stopDirection = followDirection(this);
    this.#stopEvents = onHostEvent((name, detail) => {
      if (getActiveModalHost() !== this) return;
      this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
    });
    super.connectedCallback();
  }

  override disconnectedCallback(): void {
    this.#live = false;
    this.#stopEvents?.();
    this.#stopEvents = undefined;
    this.#stopDirection?.();
    unregisterModalHost(this);
    super.disconnectedCallback();
  }

  override attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void {
    super.attributeChangedCallback(name, oldValue, value);
    const property = ATTRIBUTE_TO_PROPERTY.get(name);
    // r2wc ignores a removed attribute; removing one must reset its option. Before
    // connectedCallback (the element being upgraded), that applies them all at once.
    if (property && this.#live) applyAttributes([[property, value]]);
  }

  /** Opens the modal; settles once it is shown. */
  open(options?: OpenModalOptions): Promise<void> {
    return modalActions.open(options);
  }

  close(): void {
    modalActions.close();
  }

  /** With `features.pay`: the visitor pays `options`; resolves once confirmed on chain, else rejects with a PayError. */
  pay(options: PayOptions): Promise<PayResult> {
    return modalActions.pay(options);
  }

  /** The page's provider for a namespace (default: the active one); the same object on every call. */
  getProvider<N extends keyof ProvidersByNamespace>(namespace: N): ProvidersByNamespace[N];
  getProvider(namespace?: ChainNamespace): ProvidersByNamespace[keyof ProvidersByNamespace];
  getProvider(namespace?: ChainNamespace): ProvidersByNamespace[keyof ProvidersByNamespace] {
    return getProvider(namespace);
  }
}
