// Imported into every test bundle first (see bundleTestFilesPlugin.mjs). A failed chai check
// whose actual or expected value is a page node never reported: the runner's serialisation of
// the error walks the node's React internals until the page runs out of memory, and the file
// stalls until the runner's 5-minute limit. Such values are replaced by a short description of
// the node, so the failure reports in time and still says what was found.
import { Assertion, AssertionError } from 'chai';

function describeNode(value: unknown): unknown {
  if (typeof Node === 'undefined' || !(value instanceof Node)) return value;
  if (value instanceof Element) return `<${value.localName}${value.id ? `#${value.id}` : ''}> ${(value.textContent ?? '').slice(0, 120)}`;
  return `${value.nodeName} ${(value.textContent ?? '').slice(0, 120)}`;
}

const assert = Assertion.prototype.assert;
Assertion.prototype.assert = function readableAssert(this: Chai.AssertionStatic, ...args: Parameters<typeof assert>) {
  try {
    return assert.apply(this, args);
  } catch (error) {
    if (error instanceof AssertionError) {
      const failure = error as Error & { actual?: unknown; expected?: unknown };
      failure.actual = describeNode(failure.actual);
      failure.expected = describeNode(failure.expected);
    }
    throw error;
  }
} as typeof assert;
