// Retained sizes of a heap snapshot's nodes: the dominator tree from node 0 (the snapshot's root)
// over its strong edges (weak ones ignored), by the iterative algorithm of Cooper, Harvey and
// Kennedy, and each node's self size summed into its dominators. For heapSnapshot.mjs.

/** `{ retained, dominator, retainer }`: per node, retained bytes, its dominator, and the first edge that reached it. */
export function retainedSizes({ count, self, edgesOf }) {
  const retainer = new Array(count);
  const postOrder = new Int32Array(count).fill(-1);
  const order = [];
  const children = (i) => [...edgesOf(i)].filter((edge) => edge.edgeType !== 'weak');
  // Depth-first post-order from the root, without recursion.
  const seen = new Uint8Array(count);
  const stack = [[0, children(0), 0]];
  seen[0] = 1;
  while (stack.length) {
    const top = stack[stack.length - 1];
    const [node, kids] = top;
    if (top[2] < kids.length) {
      const edge = kids[top[2]];
      top[2] += 1;
      if (!seen[edge.to]) {
        seen[edge.to] = 1;
        retainer[edge.to] = { from: node, edgeName: edge.edgeName };
        stack.push([edge.to, children(edge.to), 0]);
      }
    } else {
      postOrder[node] = order.length;
      order.push(node);
      stack.pop();
    }
  }
  const predecessors = Array.from({ length: count }, () => []);
  for (const node of order) for (const edge of children(node)) if (seen[edge.to]) predecessors[edge.to].push(node);
  const dominator = new Int32Array(count).fill(-1);
  dominator[0] = 0;
  const intersect = (a, b) => {
    while (a !== b) {
      while (postOrder[a] < postOrder[b]) a = dominator[a];
      while (postOrder[b] < postOrder[a]) b = dominator[b];
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = order.length - 2; k >= 0; k -= 1) {
      const node = order[k];
      let next = -1;
      for (const from of predecessors[node]) {
        if (dominator[from] === -1) continue;
        next = next === -1 ? from : intersect(from, next);
      }
      if (next !== -1 && dominator[node] !== next) {
        dominator[node] = next;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(count);
  for (const node of order) retained[node] += self(node);
  for (const node of order) if (node !== 0) retained[dominator[node]] += retained[node];
  return { retained, dominator, retainer };
}
