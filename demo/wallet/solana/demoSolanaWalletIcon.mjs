// The demo Solana wallet's icon: a small SVG (the Solana bars on a teal tile). The Wallet
// Standard wants a base64 data: URI.

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#0f766e"/>
<path d="M9 10h14l-3 3H6z M6 15h14l3 3H9z M9 20h14l-3 3H6z" fill="#ccfbf1"/>
</svg>`;

export const DEMO_SOLANA_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG.replace(/\n/g, ''))}`;
