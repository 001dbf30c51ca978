import { useLogoMark } from './useLogoMark';

/**
 * A logo the modal ships (see LogoMark), by name: a social provider, 'walletConnect' or a
 * built-in network's CAIP-2 id. Decorative: the control or text beside it names it. Until the
 * logo chunk arrives (or for a name without a logo) a faint disc of the same size holds its place.
 */
export function Logo({ name, size }: { name: string; size: number }) {
  const mark = useLogoMark(name);
  return (
    <svg className="wm-logo" width={size} height={size} viewBox="0 0 24 24" fillRule="evenodd" aria-hidden="true" focusable="false" data-logo={mark ? name : undefined}>
      {mark ? (
        mark.map(([paint, path, stroke], index) => (
          <path
            key={index}
            d={path}
            fill={stroke ? 'none' : paint || 'currentColor'}
            stroke={stroke ? paint || 'currentColor' : undefined}
            strokeWidth={stroke}
            strokeLinecap={stroke ? 'round' : undefined}
            strokeLinejoin={stroke ? 'round' : undefined}
          />
        ))
      ) : (
        <circle cx="12" cy="12" r="9" fill="currentColor" opacity=".15" />
      )}
    </svg>
  );
}
