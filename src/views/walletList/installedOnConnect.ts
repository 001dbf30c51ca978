/**
 * How many installed wallets Connect lists before "N more installed": AppKit fills its Connect
 * view with at most four wallet rows (DISPLAYED_WALLETS_AMOUNT), as the spec shows four
 * featured and four recommended wallets (§9). Above email and socials Connect shows fewer
 * (ConnectView), so both stay on the first screen however many wallets a page registers.
 */
export const INSTALLED_ON_CONNECT = 4;

/** How many more each press of "N more installed" shows: a page of 500 never renders at once. */
export const MORE_INSTALLED_STEP = 20;
