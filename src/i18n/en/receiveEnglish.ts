// English texts of Receive and its compatible networks. Bound as `receiveTexts`, in their lazy
// chunk.
export const receiveEnglish = {
  receiveQrLabel: 'QR code of your address on {network}',
  receiveOn: 'Send assets on {networks} to this address.',
  compatibleNetworks: 'Compatible networks',
  compatibleNetworksBody: 'This address can receive assets on these networks. Send only on one of them.',
} as const;
