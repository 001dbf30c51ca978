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

/** The middle of `element` once it stands still there (the same point two frames in a row, with the element on top). */
async function stillPoint(element: Element, frames: number): Promise<[number, number]> {
  element.scrollIntoView({ block: 'center' });
  let before: string | undefined;
  for (let frame = 0; frame < frames; frame += 1) {
    const point = hitPoint(element);
    if (point && point.join(',') === before) return point;
    before = point?.join(',');
    await nextFrame();
    element.scrollIntoView({ block: 'center' });
  }
  throw new Error(`${element.localName} never stood still on top to be clicked`);
}

/** Clicks with the mouse at `point`; whether a click event reached `element`. */
async function clickReaches(element: Element, point: [number, number]): Promise<boolean> {
  let reached = false;
  const onClick = () => (reached = true);
  element.addEventListener('click', onClick);
  await sendMouse({ type: 'click', position: point });
  element.removeEventListener('click', onClick);
  return reached;
}

/**
 * Clicks the middle of `element` with the mouse once it stands still, and fails at once when the
 * click did not reach it: a view that still moves (a centred dialog that grows when a list
 * arrives) puts something else there. Wait for what moves the view before clicking.
 */
export async function clickLikeAPerson(element: Element, frames = 600): Promise<void> {
  // The click travels through the runner to the browser: if the view moved meanwhile, say so
  // here rather than leave the test waiting for what the click never asked for.
  if (!(await clickReaches(element, await stillPoint(element, frames)))) {
    throw new Error(`the click meant for ${element.getAttribute('aria-label') ?? element.textContent} landed elsewhere: the view moved`);
  }
}

/**
 * Clicks the middle of a disabled control (its own attribute or its fieldset's) with the mouse,
 * once it stands still on top there, and fails when the click reached it: the visitor's click on
 * it, which must do nothing (the caller checks that nothing followed).
 */
export async function clickDisabledLikeAPerson(element: Element, frames = 600): Promise<void> {
  if (!element.matches(':disabled')) throw new Error(`${element.getAttribute('aria-label') ?? element.textContent} is not disabled`);
  if (await clickReaches(element, await stillPoint(element, frames))) {
    throw new Error(`the click on disabled ${element.getAttribute('aria-label') ?? element.textContent} reached it`);
  }
}
