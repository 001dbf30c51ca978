import { createElement, forwardRef, useCallback, useEffect, useRef, type ForwardedRef, type HTMLAttributes } from 'react';
import type { HostEventMap, WalletModalElement, WalletModalProperties } from 'wallet-modal';

/** The attributes of `<wallet-modal>` as camelCase props: the element's properties; `networks` also as a list. */
export type WalletModalAttributeProps = {
  [K in keyof WalletModalProperties]?: K extends 'networks' ? string | readonly string[] : Exclude<WalletModalProperties[K], undefined>;
};

/** The element's DOM events by prop name. */
const EVENT_PROPS = {
  onModalOpen: 'modal-open',
  onModalClose: 'modal-close',
  onConnect: 'connect',
  onDisconnect: 'disconnect',
  onNetworkChange: 'network-change',
  onTrack: 'track',
  onSignIn: 'sign-in',
  onSignOut: 'sign-out',
} as const satisfies Record<string, keyof HostEventMap>;

type EventProps = typeof EVENT_PROPS;
// Every host event has its prop: a new event without one fails to compile.
const everyEvent: Exclude<keyof HostEventMap, EventProps[keyof EventProps]> extends never ? true : never = true;
void everyEvent;

export type WalletModalEventHandlerProps = {
  [P in keyof EventProps]?: (event: CustomEvent<HostEventMap[EventProps[P]]>) => void;
};

export type WalletModalProps = WalletModalAttributeProps &
  WalletModalEventHandlerProps &
  Omit<HTMLAttributes<WalletModalElement>, keyof WalletModalAttributeProps | keyof WalletModalEventHandlerProps | 'children'>;

// Written as attributes (React 18 would set camelCase names as attributes as they are). Every
// property of the element, no more, no less: a property the element gains and this list lacks fails the typecheck.
const ATTRIBUTE_PROPS = [
  'projectId', 'networks', 'defaultNetwork', 'themeMode', 'language', 'apiUrl', 'explorerUrl',
  'relayUrl', 'secureSiteUrl', 'analyticsUrl', 'verifyUrl', 'bitcoinApiUrl',
] as const satisfies readonly (keyof WalletModalProperties)[];
const everyProperty: Exclude<keyof WalletModalProperties, (typeof ATTRIBUTE_PROPS)[number]> extends never ? true : never = true;
void everyProperty;
const ATTRIBUTES = new Set<string>(ATTRIBUTE_PROPS);

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function setRef<T>(ref: ForwardedRef<T>, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/**
 * `<wallet-modal>` for React 18 and 19: attributes as camelCase props, the element's events as
 * `onConnect`, `onModalOpen`, …, and a ref to the element (`open()`, `close()`, `getProvider()`).
 */
export const WalletModal = forwardRef<WalletModalElement, WalletModalProps>(function WalletModal(props, ref) {
  const element = useRef<WalletModalElement | null>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    const node = element.current;
    if (!node) return undefined;
    const stops = Object.entries(EVENT_PROPS).map(([prop, type]) => {
      const listener = (event: Event) => (latest.current[prop as keyof EventProps] as ((event: Event) => void) | undefined)?.(event);
      node.addEventListener(type, listener);
      return () => node.removeEventListener(type, listener);
    });
    return () => stops.forEach((stop) => stop());
  }, []);
  const attach = useCallback(
    (node: WalletModalElement | null) => {
      element.current = node;
      setRef(ref, node);
    },
    [ref],
  );
  const attributes: Record<string, unknown> = { ref: attach };
  for (const [name, value] of Object.entries(props)) {
    if (name in EVENT_PROPS) continue;
    if (!ATTRIBUTES.has(name)) attributes[name] = value;
    else if (value !== undefined) attributes[kebab(name)] = Array.isArray(value) ? value.join(',') : value;
  }
  return createElement('wallet-modal', attributes);
});
