import { goBack } from '../actions/goBack';
import { selectConnector } from '../actions/selectConnector';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $connecting } from '../stores/connecting';
import { $connectors } from '../stores/connectors';
import { $route } from '../stores/router';
import { WalletIcon } from './WalletIcon';

/** ConnectingExternal: waiting for the browser wallet, or why it failed and a retry. */
export function ConnectingExternalView() {
  const route = useStore($route);
  const connecting = useStore($connecting);
  const connectors = useStore($connectors);
  const connectorId = String(route.data?.connectorId ?? '');
  const connector = connectors.find((candidate) => candidate.id === connectorId);
  const name = connector?.name ?? connectorId;
  const failed = connecting.connectorId === connectorId && connecting.status === 'failed';
  return (
    <div className="wm-connecting">
      <div className="wm-connecting-icon" data-state={failed ? 'failed' : 'pending'}>
        <WalletIcon src={connector?.imageUrl} size={64} />
        {failed ? null : <span className="wm-spinner-ring" aria-hidden="true" />}
      </div>
      <div role="status" aria-live="polite" className="wm-connecting-text">
        {failed ? (
          <>
            <h3 className="wm-error-title">{connecting.declined ? messages.connectionDeclined : messages.connectionFailed}</h3>
            <p className="wm-muted">{connecting.error?.()}</p>
          </>
        ) : (
          <>
            <h3>{messages.continueIn({ name })}</h3>
            <p className="wm-muted">{messages.acceptInWallet}</p>
          </>
        )}
      </div>
      <div className="wm-actions">
        {failed ? (
          <button type="button" className="wm-button" onClick={() => selectConnector(connectorId)}>
            {messages.tryAgain}
          </button>
        ) : null}
        <button type="button" className="wm-button" data-variant="secondary" onClick={goBack}>
          {messages.cancel}
        </button>
      </div>
    </div>
  );
}
