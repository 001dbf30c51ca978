// The fixed people of the local login page. Each `sub` is stable across runs, so a social
// sign-in as the same person always reaches the same wallet user (and key) in one browser.

export const DEMO_USERS = Object.freeze([
  { sub: 'demo-user-ada', name: 'Ada Lovelace', email: 'ada@example.test', preferredUsername: 'ada' },
  { sub: 'demo-user-alan', name: 'Alan Turing', email: 'alan@example.test', preferredUsername: 'alan' },
  { sub: 'demo-user-grace', name: 'Grace Hopper', email: 'grace@example.test', preferredUsername: 'grace' },
].map((user) => Object.freeze(user)));

export const demoUserBySub = (sub) => DEMO_USERS.find((user) => user.sub === sub);

/** The OpenID claims of a demo user (the scopes decide which of them a client gets). */
export function demoUserClaims(user) {
  return { sub: user.sub, email: user.email, email_verified: true, name: user.name, preferred_username: user.preferredUsername };
}
