/**
 * JSX of React 19 for the two elements: `<wallet-modal project-id="…" onconnect={…}>` and
 * `<wallet-button balance="hide">` typecheck, with `ref` typed as the element. Part of
 * `wallet-modal/react`, whose hosts have React's types: in the main entry it made every host's
 * typecheck need them.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { HostEventMap, WalletButtonAttributes, WalletButtonElement, WalletModalAttributes, WalletModalElement, WalletModalEvents } from 'wallet-modal';

/**
 * React 19 listens to a custom element's `on<event>` prop as that event (`onconnect`,
 * `onmodal-open`), with the event name's case as written.
 */
type WalletModalElementEventProps = {
  [K in keyof HostEventMap as `on${K}`]?: (event: WalletModalEvents[K]) => void;
};

/** The props of `<wallet-modal>` in React JSX. */
export type WalletModalJsxProps = DetailedHTMLProps<HTMLAttributes<WalletModalElement>, WalletModalElement> &
  WalletModalAttributes &
  WalletModalElementEventProps;

/** The props of `<wallet-button>` in React JSX. */
export type WalletButtonJsxProps = DetailedHTMLProps<HTMLAttributes<WalletButtonElement>, WalletButtonElement> & WalletButtonAttributes;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wallet-modal': WalletModalJsxProps;
      'wallet-button': WalletButtonJsxProps;
    }
  }
}
