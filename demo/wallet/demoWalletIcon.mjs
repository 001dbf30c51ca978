// The demo wallet's EIP-6963 icon: a small SVG (a wallet on a violet tile) as a data: URI.

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#5b21b6"/>
<rect x="6" y="9" width="20" height="15" rx="3" fill="#ede9fe"/>
<path d="M8 9l12-4 2 4" fill="none" stroke="#ede9fe" stroke-width="2" stroke-linejoin="round"/>
<rect x="18" y="14" width="8" height="5" rx="2" fill="#7c3aed"/>
<circle cx="21" cy="16.5" r="1.2" fill="#ede9fe"/>
</svg>`;

export const DEMO_WALLET_ICON = `data:image/svg+xml,${encodeURIComponent(SVG.replace(/\n/g, ''))}`;
