// The wallet side of the Wallet Standard handshake (what @wallet-standard/wallet's
// registerWallet does; its current releases declare Node ≥ 22, this machine runs 20): dispatch
// `wallet-standard:register-wallet` with a callback for apps already listening, and answer
// every later `wallet-standard:app-ready` the same way. Returns a function that unregisters
// the wallet from every app it reached and stops answering.

const REGISTER = 'wallet-standard:register-wallet';
const APP_READY = 'wallet-standard:app-ready';

/** The standard's event: its detail is the callback, and no listener may cancel or stop it. */
class RegisterWalletEvent extends CustomEvent {
  constructor(callback) {
    super(REGISTER, { detail: callback, bubbles: false, cancelable: false, composed: false });
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

export function registerWallet(wallet, target = window) {
  const unregisters = [];
  // Apps are outside code: whatever `register` does or returns, the wallet carries on.
  const callback = (api) => {
    if (!api || typeof api.register !== 'function') return;
    try {
      const off = api.register(wallet);
      if (typeof off === 'function') unregisters.push(off);
    } catch (error) {
      console.error('wallet-standard: an app failed to register the wallet\n', error);
    }
  };
  const onAppReady = (event) => callback(event.detail);
  target.addEventListener(APP_READY, onAppReady);
  try {
    target.dispatchEvent(new RegisterWalletEvent(callback));
  } catch (error) {
    console.error(`${REGISTER} event could not be dispatched\n`, error);
  }
  return () => {
    target.removeEventListener(APP_READY, onAppReady);
    for (const off of unregisters.splice(0)) {
      try {
        off();
      } catch {
        // an app's unregister failing is the app's concern
      }
    }
  };
}
