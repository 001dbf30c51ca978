import { useState } from 'react';
import { setPreferredAccountType } from '../../actions/embedded/setPreferredAccountType';
import type { ChainNamespace } from '../../config/chainNamespaces';
import { Icon } from '../../components/Icon';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import type { AccountType } from '../../stores/account';

interface AccountTypeSwitchProps {
  namespace: ChainNamespace;
  /** The account's type now: the one whose address is the active one. */
  type: AccountType;
}

/**
 * Account's line for an email or social user on a network with smart accounts: which of
 * their accounts is active (AppKit's words, "Smart account" or "EOA"), and the button that
 * switches to the other one, busy while the secure frame switches. Its own chunk: only
 * embedded users on those networks see it.
 */
export function AccountTypeSwitch({ namespace, type }: AccountTypeSwitchProps) {
  const [busy, setBusy] = useState(false);
  const other: AccountType = type === 'smartAccount' ? 'eoa' : 'smartAccount';
  const change = () => {
    if (busy) return;
    setBusy(true);
    void setPreferredAccountType(namespace, other).finally(() => setBusy(false));
  };
  return (
    <>
      <p className="wm-muted" data-account-type={type}>
        {type === 'smartAccount' ? embeddedTexts.smartAccount : embeddedTexts.eoaAccount}
      </p>
      <button type="button" className="wm-list-button" disabled={busy} aria-busy={busy || undefined} onClick={change}>
        {busy ? <span className="wm-spinner" aria-hidden="true" /> : <Icon name="wallet" />}
        <span>{other === 'eoa' ? embeddedTexts.switchToEoa : embeddedTexts.switchToSmartAccount}</span>
      </button>
    </>
  );
}
