// English texts of the views that ask the wallet to sign a message: account name
// registration and sign-in (SIWX). Bound as `signingTexts`, in their lazy chunks.
export const signingEnglish = {
  registerNameBody: 'A name people can send to instead of your address. You sign a message in your wallet to register it; it costs nothing.',
  accountName: 'Account name',
  checkingName: 'Checking…',
  nameTaken: '{name} is taken',
  nameAvailable: '{name} is available',
  nameSuggestions: 'Suggested names',
  available: 'Available',
  registerName: 'Register name',
  registeringName: 'Registering…',
  nameRegistered: '{name} is your account name now.',
  signInBody: '{app} asks you to prove that you own this account by signing a message in your wallet. It costs nothing and sends no transaction.',
  signInRequiredNote: 'This site needs you to sign in; Cancel disconnects.',
  signIn: 'Sign in',
  signingIn: 'Waiting for your signature…',
  thisSite: 'This site',
} as const;
