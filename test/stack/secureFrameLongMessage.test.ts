import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { recoverMessageAddress, recoverTypedDataAddress, toHex } from 'viem';
import { freshAddress } from '../support/chainReads';
import {
  clickAt,
  clickFrameButton,
  FrameRequestError,
  freshEmail,
  readFramePage,
  SecureFrameClient,
  signInWithEmail,
  waitForFramePage,
  wheelOverBody,
  type FramePage,
  type FrameScreen,
} from '../support/secureFrameClient';
import { stackInfo } from './stackInfo';

// The secure frame's approval screen with a body longer than the frame: the top (title, who asks,
// typed data's network and contract) and the bar stay in view, the body scrolls in a focusable,
// named region, and Approve turns on only once that region has been scrolled to its end, by
// wheel or keyboard, in any language (right to left too). Spoken to directly over postMessage;
// read as the visitor finds it (test/support/frameCommands.mjs), driven by real input.

const CHAIN_ID = 1;
// These tests are about the user's plain key account (chain 1 would give a smart account by default).
const EOA = { preferredAccountType: 'eoa' } as const;
const SHORT_FRAME = { width: 360, height: 300 };

const screenOf = (page: FramePage | null) => page?.screen as FrameScreen;
const rowsOf = (page: FramePage) => Object.fromEntries(page.screen?.rows ?? []);

/** Wheels down over the body, a notch at a time, until it shows its end. */
async function wheelToEnd(element: HTMLIFrameElement): Promise<void> {
  for (let notch = 0; notch < 60; notch += 1) {
    const screen = screenOf(await readFramePage(element));
    if (screen.body.atEnd) return;
    await wheelOverBody(element, screen.body, 100);
  }
  throw new Error('the body did not reach its end under the wheel');
}

describe('local stack: a message longer than the secure frame', function () {
  this.timeout(60_000);
  let secureSiteUrl = '';
  let mailUrl = '';
  let rpcUrl = '';
  const opened: SecureFrameClient[] = [];

  const open = async (visible = SHORT_FRAME) => {
    const client = await SecureFrameClient.open({ secureSiteUrl, chainId: CHAIN_ID, rpcUrl, visible });
    opened.push(client);
    return client;
  };

  before(async () => {
    const stack = await stackInfo();
    ({ secureSiteUrl, mailUrl } = stack);
    rpcUrl = stack.chains[String(CHAIN_ID)] as string;
  });
  afterEach(() => {
    for (const client of opened.splice(0)) client.close();
  });

  it('a short message fits: no hint, Approve on without scrolling, as before', async () => {
    const client = await open();
    const user = await signInWithEmail(client, mailUrl, freshEmail('short'), EOA);
    const signing = client.rpc<`0x${string}`>('personal_sign', [toHex('short words'), user.address]);
    signing.catch(() => {});
    const page = await waitForFramePage(client.element, (found) => Boolean(found.screen?.approve.enabled), 'Approve on');
    expect([screenOf(page).body.overflows, screenOf(page).body.atEnd, screenOf(page).scrollHint, screenOf(page).approveDescription]).to.deep.equal([false, true, null, null]);
    await clickFrameButton(client.element, 'Approve');
    expect(await recoverMessageAddress({ message: 'short words', signature: await signing })).to.equal(user.address);
  });

  it('in Arabic, right to left: the title and bar stay in view, Approve waits for the wheel to reach the end of the message', async () => {
    const client = await open();
    const user = await signInWithEmail(client, mailUrl, freshEmail('long-arabic'), EOA);
    expect(await client.request('SYNC_LANGUAGE', { language: 'ar' })).to.deep.equal({ language: 'ar' });
    const message = Array.from({ length: 30 }, (_, i) => `السطر ${i + 1}: أوافق على هذا الشرط.`).join('\n');
    const signing = client.rpc<`0x${string}`>('personal_sign', [toHex(message), user.address]);
    signing.catch(() => {});

    const seen = await waitForFramePage(client.element, (found) => Boolean(found.screen?.reject.enabled), 'Reject on');
    const screen = screenOf(seen);
    const hint = 'مرِّر حتى النهاية لتتمكن من الموافقة.';
    expect([seen.dir, screen.title, rowsOf(seen)['الرسالة']]).to.deep.equal(['rtl', 'توقيع رسالة', message]);
    expect([screen.body.role, screen.body.label, screen.body.focusable, screen.body.overflows, screen.body.atEnd]).to.deep.equal(['region', 'الرسالة', true, true, false]);
    expect([screen.approve.enabled, screen.approveDescription, screen.scrollHint, screen.body.description]).to.deep.equal([false, hint, hint, hint]);
    // The bar stays whole at the bottom of the frame, Reject on the right.
    expect(screen.approve.rect.y + screen.approve.rect.height).to.be.closeTo(SHORT_FRAME.height, 1);
    expect(screen.reject.rect.x).to.be.greaterThan(screen.approve.rect.x);
    await clickAt(client.element, screen.approve);
    expect(screenOf(await readFramePage(client.element)).title, 'a click on Approve before the end was taken').to.equal('توقيع رسالة');

    await wheelToEnd(client.element);
    const read = screenOf(await waitForFramePage(client.element, (found) => Boolean(found.screen?.approve.enabled), 'Approve on at the end'));
    expect([read.scrollHint, read.approveDescription, read.body.description]).to.deep.equal([null, null, null]);
    await clickFrameButton(client.element, 'Approve');
    expect(await recoverMessageAddress({ message, signature: await signing })).to.equal(user.address);
  });

  it('typed data with long data: network and contract on top, the rest read with the keyboard alone, then approved with it', async () => {
    const client = await open();
    const user = await signInWithEmail(client, mailUrl, freshEmail('long-typed'), EOA);
    const verifyingContract = freshAddress();
    const typedData = {
      domain: { name: 'Test Market', version: '1', chainId: 8453, verifyingContract },
      types: {
        EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }, { name: 'verifyingContract', type: 'address' }],
        Order: [{ name: 'amount', type: 'uint256' }, { name: 'terms', type: 'string' }],
      },
      primaryType: 'Order',
      message: { amount: '5', terms: 'The buyer pays on delivery. '.repeat(40) },
    } as const;
    const signing = client.rpc<`0x${string}`>('eth_signTypedData_v4', [user.address, JSON.stringify(typedData)]);
    signing.catch(() => {});
    const page = await waitForFramePage(client.element, (found) => Boolean(found.screen?.reject.enabled), 'Reject on');
    const screen = screenOf(page);
    // The rows in order: the top's, then the body's.
    expect(screen.rows.map(([label]) => label)).to.deep.equal(['Network', 'Contract', 'Domain', 'Type', 'Data', 'Account']);
    expect(rowsOf(page)).to.include({ Network: 'Base', Contract: verifyingContract, Domain: 'Test Market', Type: 'Order', Account: user.address });
    expect(JSON.parse(rowsOf(page).Data as string)).to.deep.equal(typedData.message);
    expect([screen.body.label, screen.body.overflows, screen.approve.enabled]).to.deep.equal(['Message', true, false]);

    // Tab reaches the region first (the buttons after it), Page Down scrolls it.
    for (let press = 0; press < 10 && !screenOf(await readFramePage(client.element)).body.focused; press += 1) await sendKeys({ press: 'Tab' });
    expect(screenOf(await readFramePage(client.element)).body.focused, 'Tab reached the message').to.equal(true);
    for (let press = 0; press < 30 && !screenOf(await readFramePage(client.element)).body.atEnd; press += 1) await sendKeys({ press: 'PageDown' });
    await waitForFramePage(client.element, (found) => Boolean(found.screen?.body.atEnd && found.screen.approve.enabled), 'Approve on at the end');
    // Tab goes on to Reject, then Approve; a button's focus ring does not cover the message (the
    // browser still counts every part unobscured, so the buttons stay on); Enter approves.
    await sendKeys({ press: 'Tab' });
    const onReject = screenOf(await readFramePage(client.element, { sample: true }));
    expect([onReject.reject.focused, onReject.unobscured], 'Tab went from the message to Reject').to.deep.equal([true, { top: true, body: true, bar: true }]);
    await sendKeys({ press: 'Tab' });
    const onApprove = screenOf(await readFramePage(client.element, { sample: true }));
    expect([onApprove.approve.focused, onApprove.approve.enabled, onApprove.unobscured], 'Tab went from Reject to Approve').to.deep.equal([true, true, { top: true, body: true, bar: true }]);
    await sendKeys({ press: 'Enter' });
    const signature = await signing;
    expect(await recoverTypedDataAddress({ domain: typedData.domain, types: { Order: typedData.types.Order }, primaryType: 'Order', message: { amount: 5n, terms: typedData.message.terms }, signature })).to.equal(user.address);
  });

  it('refuses, as not shown, a request in a frame too short for its top, three lines of the message and its bar', async () => {
    const client = await open({ width: 360, height: 180 });
    const user = await signInWithEmail(client, mailUrl, freshEmail('too-short'), EOA);
    const refused = await client.rpc('personal_sign', [toHex('a message the visitor never sees whole '.repeat(10)), user.address]).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).to.be.instanceOf(FrameRequestError);
    expect([(refused as FrameRequestError).message, (refused as FrameRequestError).code]).to.deep.equal(['The approval screen was not shown', 4100]);
  });
});
