/**
 * AllWallets comes in its own chunk: most visitors pick a wallet on Connect and never
 * download it. Connect preloads it when the visitor points at "All Wallets".
 */
export const loadAllWalletsView = () => import('./AllWalletsView').then((module) => module.AllWalletsView);

/** Downloads, reached only by picking a wallet that is not installed, in its own chunk too. */
export const loadDownloadsView = () => import('./DownloadsView').then((module) => module.DownloadsView);

/**
 * The catalogue part of Connect (featured, recommended, "All Wallets"): it waits on the
 * wallet-list service anyway, so its code waits too, off the first load.
 */
export const loadConnectCatalog = () => import('./walletList/ConnectCatalog').then((module) => module.ConnectCatalog);
