import { css } from './css';

/**
 * The embedded wallet's lazy views: the one-time code's six boxes, and ApproveTransaction's
 * column, whose area gets what the card leaves (embeddedCss sizes the card, as soon as the view
 * is chosen, before its chunk arrives).
 */
export const embeddedViewsCss = css`
.wm-otp{position:relative;}
.wm-otp-input{position:absolute;inset:0;opacity:0;}
.wm-otp-boxes{display:grid;grid-template-columns:repeat(6,1fr);gap:8px;}
.wm-otp-boxes span{display:flex;align-items:center;justify-content:center;height:52px;border:1px solid var(--_border);border-radius:calc(var(--_radius)*3);
background:var(--_surface);font-size:1.3em;font-weight:600;font-variant-numeric:tabular-nums;}
.wm-otp-input:focus-visible+.wm-otp-boxes [data-current]{outline:2px solid var(--_accent);outline-offset:1px;}
.wm-otp-input[aria-invalid=true]+.wm-otp-boxes span{border-color:var(--_error);}
.wm-approve{display:flex;flex-direction:column;flex-grow:1;}
.wm-approve-area{flex-grow:1;min-height:240px;}
`;
