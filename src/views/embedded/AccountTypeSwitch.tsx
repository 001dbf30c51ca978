import { useState } from 'react';
import { setPreferredAccountType } from '../../actions/embedded/setPreferredAccountType';
import { Icon } from '../../components/Icon';
import { useStore } from '../../hooks/useStore';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $account } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { $smartAccountNetworks } from '../../stores/smartAccountNetworks';

/**
 * Account's part for an email or social user on a network with smart accounts (the frame's
 * lookup): which of their accounts is active (AppKit's words, "Smart account" or "EOA"), and
 * the button that switches to the other one, busy while the secure frame switches. Nothing
 * elsewhere. Its own chunk: only embedded users load it.
 */
export function AccountTypeSwitch() {
  const account = useStore($account);
  const network = useStore($activeNetwork);
  const enabled = useStore($smartAccountNetworks);
  const [busy, setBusy] = useState(false);
  const address = account.address?.toLowerCase();
  const type = account.allAccounts.find((each) => each.address.toLowerCase() === address)?.type;
  const other = account.allAccounts.find((each) => each.type !== type)?.type;
  if (!type || !other || !enabled.includes(Number(network.id))) return null;
  const change = () => {
    if (busy) return;
    setBusy(true);
    void setPreferredAccountType(network.chainNamespace, other).finally(() => setBusy(false));
  };
  return (
    <>
      <p className="wm-muted" data-account-type={type}>
        {type === 'smartAccount' ? embeddedTexts.smartAccount : embeddedTexts.eoaAccount}
      </p>
      {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus while it is busy. */}
      <button type="button" className="wm-list-button" aria-disabled={busy || undefined} aria-busy={busy || undefined} onClick={change}>
        {busy ? <span className="wm-spinner" aria-hidden="true" /> : <Icon name="wallet" />}
        <span>{other === 'eoa' ? embeddedTexts.switchToEoa : embeddedTexts.switchToSmartAccount}</span>
      </button>
    </>
  );
}
