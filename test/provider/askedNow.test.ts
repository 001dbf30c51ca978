// What a provider's request takes from the page: a copy of the params as they are when asked.
// The page's objects are outside input: odd shapes are refused as invalid params (-32602), never
// thrown raw nor copied for ever.
import { expect } from 'chai';
import { askedNow } from '../../src/provider/askedNow';

const failureOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: { code?: number; message?: string }) => error);

describe('askedNow', () => {
  it('copies data as it is now, and keeps a shared object shared', async () => {
    const shared = { to: '0x1' };
    const params = [{ a: shared, b: shared }];
    const copied = await askedNow(params);
    shared.to = '0x2';
    expect(copied).to.deep.equal([{ a: { to: '0x1' }, b: { to: '0x1' } }]);
    expect(copied[0]?.a).to.equal(copied[0]?.b);
  });

  it('bytes are copied, also those of a class whose slice shares memory (a Buffer), and a DataView', async () => {
    class SharedSlice extends Uint8Array {
      override slice(start?: number, end?: number): Uint8Array<ArrayBuffer> {
        return this.subarray(start, end);
      }
    }
    const bytes = new SharedSlice([1, 2, 3]);
    const view = new DataView(new Uint8Array([4, 5]).buffer);
    const [copiedBytes, copiedView] = await askedNow([bytes, view]);
    bytes[0] = 9;
    view.setUint8(0, 9);
    expect([...(copiedBytes as Uint8Array)]).to.deep.equal([1, 2, 3]);
    expect((copiedView as DataView).getUint8(0)).to.equal(4);
  });

  it('a structure of many shared levels is copied once per object, at once', async () => {
    let level: object = { end: true };
    for (let i = 0; i < 60; i += 1) level = { left: level, right: level };
    const started = performance.now();
    await askedNow([level]);
    expect(performance.now() - started).to.be.below(1000);
  });

  it('a cycle, a function and a getter that throws are invalid params (-32602)', async () => {
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    const getter = Object.defineProperty({}, 'to', { enumerable: true, get: () => { throw new Error('no'); } });
    for (const params of [[cycle], [{ f: () => 1 }], [getter]]) {
      expect(await failureOf(askedNow(params))).to.include({ code: -32602 });
    }
  });
});
