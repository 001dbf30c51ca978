import { expect } from 'chai';
import { pollTransaction } from '../../src/connectors/pollTransaction';

describe('pollTransaction: the wait every namespace shares', () => {
  it('ends at its deadline even when a look never answers (a network that hangs)', async () => {
    const outcome = await pollTransaction(() => new Promise(() => undefined), { timeoutMs: 200, pollingInterval: 50 });
    expect(outcome).to.deep.equal({ status: 'timeout' });
  });

  it('tries a failed look again at the next poll, and returns what a later look finds', async () => {
    let looks = 0;
    const outcome = await pollTransaction(
      async () => {
        looks += 1;
        if (looks === 1) throw new Error('the node did not answer');
        return looks === 3 ? { status: 'confirmed' } : undefined;
      },
      { timeoutMs: 2_000, pollingInterval: 10 },
    );
    expect([outcome, looks]).to.deep.equal([{ status: 'confirmed' }, 3]);
  });

  it('throws the last error when not one look succeeded', async () => {
    const failing = pollTransaction(() => Promise.reject(new Error('unreachable')), { timeoutMs: 100, pollingInterval: 20 });
    const error = await failing.then(() => undefined, (thrown: unknown) => thrown);
    expect((error as Error).message).to.equal('unreachable');
  });
});
