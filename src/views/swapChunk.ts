/** The Swap views, in a chunk of their own: loaded when a visitor opens Swap. */
export async function loadSwapView(name: 'SwapView' | 'SwapSelectTokenView' | 'SwapPreviewView') {
  const views = await import('./swap/views');
  return views[name];
}
