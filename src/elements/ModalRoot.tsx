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
import { $routeWalletName } from '../stores/routeWalletName';
import { $locale } from '../stores/locale';
import { $modalState } from '../stores/modal';
import { getActiveModalHost, onModalHostChange } from '../stores/modalHost';
import { $history } from '../stores/router';
import { viewRegistry } from '../views/viewRegistry';

function markShown(): void {
  $modalState.setKey('shown', true);
}

/** What `<wallet-modal>` renders in its shadow root: the dialog when open, and the toast. */
export function ModalRoot({ container }: { container?: HTMLElement | ShadowRoot }) {
  const host = container instanceof ShadowRoot ? container.host : container;
  const active = useSyncExternalStore(onModalHostChange, () => !!host && getActiveModalHost() === host);
  const state = useStore($modalState);
  const history = useStore($history);
  // The screens that wait on one wallet are titled with its name rather than 'Connect Wallet'.
  const walletName = useStore($routeWalletName);
  // A new language renders the tree again (no remount: what the visitor typed stays).
  useStore($locale);
  const titleId = useId();
  if (!active) return null;
  const route = history[history.length - 1];
  const viewName = route && Object.hasOwn(viewRegistry, route.view) ? (route.view as keyof typeof viewRegistry) : 'Connect';
  const View = viewRegistry[viewName];
  return (
    <ThemeRoot>
      {state.open ? (
        <Dialog key={state.openings} labelledBy={titleId} view={viewName} shake={state.shake} onClose={closeModal} onShown={markShown}>
          <Header
            titleId={titleId}
            title={walletName ?? messages.views[viewName] ?? viewName}
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
