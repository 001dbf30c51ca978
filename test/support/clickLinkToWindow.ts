/**
 * The visitor's click on a link the modal shows (target _blank), its page opened in a window of
 * its own beside the test page: opened as a tab, the page would come in front, and the test page
 * would draw no frames (and hang every wait on them) until that tab closed. The click itself is
 * the link's, so the modal sees it.
 */
export function clickLinkToWindow(link: HTMLAnchorElement): void {
  link.addEventListener('click', (event) => event.preventDefault(), { once: true });
  link.click();
  window.open(link.href, `link-${Date.now()}`, 'width=480,height=760,noopener');
}
