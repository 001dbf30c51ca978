/** The Receive views, in a chunk of their own (with the QR code): loaded when a visitor opens Receive. */
export async function loadReceiveView(name: 'WalletReceiveView' | 'WalletCompatibleNetworksView') {
  const views = await import('./receive/views');
  return views[name];
}
