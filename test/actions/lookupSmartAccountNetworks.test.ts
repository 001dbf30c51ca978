// The smart account networks lookup (spec §4: saved after the lookup, emptied on failure), with a
// frame that answers as told: the real frame's answers are covered with an email login in
// test/flows/emailSmartAccount.test.ts; a frame that refuses or answers nonsense cannot be had
// from the stack's frame, so this one stands in for it (its refusal is the error the real
// client raises for a refused request).
import { expect } from 'chai';
import { lookupSmartAccountNetworks } from '../../src/actions/embedded/lookupSmartAccountNetworks';
import type { SecureFrame } from '../../src/connectors/embedded/createSecureFrame';
import { FrameRequestError } from '../../src/errors/embeddedErrors';
import { $smartAccountNetworks } from '../../src/stores/smartAccountNetworks';
import { resetAll } from '../support/modalTestKit';

const KEY = '@wallet-modal/embedded/smartAccountEnabledNetworks';
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;

/** A frame whose GET_SMART_ACCOUNT_ENABLED_NETWORKS answer is `answer` (a function that throws: a refusal). */
function frameAnswering(answer: () => unknown): SecureFrame & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    request: async (type: string) => {
      asked.push(type);
      return answer();
    },
  } as unknown as SecureFrame & { asked: string[] };
}

describe('the smart account networks lookup', () => {
  beforeEach(() => {
    resetAll();
    // An earlier visit's list.
    localStorage.setItem(KEY, JSON.stringify([10]));
    $smartAccountNetworks.set([]);
  });
  afterEach(() => resetAll());

  it("saves the frame's list, in storage and for Account", async () => {
    const frame = frameAnswering(() => ({ smartAccountEnabledNetworks: [1, 8453] }));
    await lookupSmartAccountNetworks(frame);
    expect(frame.asked).to.deep.equal(['GET_SMART_ACCOUNT_ENABLED_NETWORKS']);
    expect(stored()).to.deep.equal([1, 8453]);
    expect($smartAccountNetworks.get()).to.deep.equal([1, 8453]);
  });

  it('asks once when the frame set-up and a sign-in both ask while it runs', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const frame = frameAnswering(() => new Promise((resolve) => (answer = resolve)));
    const first = lookupSmartAccountNetworks(frame);
    const second = lookupSmartAccountNetworks(frame);
    answer({ smartAccountEnabledNetworks: [1] });
    await Promise.all([first, second]);
    expect(frame.asked).to.deep.equal(['GET_SMART_ACCOUNT_ENABLED_NETWORKS']);
    // Once it is done, a later ask (a sign-in after a sign-out) asks again.
    await lookupSmartAccountNetworks(frameAnswering(() => ({ smartAccountEnabledNetworks: [8453] })));
    expect(stored()).to.deep.equal([8453]);
    const again = lookupSmartAccountNetworks(frame);
    expect(frame.asked).to.have.length(2);
    answer({ smartAccountEnabledNetworks: [1] });
    await again;
  });

  it('empties the list when the frame refuses', async () => {
    await lookupSmartAccountNetworks(
      frameAnswering(() => {
        throw new FrameRequestError('Smart accounts are unavailable');
      }),
    );
    expect(stored()).to.deep.equal([]);
    expect($smartAccountNetworks.get()).to.deep.equal([]);
  });

  for (const [what, answer] of [
    ['no list', {}],
    ['not numbers', { smartAccountEnabledNetworks: ['1', '8453'] }],
    ['not chain ids', { smartAccountEnabledNetworks: [1, -5, 1.5] }],
    ['repeats', { smartAccountEnabledNetworks: [1, 1] }],
    ['nothing at all', null],
  ] as const) {
    it(`empties the list when the answer has ${what}`, async () => {
      await lookupSmartAccountNetworks(frameAnswering(() => answer));
      expect(stored()).to.deep.equal([]);
      expect($smartAccountNetworks.get()).to.deep.equal([]);
    });
  }
});
