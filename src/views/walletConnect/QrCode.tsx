import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn by us as one SVG path (no third-party modal, no canvas, nothing a
 * strict CSP would block). Always dark on white, whatever the theme, so cameras read it.
 */
export function QrCode({ value, label, size = 240, ecc = 'M' }: { value: string; label: string; size?: number; ecc?: 'L' | 'M' | 'Q' | 'H' }) {
  const { path, modules } = useMemo(() => {
    const { data } = encode(value, { ecc, border: 2 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, modules: data.length };
  }, [value, ecc]);
  return (
    <svg className="wm-qr" role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} width={size} height={size} shapeRendering="crispEdges">
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
