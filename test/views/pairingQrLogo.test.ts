// The pairing QR code on a desktop carries a logo in its centre: the chosen wallet's image, or
// the WalletConnect mark for the plain code. The code must still scan: what the visitor sees
// (the drawn code with the logo over it, at the size and place the modal lays it out) is painted
// on a canvas and decoded with jsQR, as a phone's camera would; the logo must stay small and sit
// on white, with no module touching it.
import { expect } from 'chai';
import jsQR from 'jsqr';
import { disconnect } from '../../src/actions/disconnect';
import { clearWalletSearch } from '../../src/actions/walletList/searchWallets';
import { $pairing } from '../../src/stores/walletConnectPairing';
import { tiles } from '../flows/walletListKit';
import { buttonNamed, dialogOf, mountModal, resetAll, settled, viewOf, waitFor } from '../support/modalTestKit';
import { stackInfo } from '../stack/stackInfo';

// Chromium on a machine with only loopback reports itself offline, and the SDK then refuses
// to connect: the page is online as far as this test is concerned (as in walletConnect.test.ts).
Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });

type ModalElement = HTMLElement & { open(options?: object): Promise<void> };

/** Canvas pixels per CSS pixel of the code (a sharp camera image of it). */
const SCALE = 3;

async function imageOf(markup: string): Promise<HTMLImageElement> {
  const image = new Image();
  image.src = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  await image.decode();
  return image;
}

interface Drawn {
  canvas: CanvasRenderingContext2D;
  size: number;
  /** The logo's box on the canvas. */
  logo: { x: number; y: number; width: number; height: number };
  /** One module, in canvas pixels. */
  module: number;
}

/** Paints the code as laid out on screen, with its logo over it unless `withLogo` is false. */
async function paint(svg: SVGSVGElement, logoBox: HTMLElement, withLogo = true): Promise<Drawn> {
  const frame = svg.getBoundingClientRect();
  const size = Math.round(frame.width * SCALE);
  const canvasElement = document.createElement('canvas');
  canvasElement.width = size;
  canvasElement.height = size;
  const canvas = canvasElement.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  canvas.drawImage(await imageOf(new XMLSerializer().serializeToString(svg)), 0, 0, size, size);
  const box = logoBox.getBoundingClientRect();
  const logo = { x: (box.left - frame.left) * SCALE, y: (box.top - frame.top) * SCALE, width: box.width * SCALE, height: box.height * SCALE };
  if (withLogo) {
    // The wallet's image, or the mark's SVG in the colour it is drawn with.
    const image = logoBox.querySelector('img');
    const mark = logoBox.querySelector('svg') as SVGSVGElement;
    const picture = image ?? (await imageOf(new XMLSerializer().serializeToString(mark).replaceAll('currentColor', getComputedStyle(mark).color)));
    canvas.drawImage(picture, logo.x, logo.y, logo.width, logo.height);
  }
  return { canvas, size, logo, module: size / svg.viewBox.baseVal.width };
}

const decode = ({ canvas, size }: Drawn) => jsQR(canvas.getImageData(0, 0, size, size).data, size, size)?.data;

/** Whether every pixel of the code around the logo, up to `margin` from its box, is white. */
function whiteAround({ canvas, logo }: Drawn, margin: number): boolean {
  const x = Math.floor(logo.x - margin);
  const y = Math.floor(logo.y - margin);
  const side = Math.ceil(logo.width + 2 * margin);
  const { data } = canvas.getImageData(x, y, side, side);
  for (let i = 0; i < data.length; i += 4) if (data[i]! < 250 || data[i + 1]! < 250 || data[i + 2]! < 250) return false;
  return true;
}

/** The QR code and its logo box, once both are there. */
async function codeWithLogo(modal: Element, logo: string): Promise<{ svg: SVGSVGElement; box: HTMLElement }> {
  const box = await waitFor(() => dialogOf(modal)?.querySelector<HTMLElement>('.wm-qr-box [data-qr-logo]'), 'the logo box', 600);
  await waitFor(() => box.querySelector(`[data-logo="${logo}"]`), `the ${logo} logo`, 600);
  const svg = dialogOf(modal)?.querySelector<SVGSVGElement>('svg.wm-qr[role="img"]') as SVGSVGElement;
  // Measured once the card's opening (a slight scale) has ended, as the visitor sees it.
  await settled(modal);
  return { svg, box };
}

/** The logo is centred, at most a quarter of the code's width, and the code decodes with it over it. */
async function expectScannableWithLogo(svg: SVGSVGElement, box: HTMLElement): Promise<void> {
  const frame = svg.getBoundingClientRect();
  const logo = box.getBoundingClientRect();
  expect(logo.width / frame.width, "the logo's share of the width").to.be.within(0.12, 0.25);
  expect(logo.height).to.be.closeTo(logo.width, 0.5);
  expect(logo.left + logo.width / 2).to.be.closeTo(frame.left + frame.width / 2, 1);
  expect(logo.top + logo.height / 2).to.be.closeTo(frame.top + frame.height / 2, 1);
  const uri = $pairing.get().uri as string;
  // On white: no module under the logo's box nor within most of a module around it.
  const bare = await paint(svg, box, false);
  expect(whiteAround(bare, bare.module * 0.8), 'modules touching the logo').to.equal(true);
  expect(decode(await paint(svg, box)), 'the code as seen, logo included').to.equal(uri);
}

describe('the pairing QR code and its logo (desktop)', function () {
  this.timeout(20_000);
  let modal: ModalElement;

  beforeEach(async () => {
    resetAll();
    const stack = await stackInfo();
    modal = (await mountModal({ networks: 'eip155:1,eip155:8453', 'relay-url': stack.relayUrl, 'verify-url': stack.verifyUrl })) as ModalElement;
  });
  afterEach(async () => {
    await disconnect('eip155');
    clearWalletSearch();
    resetAll();
  });

  it("shows the chosen wallet's image in the centre of its code, which still scans", async () => {
    await modal.open({ view: 'AllWallets' });
    (await waitFor(() => tiles(modal).find((tile) => tile.textContent === 'Trust Wallet'), 'the Trust Wallet tile', 300)).click();
    await waitFor(() => viewOf(modal) === 'ConnectingWalletConnect', 'ConnectingWalletConnect');
    const { svg, box } = await codeWithLogo(modal, 'wallet');
    const image = box.querySelector('img') as HTMLImageElement;
    expect(image.src).to.match(/^blob:/);
    expect(image.alt, 'decorative: the code is named').to.equal('');
    expect(svg.getAttribute('aria-label')).to.equal('QR code to connect Trust Wallet with WalletConnect');
    await expectScannableWithLogo(svg, box);
  });

  it('shows the WalletConnect mark in the centre of the plain code, which still scans', async () => {
    await modal.open();
    (await waitFor(() => buttonNamed(modal, 'WalletConnect'), 'WalletConnect on Connect')).click();
    await waitFor(() => viewOf(modal) === 'ConnectingWalletConnectBasic', 'the QR view');
    const { svg, box } = await codeWithLogo(modal, 'walletconnect');
    expect(box.querySelector('svg')?.getAttribute('aria-hidden')).to.equal('true');
    await expectScannableWithLogo(svg, box);
  });
});
