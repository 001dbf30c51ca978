import { useId, useSyncExternalStore } from 'react';
import { closeModal } from '../actions/closeModal';
import { goBack } from '../actions/goBack';
import { AlertBar } from '../components/AlertBar';
import { Dialog } from '../components/Dialog';
import { Header } from '../components/Header';
import { ThemeRoot } from '../components/ThemeRoot';
import { Toast } from '../components/Toast';
import { ViewErrorBoundary } from '../components/ViewErrorBoundary';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $connectors } from '../stores/connectors';
import { $locale } from '../stores/locale';
import { $modalState } from '../stores/modal';
import { getActiveModalHost, onModalHostChange } from '../stores/modalHost';
import { $history } from '../stores/router';
import { viewRegistry } from '../views/viewRegistry';

/** A view's title: for the screens that wait on one wallet, that wallet's name rather than 'Connect Wallet'. */
function viewTitle(view: string, data: Readonly<Record<string, unknown>> | undefined, connectors: readonly { id: string; name: string }[]): string {
  if (view === 'ConnectingExternal' || view === 'ConnectingWalletConnect') {
    const wallet = data?.wallet as { name?: unknown } | undefined;
    const named = typeof wallet?.name === 'string' ? wallet.name : connectors.find((connector) => connector.id === data?.connectorId)?.name;
    if (named) return named;
  }
  return messages.views[view] ?? view;
}

function markShown(): void {
  $modalState.setKey('shown', true);
}

/** What `<wallet-modal>` renders in its shadow root: the dialog when open, and the toast. */
export function ModalRoot({ container }: { container?: HTMLElement | ShadowRoot }) {
  const host = container instanceof ShadowRoot ? container.host : container;
  const active = useSyncExternalStore(onModalHostChange, () => !!host && getActiveModalHost() === host);
  const state = useStore($modalState);
  const history = useStore($history);
  const connectors = useStore($connectors);
  // A new language renders the whole tree again (memoised parts included); it is rare while open.
  const { tag } = useStore($locale);
  const titleId = useId();
  if (!active) return null;
  const route = history[history.length - 1];
  const viewName = route && Object.hasOwn(viewRegistry, route.view) ? (route.view as keyof typeof viewRegistry) : 'Connect';
  const View = viewRegistry[viewName];
  return (
    <ThemeRoot key={tag}>
      {state.open ? (
        <Dialog key={state.openings} labelledBy={titleId} view={viewName} shake={state.shake} onClose={closeModal} onShown={markShown}>
          <Header
            titleId={titleId}
            title={viewTitle(viewName, route?.data, connectors)}
            canGoBack={history.length > 1}
            onBack={goBack}
            onClose={closeModal}
          />
          <AlertBar />
          <div className="wm-body">
            <ViewErrorBoundary key={`${state.openings}:${history.length}:${viewName}`} view={viewName} onBack={goBack}>
              <View />
            </ViewErrorBoundary>
          </div>
        </Dialog>
      ) : null}
      <Toast />
    </ThemeRoot>
  );
}
