import { useEffect, useId } from 'react';
import { loadWalletBalances } from '../actions/account/loadWalletBalances';
import { balanceKey } from '../actions/account/balanceKey';
import { disconnectConnections } from '../actions/connection/disconnectConnections';
import { switchConnection } from '../actions/switchConnection';
import { useStore } from '../hooks/useStore';
import { accountTexts } from '../i18n/accountTexts';
import { walletsTexts } from '../i18n/walletsTexts';
import { $account } from '../stores/account';
import { $connections } from '../stores/connection';
import { $connectors } from '../stores/connectors';
import { $activeNamespace, $activeNetwork } from '../stores/network';
import { $walletBalances } from '../stores/walletBalances';
import { formatAddress } from '../utils/formatAddress';
import { formatAmount } from '../utils/formatAmount';
import { WalletIcon } from './WalletIcon';

/**
 * Account's list of the wallets connected in the active namespace, which Account shows when
 * there is more than one (a lazy chunk: most visitors have one): each with its icon, name, shortened address and
 * balance; "Use this wallet" makes one current, "Disconnect" ends that one.
 * The current one is marked (aria-current) and not offered "Use". Each button is described by
 * its wallet's name and address, so a screen reader says which wallet it acts on. Each one's
 * balance on the active network: the current one's from `$account`, the others' read by
 * loadWalletBalances; nothing while it is read or when it could not be.
 */
export function ConnectedWallets() {
  const namespace = useStore($activeNamespace);
  const state = useStore($connections)[namespace];
  const account = useStore($account);
  const connectors = useStore($connectors);
  const network = useStore($activeNetwork);
  const balances = useStore($walletBalances);
  const id = useId();
  useEffect(() => loadWalletBalances(namespace), [namespace, state, network]);
  if (!state) return null;
  return (
    <section className="wm-tokens" aria-labelledby={id}>
      <h3 id={id} className="wm-group-title">
        {walletsTexts.connectedWallets}
      </h3>
      <ul className="wm-list">
        {state.connections.map(({ connector, accounts }, index) => {
          const current = connector.uid === state.currentConnectorUid;
          const named = `${id}${index}`;
          const read = current ? undefined : balances[balanceKey(network.caipNetworkId, accounts[0] ?? '')];
          const figure = current
            ? account.balance !== undefined && !account.balanceUnavailable && { balance: account.balance, symbol: account.balanceSymbol ?? '' }
            : read !== 'unavailable' && read;
          const balance = figure ? ` · ${formatAmount(figure.balance)} ${figure.symbol}` : '';
          return (
            <li key={connector.uid} className="wm-token" aria-current={current || undefined} data-connector={connector.uid}>
              <WalletIcon src={connectors.find((each) => each.id === connector.id)?.imageUrl} />
              <span className="wm-token-name" id={named}>
                <span>{connector.name}</span>
                <span className="wm-muted">
                  {formatAddress(accounts[0] ?? '')}
                  {balance}
                </span>
              </span>
              <span className="wm-end">
                {current ? (
                  walletsTexts.walletInUse
                ) : (
                  <button type="button" className="wm-link-button" aria-describedby={named} onClick={() => switchConnection(namespace, connector.uid)}>
                    {walletsTexts.useThisWallet}
                  </button>
                )}{' '}
                <button type="button" className="wm-link-button" aria-describedby={named} onClick={() => void disconnectConnections({ namespace, connectorUid: connector.uid })}>
                  {accountTexts.disconnect}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
