const PATHS = {
  close: 'M6 6l12 12M18 6L6 18',
  back: 'M15 5l-7 7 7 7',
  copy: 'M9 9h10v10H9zM5 15V5h10',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M12 7v6M12 16.5v.5M12 3a9 9 0 100 18 9 9 0 000-18z',
  chevron: 'M9 5l7 7-7 7',
  disconnect: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  buy: 'M12 5v14M5 12h14',
  swap: 'M7 4v16M3 16l4 4 4-4M17 20V4M13 8l4-4 4 4',
  receive: 'M12 4v12M6 10l6 6 6-6M5 20h14',
  send: 'M7 17L17 7M9 7h8v8',
  at: 'M16 12a4 4 0 10-8 0 4 4 0 008 0v1.5a2.5 2.5 0 005 0V12a9 9 0 10-3.5 7.1',
  clock: 'M12 3a9 9 0 100 18 9 9 0 000-18zM12 7v5l3 2',
  network: 'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  wallet: 'M4 7h15a1 1 0 011 1v10a1 1 0 01-1 1H5a1 1 0 01-1-1zM4 7l11-3v3M16 13h1',
  search: 'M11 4a7 7 0 100 14 7 7 0 000-14zM16 16l4.5 4.5',
  walletConnect: 'M5.2 9.6a9.6 9.6 0 0 1 13.6 0M2.4 12.6l4.6 4.5 5-4.9 5 4.9 4.6-4.5',
} as const;

export type IconName = keyof typeof PATHS;

/** A decorative stroke icon; the control that holds it carries the accessible name. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" data-icon={name}>
      <path d={PATHS[name]} />
    </svg>
  );
}
