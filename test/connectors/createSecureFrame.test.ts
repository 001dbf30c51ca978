// The secure frame's requests that wait to be shown (a signature the visitor approves in the
// frame) are given up by dropUnshown, also one asked while the frame was still loading: once the
// frame is ready it must not be sent when the frame is next shown, for an approval nobody asked for
// any more; nor must one whose need to be shown (the method's class) was still being read. Against
// the stack's secure site.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { createSecureFrame } from '../../src/connectors/embedded/createSecureFrame';
import { FrameRequestError } from '../../src/errors/embeddedErrors';
import { stackInfo } from '../stack/stackInfo';
import { until } from '../support/until';

describe('createSecureFrame', function () {
  this.timeout(60_000);

  it('gives up a request to be shown that an abort reached while the frame was loading', async () => {
    const stack = await stackInfo();
    await executeServerCommand('hold-requests', { pattern: `^${new URL(stack.secureSiteUrl).origin}/` });
    const frame = createSecureFrame({ secureSiteUrl: stack.secureSiteUrl, projectId: 'secure-frame-drop', chainId: 1, rpcUrl: stack.chains['1'] as string });
    try {
      let outcome: unknown = 'unsettled';
      void frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x0000000000000000000000000000000000000000'] }, { whenShown: true }).then(
        (value) => (outcome = value),
        (error: unknown) => (outcome = error),
      );
      await until(async () => ((await executeServerCommand('held-requests')) as string[] | undefined ?? []).length > 0 || undefined, 'the frame asked for', 10_000);
      frame.dropUnshown();
      await executeServerCommand('release-requests');
      await frame.ready;
      await until(() => outcome !== 'unsettled' || undefined, 'the request given up', 5_000).catch(() => undefined);
      expect(outcome).to.be.instanceOf(FrameRequestError);
      expect([(outcome as FrameRequestError).shortMessage, (outcome as FrameRequestError).code]).to.deep.equal(['Request was aborted', 4001]);
    } finally {
      await executeServerCommand('release-requests');
      frame.destroy();
    }
  });

  it('gives up a request whose need to be shown was still being decided when the abort came', async () => {
    const stack = await stackInfo();
    const frame = createSecureFrame({ secureSiteUrl: stack.secureSiteUrl, projectId: 'secure-frame-drop', chainId: 1, rpcUrl: stack.chains['1'] as string });
    try {
      await frame.ready;
      let decide: (toShow: boolean) => void = () => undefined;
      const asked = frame.request('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x0000000000000000000000000000000000000000'] }, { whenShown: new Promise<boolean>((resolve) => (decide = resolve)) });
      frame.dropUnshown();
      decide(true);
      const outcome = await asked.then(() => 'sent', (error: unknown) => error);
      expect(outcome).to.be.instanceOf(FrameRequestError);
      expect((outcome as FrameRequestError).code).to.equal(4001);
    } finally {
      frame.destroy();
    }
  });
});
