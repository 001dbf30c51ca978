import type { DisconnectTarget } from '../actions/disconnect';
import type { OpenModalOptions } from '../actions/openModal';
import type { PayOptions, PayResult } from '../actions/pay/PayOptions';
import { ModalNotMountedError } from '../errors/modalErrors';
import { getActiveModalHost } from '../stores/modalHost';
import { loadedModalCode, loadModalCode, modalCodeOnItsWay, type ModalCodeModule } from './modalCodeLoader';

/** Runs `action` with the modal's code: synchronously when it has arrived (a click opens in the same frame), else once it has. */
function withCode<T>(action: (code: ModalCodeModule) => T | Promise<T>): Promise<T> {
  const code = loadedModalCode();
  if (code) {
    try {
      return Promise.resolve(action(code));
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return loadModalCode().then(action);
}

/**
 * What the page's elements and controller ask of the modal, callable before its code has
 * arrived: each call waits for it (and asks for it at once), in the order the calls came.
 */
export const modalActions = {
  /** Opens the modal; with no <wallet-modal> on the page (a server) it rejects at once, loading nothing. */
  open: (options?: OpenModalOptions): Promise<void> =>
    getActiveModalHost() ? withCode((code) => code.openModal(options)) : Promise.reject(new ModalNotMountedError()),
  /** Opens the modal for a click on the page's button: rendered within the click once the code is here (openModalNow). */
  openFromClick: (options?: OpenModalOptions): Promise<void> => withCode((code) => code.openModalNow(options)),
  /**
   * Closes the modal; before its code has arrived, closes what an earlier open() is about to show.
   * With no code asked for, nothing can be open: it asks for none.
   */
  close(): void {
    const code = loadedModalCode();
    if (code) code.closeModal();
    else void modalCodeOnItsWay()?.then((loaded) => loaded.closeModal(), () => undefined);
  },
  pay: (options: PayOptions): Promise<PayResult> => withCode((code) => code.pay(options)),
  disconnect: (target?: DisconnectTarget): Promise<void> => withCode((code) => code.disconnect(target)),
  /** The switch's code is its own chunk, after the modal's (a first visit's click needs none of it). */
  switchNetwork: (caipNetworkId: string): Promise<void> =>
    withCode(() => import('../actions/switchNetwork').then(({ switchNetwork }) => switchNetwork(caipNetworkId))),
};
