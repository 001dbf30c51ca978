import { expect } from 'chai';
import { closedView, initialView } from '../../src/router/initialView';

describe('initialView (spec §2)', () => {
  const base = { connected: false, adapters: ['eip155'], manualWCControl: false, isMobile: false };

  it('opens Account when an address is connected', () => {
    expect(initialView({ ...base, connected: true })).to.equal('Account');
    expect(initialView({ ...base, connected: true, adapters: [], isMobile: true })).to.equal('Account');
  });

  it('opens Connect when disconnected with adapters', () => {
    expect(initialView(base)).to.equal('Connect');
  });

  it('opens AllWallets on mobile and the plain QR view on desktop with no adapters', () => {
    expect(initialView({ ...base, adapters: [], isMobile: true })).to.equal('AllWallets');
    expect(initialView({ ...base, adapters: [] })).to.equal('ConnectingWalletConnectBasic');
  });

  it('treats manual WalletConnect control like no adapters', () => {
    expect(initialView({ ...base, manualWCControl: true, isMobile: true })).to.equal('AllWallets');
    expect(initialView({ ...base, manualWCControl: true })).to.equal('ConnectingWalletConnectBasic');
  });
});

describe('closedView (spec §2)', () => {
  it('rests on Connect, or on Account in embedded mode when connected', () => {
    expect(closedView({ connected: true, enableEmbedded: false })).to.equal('Connect');
    expect(closedView({ connected: false, enableEmbedded: true })).to.equal('Connect');
    expect(closedView({ connected: true, enableEmbedded: true })).to.equal('Account');
  });
});
