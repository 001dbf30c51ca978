/**
 * Puts `nodes` in `parent` in order, keeping each child that already equals its new node where
 * it is: an avatar is not fetched and decoded again, and a long name not laid out again, when
 * only the balance beside them changed.
 */
export function updateChildren(parent: Element, nodes: readonly Node[]): void {
  const current = [...parent.childNodes];
  nodes.forEach((node, index) => {
    const old = current[index];
    if (!old) parent.append(node);
    else if (!old.isEqualNode(node)) old.replaceWith(node);
  });
  for (const extra of current.slice(nodes.length)) extra.remove();
}
