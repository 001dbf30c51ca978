// A click with the real mouse, as a visitor does it (a user gesture, which window.open needs).
import { sendMouse } from '@web/test-runner-commands';
import { nextFrame } from './modalTestKit';

/** The point at the middle of an element, when the element is what a click there would hit. */
function hitPoint(element: Element): [number, number] | undefined {
  const rect = element.getBoundingClientRect();
  const point: [number, number] = [Math.round(rect.left + rect.width / 2), Math.round(rect.top + rect.height / 2)];
  const root = element.getRootNode() as Document | ShadowRoot;
  const hit = root.elementFromPoint(...point);
  return hit && (hit === element || element.contains(hit)) ? point : undefined;
}

/**
 * Clicks the middle of `element` with the mouse once it stands still (the same point two frames in
 * a row, with the element on top there), and fails at once when the click did not reach it: a view
 * that still moves (a centred dialog that grows when a list arrives) puts something else there.
 * Wait for what moves the view before clicking.
 */
export async function clickLikeAPerson(element: Element, frames = 600): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  let before: string | undefined;
  for (let frame = 0; frame < frames; frame += 1) {
    const point = hitPoint(element);
    const now = point?.join(',');
    if (point && now === before) {
      let reached = false;
      const onClick = () => (reached = true);
      element.addEventListener('click', onClick);
      await sendMouse({ type: 'click', position: point });
      element.removeEventListener('click', onClick);
      // The click travels through the runner to the browser: if the view moved meanwhile, say so
      // here rather than leave the test waiting for what the click never asked for.
      if (!reached) throw new Error(`the click meant for ${element.getAttribute('aria-label') ?? element.textContent} landed elsewhere: the view moved`);
      return;
    }
    before = now;
    await nextFrame();
    element.scrollIntoView({ block: 'center' });
  }
  throw new Error(`${element.localName} never stood still on top to be clicked`);
}
