import { install } from '@sinonjs/fake-timers';
import { expect } from 'chai';
import { $toast, hideToast, showToast } from '../../src/stores/toast';

describe('toast (spec §4, §9)', () => {
  let clock: ReturnType<typeof install>;
  beforeEach(() => {
    clock = install({ toFake: ['setTimeout', 'clearTimeout'] });
    hideToast();
  });
  afterEach(() => clock.uninstall());

  it('opens with the message and variant', () => {
    showToast('Address copied', 'success');
    expect($toast.get()).to.include({ open: true, message: 'Address copied', variant: 'success', autoClose: true });
  });

  it('hides and reopens 150 ms later when a new message arrives while open', () => {
    showToast('First', 'success');
    showToast('Second', 'error');
    expect($toast.get().open).to.equal(false);
    clock.tick(149);
    expect($toast.get().open).to.equal(false);
    clock.tick(1);
    expect($toast.get()).to.include({ open: true, message: 'Second', variant: 'error' });
  });

  it('closes by itself when autoClose is on, and stays when it is off', () => {
    showToast('Bye', 'success');
    clock.tick(2_500);
    expect($toast.get().open).to.equal(false);
    showToast('Waiting', 'loading');
    expect($toast.get().autoClose).to.equal(false);
    clock.tick(60_000);
    expect($toast.get().open).to.equal(true);
  });

  it('a pending reopen is cancelled by hide', () => {
    showToast('First', 'success');
    showToast('Second', 'success');
    hideToast();
    clock.tick(1_000);
    expect($toast.get().open).to.equal(false);
  });
});
