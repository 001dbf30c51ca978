import { css } from './css';

/** Pay's summary of what is paid: lazy, adopted when Pay's chunk loads. */
export const payCss = css`
.wm-pay-amount{margin:0;font-size:1.5em;font-weight:600;text-align:center;font-variant-numeric:tabular-nums;}
.wm-pay-facts{display:grid;gap:6px;margin:0;}
.wm-pay-facts div{display:flex;justify-content:space-between;align-items:center;gap:8px;}
.wm-pay-facts dd{display:flex;align-items:center;gap:4px;margin:0;}
`;
