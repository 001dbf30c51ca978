// The approval screen: one request at a time (others wait in line). At the top, always in view,
// the title, who asks and the key facts of bounded size; below them the body (what is signed,
// then the details, any length) in a box that scrolls; a 56 px bar at the bottom, Reject and
// Approve each on one half (Reject at the start of the line: left, or right in a right-to-left
// language). With nothing waiting the page is blank. Everything shown is set as text, never
// parsed as HTML.
//
// The page that embeds the frame is not trusted to show it honestly (it can fade, cover, shrink
// or move the <iframe>), so the screen guards itself with what it sees (watchVisibility.mjs):
// - the buttons are disabled (for assistive technology too, with the reason) until the screen has
//   been unobscured, with its top, its body's box and its bar wholly in view, for INPUT_DELAY_MS
//   without a break, counted again for each request and after any moment they were not; Approve
//   also waits until what is signed has been seen to its end: at once when it fits the box, else
//   once the visitor has scrolled the box (wheel, touch, or keyboard: the box is a focusable,
//   named region) until its last line was in view while the screen was visible (the details after
//   it need not be); a click that comes otherwise does nothing;
// - a request that is not fully visible once within SHOW_WAIT_MS of coming on screen (while the
//   visitor's tab is in front) is refused, with every other waiting one: the modal shows the
//   frame before it sends a request, so no request waits unseen for a later showing of the frame;
// - when the frame is hidden (the modal left ApproveTransaction), every waiting request is dropped.
import { notShown, requestAborted } from './frameError.mjs';
import { watchVisibility } from './watchVisibility.mjs';

const INPUT_DELAY_MS = 500;
const SHOW_WAIT_MS = 2000;

function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) node.append(child);
  return node;
}

function rowsOf(rows, text) {
  const list = el('dl', { className: 'rows' });
  for (const [label, value] of rows) {
    list.append(el('dt', { textContent: typeof label === 'function' ? label(text) : text(label) }), el('dd', { textContent: typeof value === 'function' ? value(text) : value }));
  }
  return list;
}

// The end of what is signed counts as in its box within this many CSS pixels (sub-pixel layout).
const END_SLACK_PX = 2;

/** Whether the bottom of `last` (the last value that must be read; none: nothing to read) lies within what `box` shows. */
function endInView(box, last) {
  if (!last) return true;
  const shownBottom = box.getBoundingClientRect().top + box.clientTop + box.clientHeight;
  return last.getBoundingClientRect().bottom <= shownBottom + END_SLACK_PX;
}

/** The screen's elements for one request, in the language of `texts`. */
function render({ title, from, key, body }, { text }) {
  const notVisible = el('p', { id: 'not-visible', className: 'visually-hidden', textContent: text('notVisible') });
  const scrollHint = el('p', { id: 'scroll-hint', className: 'scroll-hint', textContent: text('scrollToEnd'), hidden: true });
  const reject = el('button', { type: 'button', className: 'reject', textContent: text('reject'), disabled: true });
  const approve = el('button', { type: 'button', className: 'approve', textContent: text('approve'), disabled: true });
  const top = el('div', { className: 'key' }, [el('h1', { textContent: text(title) }), el('p', { className: 'origin', textContent: text('requestedBy', { from }) }), ...(key.length ? [rowsOf(key, text)] : [])]);
  const rows = rowsOf([...body.read, ...body.details], text);
  const lastRead = body.read.length ? rows.querySelectorAll('dd')[body.read.length - 1] : null;
  // A region a keyboard can reach and scroll, named for a screen reader.
  const box = el('div', { className: 'body', tabIndex: 0, ariaLabel: text(body.label) }, [rows]);
  box.setAttribute('role', 'region');
  const bar = el('div', { className: 'bar' }, [reject, approve]);
  const section = el('section', { className: 'approval', ariaLabel: text(title) }, [top, box, scrollHint, notVisible, bar]);
  return { section, top, box, lastRead, bar, notVisible, scrollHint, reject, approve, title: text(title) };
}

export function createApprovalScreen(root, initialTexts) {
  // { summary, resolve, reject, seen }: `seen` is what the request's time on screen showed so
  // far ({ deadline, everVisible, wasShown }), kept when it is shown again in another language.
  const queue = [];
  let texts = initialTexts;
  let current = null; // { entry, stop() } of the request on screen
  const pageTitle = document.title;

  function clear() {
    current?.stop();
    current = null;
    root.replaceChildren();
    document.title = pageTitle;
  }

  /** Refuses every waiting request with `error` and takes the screen down. */
  function refuseAll(error) {
    const dropped = queue.splice(0);
    clear();
    for (const entry of dropped) entry.reject(error);
  }

  function showNext() {
    clear();
    const entry = queue[0];
    if (entry) current = display(entry);
  }

  function display(entry) {
    const view = render(entry.summary, texts);
    root.replaceChildren(view.section);
    document.title = view.title;
    // The first showing sets the deadline (counted while the visitor's tab is in front: a page in
    // the background draws nothing); showing it again (another language) does not move it.
    const tabShown = () => document.visibilityState === 'visible';
    entry.seen ??= { deadline: tabShown() ? performance.now() + SHOW_WAIT_MS : null, everVisible: false, wasShown: false };
    const { seen } = entry;
    let visibleSince = null; // when this screen last became wholly visible
    let readToEnd = false; // the end of what is signed was in its box while the screen was visible
    let enableTimer;
    let showTimer;

    const armDeadline = () => {
      clearTimeout(showTimer);
      if (seen.deadline !== null) showTimer = setTimeout(checkDeadline, Math.max(0, seen.deadline - performance.now()));
    };
    const checkDeadline = () => {
      if (seen.everVisible) return;
      if (tabShown()) return refuseAll(notShown());
      seen.deadline = null; // counted again once the tab is in front
    };

    // Reject needs the screen seen; Approve needs what is signed read to its end as well.
    const seenLongEnough = () => visibleSince !== null && performance.now() - visibleSince >= INPUT_DELAY_MS;
    const approvable = () => readToEnd && seenLongEnough();

    const update = () => {
      if (guard.shown === true) seen.wasShown = true;
      else if (seen.wasShown && guard.shown === false) return refuseAll(requestAborted());
      const now = performance.now();
      if (!seen.everVisible && seen.deadline === null && tabShown()) {
        seen.deadline = now + SHOW_WAIT_MS;
        armDeadline();
      }
      const endShown = endInView(view.box, view.lastRead);
      if (guard.visible) {
        visibleSince ??= now;
        seen.everVisible = true;
        if (endShown) readToEnd = true;
      } else visibleSince = null;
      // Said on screen while what is signed runs past its box and was not read to its end.
      view.scrollHint.hidden = readToEnd || endShown;
      if (view.scrollHint.hidden) view.box.removeAttribute('aria-describedby');
      else view.box.setAttribute('aria-describedby', view.scrollHint.id);
      const shownEnough = seenLongEnough();
      view.reject.disabled = !shownEnough;
      view.approve.disabled = !(shownEnough && readToEnd);
      // While off, Approve says why (to assistive technology; the page may hide the rest).
      const reasons = [...(shownEnough ? [] : [view.notVisible.id]), ...(view.scrollHint.hidden ? [] : [view.scrollHint.id])];
      if (reasons.length) view.approve.setAttribute('aria-describedby', reasons.join(' '));
      else view.approve.removeAttribute('aria-describedby');
      clearTimeout(enableTimer);
      if (visibleSince !== null && !shownEnough) enableTimer = setTimeout(update, INPUT_DELAY_MS - (now - visibleSince) + 1);
    };
    const guard = watchVisibility(view.section, [view.top, view.box, view.bar], update);
    // Scrolling the body, or its box changing size, may bring the end into view. (A size change
    // is taken in the next frame: the update may show or hide the hint, which resizes the box.)
    view.box.addEventListener('scroll', update, { passive: true });
    let resizeFrame = 0;
    const resized = new ResizeObserver(() => {
      cancelAnimationFrame(resizeFrame);
      resizeFrame = requestAnimationFrame(update);
    });
    resized.observe(view.box);
    armDeadline();
    update();

    const decide = (approved) => (event) => {
      // Only the visitor's own click (or key) on a screen they have seen (and read, to approve).
      if (!event.isTrusted || !(approved ? approvable() : seenLongEnough())) return;
      view.approve.disabled = true;
      view.reject.disabled = true;
      queue.splice(queue.indexOf(entry), 1);
      showNext();
      entry.resolve(approved);
    };
    view.reject.addEventListener('click', decide(false));
    view.approve.addEventListener('click', decide(true));

    return {
      entry,
      stop() {
        guard.stop();
        resized.disconnect();
        cancelAnimationFrame(resizeFrame);
        clearTimeout(enableTimer);
        clearTimeout(showTimer);
      },
    };
  }

  return {
    /** Resolves true (Approve) or false (Reject); rejects when the request is dropped or refused. */
    ask(summary) {
      return new Promise((resolve, reject) => {
        queue.push({ summary, resolve, reject });
        if (!current) showNext();
      });
    },
    /** Drops every waiting request ('Request was aborted') and takes the screen down. */
    abortAll() {
      refuseAll(requestAborted());
    },
    /** Speaks another language: the request on screen is shown again (its 500 ms counted again). */
    setTexts(next) {
      texts = next;
      if (current) showNext();
    },
  };
}
