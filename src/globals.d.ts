/** Replaced with package.json's version at build time. */
declare const __WALLET_MODAL_VERSION__: string;
