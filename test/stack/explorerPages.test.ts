// The local chains' explorer pages on the demo server (demo/stack/explorerPages.mjs), which the
// demo's networks link to: a transaction's page says what the chain says of it, and a path that
// names no address or a chain that is not running is refused. The pages are on another origin,
// so they are read in a frame through the `demo-frame` server command.
import { executeServerCommand } from '@web/test-runner-commands';
import { expect } from 'chai';
import { DEV_ACCOUNTS } from '../support/devAccounts';
import { until } from '../support/until';
import { randomAddress, sendTx } from './dataKit';
import { stackInfo } from './stackInfo';

/** The text of the page at `url`, as a visitor's tab shows it. */
async function pageText(url: string): Promise<string> {
  const frame = document.createElement('iframe');
  frame.src = url;
  document.body.append(frame);
  try {
    return await until(
      async () => (await executeServerCommand<{ value: string | null }, { url: string; script: string }>('demo-frame', { url, script: 'return document.body?.innerText || null' })).value,
      `the page ${url}`,
      10_000,
    );
  } finally {
    frame.remove();
  }
}

describe('the local explorer pages', function () {
  this.timeout(30_000);

  it('shows a transaction: its hash, status, block, sender and recipient', async () => {
    const { demoUrl } = await stackInfo();
    // Dev account 9 sends (tests that send use 6-9); a fresh recipient.
    const to = randomAddress();
    const receipt = await sendTx('eip155:8453', { from: DEV_ACCOUNTS[9], to, value: '0x1' });
    const text = await pageText(`${demoUrl}/explorer/8453/tx/${receipt.transactionHash}`);
    expect(text).to.contain(receipt.transactionHash).and.contain('Success').and.contain(String(BigInt(receipt.blockNumber)));
    expect(text.toLowerCase()).to.contain(DEV_ACCOUNTS[9].toLowerCase()).and.contain(to);
  });

  it('refuses what is not an address, and a chain that is not running', async () => {
    const { demoUrl } = await stackInfo();
    expect(await pageText(`${demoUrl}/explorer/8453/address/0x1234`)).to.contain('Not an address');
    expect(await pageText(`${demoUrl}/explorer/999/address/${DEV_ACCOUNTS[1]}`)).to.contain('Unknown chain');
  });
});
