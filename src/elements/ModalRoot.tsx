import { Activity, memo, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
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
import { $viewTitle } from '../stores/viewTitle';
import { $locale } from '../stores/locale';
import { $modalState } from '../stores/modal';
import { getActiveModalHost, onModalHostChange } from '../stores/modalHost';
import { $history } from '../stores/router';
import { isViewName, type ViewName } from '../router/viewManifest';
import { viewRegistry } from '../views/viewRegistry';

function markShown(): void {
  $modalState.setKey('shown', true);
}

interface DialogContentProps {
  titleId: string;
  viewName: ViewName;
  title: string;
  depth: number;
  opening: number;
  /** The language's tag: a new language renders the content again (the texts are read in render). */
  language: string;
}

/**
 * The dialog's inside: header, alerts and the view. Memoised on plain values that an opening
 * does not change, so revealing the content rendered ahead (see ModalRoot) renders nothing again.
 */
const DialogContent = memo(function DialogContent({ titleId, viewName, title, depth, opening }: DialogContentProps) {
  const View = viewRegistry[viewName];
  return (
    <>
      <Header titleId={titleId} title={title} canGoBack={depth > 1} onBack={goBack} onClose={closeModal} />
      <AlertBar />
      <div className="wm-body">
        <ViewErrorBoundary key={`${opening}:${depth}:${viewName}`} view={viewName} onBack={goBack}>
          <View />
        </ViewErrorBoundary>
      </div>
    </>
  );
});

/**
 * What `<wallet-modal>` renders in its shadow root: the dialog, and the toast.
 *
 * While the modal is closed, the dialog of the next opening is rendered ahead in idle time:
 * inside React's Activity in hidden mode (rendered at the lowest priority, no effects mounted)
 * and into an element of its own that is out of the page until the modal opens. The click then
 * only puts that element in and mounts the effects. Out of the page, the copy rendered ahead is
 * nothing to a host, an outside test or a screen reader: no dialog, no buttons.
 */
export function ModalRoot({ container }: { container?: HTMLElement | ShadowRoot }) {
  const host = container instanceof ShadowRoot ? container.host : container;
  const active = useSyncExternalStore(onModalHostChange, () => !!host && getActiveModalHost() === host);
  const state = useStore($modalState);
  const history = useStore($history);
  // The screens that wait on one wallet are titled with its name rather than 'Connect Wallet'.
  const walletName = useStore($routeWalletName);
  const viewTitle = useStore($viewTitle);
  // A new language renders the tree again (no remount: what the visitor typed stays).
  const locale = useStore($locale);
  const titleId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const [holder] = useState(() => document.createElement('div'));
  // In the commit that opens or closes: before the first frame, and before the dialog's own
  // effects that need it in the page (focus) run.
  useLayoutEffect(() => {
    if (active && state.open) rootRef.current?.prepend(holder);
    else holder.remove();
  }, [active, state.open, holder]);
  if (!active) return null;
  const route = history[history.length - 1];
  const viewName: ViewName = route && isViewName(route.view) ? route.view : 'Connect';
  // Each opening mounts a fresh dialog; while closed, the one rendered ahead is the next opening's.
  const opening = state.open ? state.openings : state.openings + 1;
  return (
    <ThemeRoot ref={rootRef}>
      {createPortal(
        // Keyed by opening: a close drops the shown dialog at once and starts the next one.
        <Activity key={opening} mode={state.open ? 'visible' : 'hidden'}>
          <Dialog labelledBy={titleId} view={viewName} shake={state.shake} onClose={closeModal} onShown={markShown}>
            <DialogContent
              titleId={titleId}
              viewName={viewName}
              title={walletName ?? (viewTitle?.view === viewName ? viewTitle.title : undefined) ?? messages.views[viewName]}
              depth={history.length}
              opening={opening}
              language={locale.tag}
            />
          </Dialog>
        </Activity>,
        holder,
      )}
      <Toast />
    </ThemeRoot>
  );
}
