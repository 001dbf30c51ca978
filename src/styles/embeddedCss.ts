import { css } from './css';

/**
 * Connect's email login form (its field and error also serve the lazy views' forms) and its social
 * logins; the embedded wallet's other views wear embeddedViewsCss, in their lazy chunk.
 * ApproveTransaction takes the card's whole height (up to 640 px), from the moment it is chosen,
 * and gives what is left to the secure frame, which keeps its top (title, who asks, a
 * transaction's key facts) and its 56 px bar in view and scrolls the message in between; it
 * refuses a request when even its top, three lines of the box and the bar do not fit (about
 * 240 px for a signature, 330 px for a transaction). The area's least height (embeddedViewsCss)
 * is a signature's: a larger one would only push the frame's bar past a short window's bottom.
 * Connect's social logins: the first wide, the others icon buttons in the columns
 * SocialLoginButtons gives; an icon button's text (its name is its aria-label) gives way to a logo put in it. "or" between
 * Connect's sections is a line on each side.
 */
export const embeddedCss = css`
.wm-email-form{display:flex;flex-direction:column;gap:6px;}
.wm-email-row{display:flex;gap:8px;}
.wm-text-input{flex:1;min-width:0;min-height:44px;padding:0 12px;border:1px solid var(--_border);border-radius:calc(var(--_radius)*3);
background:var(--_surface);color:var(--_fg);font:inherit;}
.wm-text-input[aria-invalid=true]{border-color:var(--_error);}
.wm-field-error{margin:0;color:var(--_error);font-size:.87em;}
[data-view=ApproveTransaction]{height:min(640px,calc(100vh - 32px));}
[data-view=ApproveTransaction]>.wm-body{display:flex;flex-direction:column;flex-grow:1;}
.wm-socials{display:grid;gap:8px;margin:0;padding:0;list-style:none;}
.wm-socials>:first-child{grid-column:1/-1;}
.wm-socials[data-pair]>:first-child{grid-column:span 3;}
.wm-social{width:100%;min-width:0;}
.wm-social-icon{padding:0 4px;}
.wm-social-name{min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;}
.wm-social-icon:has(svg,img) .wm-social-name{display:none;}
.wm-social[aria-expanded] svg{transform:rotate(90deg);}
.wm-or{display:flex;align-items:center;gap:12px;margin:0;color:var(--_fg-2);font-size:.87em;}
.wm-or::before,.wm-or::after{content:"";flex:1;border-top:1px solid var(--_border);}
`;
