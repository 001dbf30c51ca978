export function revokeMessage(pci: string): string;
