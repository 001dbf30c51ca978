/** The Buy views, in a chunk of their own: loaded when a visitor opens Buy. */
export async function loadOnrampView(name: 'OnRampProvidersView' | 'OnRampTokenSelectView' | 'OnRampFiatSelectView' | 'BuyInProgressView') {
  const views = await import('./onramp/views');
  return views[name];
}
