/** The connector id recorded for embedded-wallet (email and social) connections. */
export const EMBEDDED_ID = 'ID_AUTH';
