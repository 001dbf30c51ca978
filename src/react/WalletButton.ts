import { createElement, forwardRef, type HTMLAttributes } from 'react';
import type { WalletButtonElement, WalletButtonProperties } from 'wallet-modal';
import { WalletButtonCustom } from './WalletButtonCustom';

export interface WalletButtonProps extends Omit<HTMLAttributes<WalletButtonElement>, 'children'> {
  /** `hide` shows the account without its balance. */
  balance?: Exclude<WalletButtonProperties['balance'], undefined>;
}

const WalletButtonElementWrapper = forwardRef<WalletButtonElement, WalletButtonProps>(function WalletButton(props, ref) {
  return createElement('wallet-button', { ...props, ref });
});

/** `<wallet-button>`, the modal's own connect button; `WalletButton.Custom` renders one of the page's. */
export const WalletButton = Object.assign(WalletButtonElementWrapper, { Custom: WalletButtonCustom });
