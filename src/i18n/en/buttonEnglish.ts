// English texts of the page's <wallet-button>, the only ones its first render needs (the
// button's small first load); the modal's views read the ones they share through buttonTexts too.
export const buttonEnglish = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  balanceUnavailable: 'Balance unavailable',
  wrongNetwork: 'Wrong network',
};
