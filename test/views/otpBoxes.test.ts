// The email code as six boxes: what the visitor types or pastes into the one code field shows a
// digit a box, anything but digits dropped, and the next box to fill is marked; the field stays
// one ordinary, labelled input for autofill and screen readers.
import { expect } from 'chai';
import { $emailLogin } from '../../src/stores/emailLogin';
import { fieldNamed, dialogOf, mountModal, resetAll, typeInto, viewShown, waitFor } from '../support/modalTestKit';
import { resetViewFixtures, type ModalElement } from '../support/viewFixtures';

/** EmailVerifyOtp open, waiting for the code mailed to ada@example.test. */
async function codeView(): Promise<ModalElement> {
  resetAll();
  $emailLogin.set({ email: 'ada@example.test', status: 'otp', error: undefined, resendAt: 0 });
  const modal = (await mountModal()) as ModalElement;
  await modal.open({ view: 'EmailVerifyOtp' });
  await viewShown(modal, 'EmailVerifyOtp');
  return modal;
}

describe('the email code field', () => {
  afterEach(() => resetViewFixtures());

  it('shows six boxes, a digit each, from a pasted code', async () => {
    const modal = await codeView();
    const boxes = () => [...(dialogOf(modal)?.querySelectorAll('.wm-otp-boxes span') ?? [])];
    const digits = () => boxes().map((box) => box.textContent);
    expect(digits()).to.deep.equal(['', '', '', '', '', '']);
    const field = await waitFor(() => fieldNamed(modal, 'Code'), 'the Code field');
    expect(field.getAttribute('autocomplete')).to.equal('one-time-code');
    typeInto(field, '12 3-45');
    await waitFor(() => digits().join('') === '12345', 'the pasted digits in the boxes');
    expect(digits()).to.deep.equal(['1', '2', '3', '4', '5', '']);
    expect(boxes().map((box) => box.hasAttribute('data-current'))).to.deep.equal([false, false, false, false, false, true]);
    const [first] = boxes();
    const box = first?.getBoundingClientRect();
    expect(box && box.height >= 44 && box.width >= 32, 'boxes big enough to read and hit').to.equal(true);
  });

  it('a new code pasted after the old one is the code kept, not the old one', async () => {
    const modal = await codeView();
    const digits = () => [...(dialogOf(modal)?.querySelectorAll('.wm-otp-boxes span') ?? [])].map((box) => box.textContent).join('');
    const field = await waitFor(() => fieldNamed(modal, 'Code'), 'the Code field');
    typeInto(field, '12345');
    await waitFor(() => digits() === '12345', 'the first digits');
    // The visitor pastes the new code, the caret after what was there.
    typeInto(field, '12345987654');
    await waitFor(() => digits() === '987654', 'the pasted code in the boxes', 30).catch(() => expect.fail(`the boxes read ${digits()}`));
  });
});
