// The Wallet Standard's registration handshake (what @wallet-standard/wallet's registerWallet
// does), written out so the demo page needs no package: announce the wallet with a
// `wallet-standard:register-wallet` event to apps already listening, and answer every
// `wallet-standard:app-ready` event from apps that start later. Returns a function that
// unregisters the wallet from every app it reached and stops answering.

const REGISTER = 'wallet-standard:register-wallet';
const APP_READY = 'wallet-standard:app-ready';

// The standard's event: its detail is a callback, and no listener may stop or cancel it.
class RegisterWalletEvent extends Event {
  #detail;

  constructor(callback) {
    super(REGISTER, { bubbles: false, cancelable: false, composed: false });
    this.#detail = callback;
  }

  get detail() {
    return this.#detail;
  }

  get type() {
    return REGISTER;
  }

  preventDefault() {
    throw new Error('preventDefault cannot be called');
  }

  stopImmediatePropagation() {
    throw new Error('stopImmediatePropagation cannot be called');
  }

  stopPropagation() {
    throw new Error('stopPropagation cannot be called');
  }
}

export function registerWallet(wallet) {
  const unregisters = new Set();
  // Apps are other scripts on the page: whatever they hand over is checked before use.
  const callback = (api) => {
    if (typeof api?.register !== 'function') return;
    const unregister = api.register(wallet);
    if (typeof unregister === 'function') unregisters.add(unregister);
  };
  const onAppReady = (event) => {
    try {
      callback(event.detail);
    } catch (error) {
      (globalThis.reportError ?? console.error)(error);
    }
  };
  try {
    window.dispatchEvent(new RegisterWalletEvent(callback));
  } catch (error) {
    (globalThis.reportError ?? console.error)(error);
  }
  window.addEventListener(APP_READY, onAppReady);
  return () => {
    window.removeEventListener(APP_READY, onAppReady);
    for (const unregister of unregisters) {
      try {
        unregister();
      } catch (error) {
        (globalThis.reportError ?? console.error)(error);
      }
    }
    unregisters.clear();
  };
}
