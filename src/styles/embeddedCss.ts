import { css } from './css';

/** The email login form and the embedded-wallet views. */
export const embeddedCss = css`
.wm-email-form{display:flex;flex-direction:column;gap:6px;}
.wm-email-row{display:flex;gap:8px;}
.wm-text-input{flex:1;min-width:0;height:44px;padding:0 12px;border:1px solid var(--_border);border-radius:calc(var(--_radius)*3);
background:var(--_surface);color:var(--_fg);font:inherit;}
.wm-text-input[aria-invalid=true]{border-color:var(--_error);}
.wm-field-error{margin:0;color:var(--_error);font-size:.87em;}
.wm-otp-input{letter-spacing:.5em;text-align:center;font-size:1.3em;font-variant-numeric:tabular-nums;}
.wm-approve-area{min-height:360px;}
.wm-socials{display:grid;grid-template-columns:repeat(auto-fill,minmax(120px,1fr));gap:8px;margin:0;padding:0;list-style:none;}
.wm-social{width:100%;}
`;
