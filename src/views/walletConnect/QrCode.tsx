import { useMemo, type ReactNode } from 'react';
import { encode } from 'uqr';

/** Modules of light margin around the code (the quiet zone). */
const BORDER = 2;

/**
 * How much of the code's width a logo may cover. With a logo the code uses level H, which
 * restores 30 % of its codewords; a square this wide (one module of white around the logo
 * included) hides about 6 % of the modules, well within that even with some blur or glare.
 */
const LOGO_SHARE = 0.24;

/** The square of modules left white in the centre for a logo: odd-sized, so it sits on the middle module. */
function logoHole(modules: number): { start: number; size: number } {
  let size = Math.floor((modules - 2 * BORDER) * LOGO_SHARE);
  if (size % 2 === 0) size -= 1;
  return { start: (modules - size) / 2, size };
}

/**
 * A QR code drawn by us as one SVG path (no third-party modal, no canvas, nothing a
 * strict CSP would block). Always dark on white, whatever the theme, so cameras read it.
 * With a `logo`, the code is encoded at level H, the modules under the centre square are left
 * out, and the logo sits in that square with one module of white around it, so no module
 * touches it.
 */
export function QrCode({ value, label, size = 240, ecc = 'M', logo }: { value: string; label: string; size?: number; ecc?: 'L' | 'M' | 'Q' | 'H'; logo?: ReactNode }) {
  const withLogo = logo !== undefined && logo !== null;
  const { path, modules, hole } = useMemo(() => {
    const { data } = encode(value, { ecc: withLogo ? 'H' : ecc, border: BORDER });
    const hole = withLogo ? logoHole(data.length) : undefined;
    const inHole = (index: number) => !!hole && index >= hole.start && index < hole.start + hole.size;
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark && !(inHole(x) && inHole(y))) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: data.length, hole };
  }, [value, ecc, withLogo]);
  const svg = (
    <svg className="wm-qr" role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
  if (!hole) return svg;
  // The logo's box: the hole less one module on each side, as a share of the code's width.
  const inset = `${(((hole.start + 1) / modules) * 100).toFixed(3)}%`;
  return (
    <div className="wm-qr-box">
      {svg}
      <span className="wm-qr-logo" style={{ inset }} data-qr-logo="">
        {logo}
      </span>
    </div>
  );
}
