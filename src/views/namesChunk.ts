/** The account-name views, in a chunk of their own: loaded when a visitor registers a name. */
export async function loadNamesView(name: 'RegisterAccountNameView' | 'RegisterAccountNameSuccessView') {
  const views = await import('./names/views');
  return views[name];
}
