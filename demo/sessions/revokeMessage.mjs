// The text the delegator signs (EIP-191) once a revoke is on chain; the modal posts the signature
// to the data service's revoke.

/** `Revoke permission {pci}`. */
export const revokeMessage = (pci) => `Revoke permission ${pci}`;
