/** The Send views, in a chunk of their own: loaded when a visitor opens Send. */
export async function loadSendView(name: 'WalletSendView' | 'WalletSendSelectTokenView' | 'WalletSendPreviewView') {
  const views = await import('./send/views');
  return views[name];
}
