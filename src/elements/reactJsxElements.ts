/**
 * JSX of React 19 for the two elements: `<wallet-modal project-id="…" onconnect={…}>` and
 * `<wallet-button balance="hide">` typecheck, with `ref` typed as the element. Types only; a host
 * without React's types is not affected.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { WalletButtonAttributes, WalletModalAttributes, WalletModalEventProps } from './elementTypes';
import type { WalletButtonElement } from './WalletButtonElement';
import type { WalletModalElement } from './WalletModalElement';

/** The props of `<wallet-modal>` in React JSX. */
export type WalletModalJsxProps = DetailedHTMLProps<HTMLAttributes<WalletModalElement>, WalletModalElement> &
  WalletModalAttributes &
  WalletModalEventProps;

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
