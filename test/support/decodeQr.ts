// Reads the modal's QR code as a phone's camera would (jsQR on the drawn code).
import jsQR from 'jsqr';

/** Draws the modal's QR code (an SVG) on a canvas and decodes it as a camera would. */
export async function decodeQr(svg: SVGSVGElement): Promise<string | undefined> {
  const size = 400;
  const markup = new XMLSerializer().serializeToString(svg);
  const image = new Image(size, size);
  image.src = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml' }));
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  // The network icon sits over the code's centre, as it does on screen.
  context.fillRect(size / 2 - 30, size / 2 - 30, 60, 60);
  return jsQR(context.getImageData(0, 0, size, size).data, size, size)?.data;
}
