export const WALLET_MODAL_TAG = 'wallet-modal';
export const WALLET_BUTTON_TAG = 'wallet-button';
