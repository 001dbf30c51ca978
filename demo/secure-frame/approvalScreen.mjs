// The approval screen: one request at a time (others wait in line), a short summary, and a
// fixed 56 px bar at the bottom, "Reject" on the left half and "Approve" on the right half (the
// layout is part of the contract: tests click the buttons by page coordinates). With nothing
// waiting the page is blank. Everything shown is set as text, never parsed as HTML.
import { requestAborted } from './frameError.mjs';

function el(tag, props = {}, children = []) {
  const node = Object.assign(document.createElement(tag), props);
  for (const child of children) node.append(child);
  return node;
}

function view({ title, origin, rows }, decide) {
  const list = el('dl', { className: 'rows' });
  for (const [label, value] of rows) list.append(el('dt', { textContent: label }), el('dd', { textContent: value }));
  const reject = el('button', { type: 'button', className: 'reject', textContent: 'Reject' });
  const approve = el('button', { type: 'button', className: 'approve', textContent: 'Approve' });
  const once = (approved) => () => {
    reject.disabled = true;
    approve.disabled = true;
    decide(approved);
  };
  reject.addEventListener('click', once(false));
  approve.addEventListener('click', once(true));
  return el('section', { className: 'approval', ariaLabel: title }, [
    el('div', { className: 'summary' }, [el('h1', { textContent: title }), el('p', { className: 'origin', textContent: origin }), list]),
    el('div', { className: 'bar' }, [reject, approve]),
  ]);
}

export function createApprovalScreen(root) {
  const queue = []; // { summary, resolve, reject }
  let shown = null;

  function showNext() {
    shown = queue[0] ?? null;
    if (!shown) {
      root.replaceChildren();
      return;
    }
    const entry = shown;
    root.replaceChildren(
      view(entry.summary, (approved) => {
        queue.splice(queue.indexOf(entry), 1);
        showNext();
        entry.resolve(approved);
      }),
    );
  }

  return {
    /** Resolves true (Approve) or false (Reject); rejects with 'Request was aborted' on abortAll(). */
    ask(summary) {
      return new Promise((resolve, reject) => {
        queue.push({ summary, resolve, reject });
        if (!shown) showNext();
      });
    },
    /** Drops every waiting request and takes the screen down. */
    abortAll() {
      const dropped = queue.splice(0);
      shown = null;
      root.replaceChildren();
      for (const entry of dropped) entry.reject(requestAborted());
    },
  };
}
