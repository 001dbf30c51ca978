import type * as ModalCode from './modalCode';
import { unmarkReconnecting } from '../actions/connection/markStoredReconnecting';
import { chooseModalReact, sharedReact } from './modalReact';

/** The modal's own code (the views, the actions; React is the page's or its own), loaded apart from the page's button. */
export type ModalCodeModule = typeof ModalCode;

let loaded: ModalCodeModule | undefined;
let loading: Promise<ModalCodeModule> | undefined;
const waiting: ((code: ModalCodeModule) => void)[] = [];

/**
 * The React the modal's code will run on, settled before that code is evaluated: the page's if it
 * shared one (no download), else the modal's own copy, a chunk of its own.
 */
async function loadModalReact(): Promise<void> {
  chooseModalReact(sharedReact() ?? (await import('./bundledReact')).bundledReact);
}

/**
 * Loads the modal's code now (once; the same promise for every caller), after its React. Its
 * first arrival starts the session (restoring an earlier visit's connection) and runs what waited
 * for it, in the order it was asked for. A failed load (of either) may be tried again.
 */
export function loadModalCode(): Promise<ModalCodeModule> {
  loading ??= loadModalReact()
    .then(() => import('./modalCode'))
    .then(
      (code) => {
        loaded = code;
        // Where there is a page: on a server there is no session to restore.
        if (typeof document !== 'undefined') code.startSession();
        for (const run of waiting.splice(0)) run(code);
        return code;
      },
      (error: unknown) => {
        loading = undefined;
        // Nothing restores an earlier visit's connection now: the button must not say Reconnecting… for good.
        unmarkReconnecting();
        throw error;
      },
    );
  return loading;
}

/** The modal's code on its way, if something asked for it (and it has not failed). */
export function modalCodeOnItsWay(): Promise<ModalCodeModule> | undefined {
  return loading;
}

/** The modal's code if it has arrived: what a click uses to open the dialog in the same frame. */
export function loadedModalCode(): ModalCodeModule | undefined {
  return loaded;
}

/** Runs `run` with the modal's code: now if it has arrived, else when it does (without asking for it). */
export function withModalCode(run: (code: ModalCodeModule) => void): void {
  if (loaded) run(loaded);
  else waiting.push(run);
}

let scheduled = false;

/**
 * Asks for the modal's code once the page is idle after the button's first render: the visitor
 * sees a usable button first, and the click a moment later finds the code there. Where there is
 * no idle callback (Safari), a short timeout stands in.
 */
export function loadModalCodeWhenIdle(): void {
  if (scheduled || loading) return;
  scheduled = true;
  const load = () => void loadModalCode().catch((error: unknown) => console.error('[wallet-modal] could not load the modal', error));
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 500 });
  else setTimeout(load, 50);
}
