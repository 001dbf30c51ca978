export function redeemCall(args: { context: `0x${string}`; calls: { to: `0x${string}`; value?: bigint | number | string; data?: `0x${string}` }[] }): `0x${string}`;
