// The Demo Bitcoin Wallet's Wallet Standard icon: a small SVG (a ₿ on an orange tile) as a
// base64 data: URI, the form the standard's WalletIcon type asks for (no server, strict img-src).

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#c2410c"/>
<circle cx="16" cy="16" r="10" fill="#ffedd5"/>
<path d="M13 10v12M15 9v2M15 21v2M13 11h4.5a2.5 2.5 0 010 5H13M13 16h5a3 3 0 010 6h-5" fill="none" stroke="#c2410c" stroke-width="2" stroke-linecap="round"/>
</svg>`;

export const DEMO_BITCOIN_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG.replace(/\n/g, ''))}`;
