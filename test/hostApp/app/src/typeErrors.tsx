// Uses the compiler must refuse: each line below its @ts-expect-error is wrong, so a package
// whose types had gone `any` (or missing) fails the typecheck here. Never rendered.
import { useConnection } from 'wagmi'
import { WalletButton, WalletModal, useWalletAccount } from 'wallet-modal/react'
import { walletModal } from 'wallet-modal/wagmi'

export function WrongUses() {
  const account = useWalletAccount()
  const element = document.querySelector('wallet-modal')
  // @ts-expect-error: `disconnect` carries the namespace, not an address
  element?.addEventListener('disconnect', (event) => event.detail.address)
  // @ts-expect-error: the account's status is a word, not a flag
  const connected: boolean = account.status
  // @ts-expect-error: the modal's options take a project id as a string
  walletModal({ projectId: 42 })
  // @ts-expect-error: wagmi's account has no `caipAddress` (the modal's has)
  void useConnection().caipAddress
  return (
    <>
      {String(connected)}
      {/* @ts-expect-error: not a theme mode */}
      <WalletModal themeMode="purple" />
      {/* @ts-expect-error: `connect` carries the connection, with no `signature` */}
      <WalletModal onConnect={(event) => event.detail.signature} />
      {/* @ts-expect-error: not an attribute of the element */}
      <wallet-modal projectid="a-project" />
      {/* @ts-expect-error: `hide` or unset */}
      <WalletButton balance="hidden" />
      {/* @ts-expect-error: the render prop is given the account, not a `wallet` */}
      <WalletButton.Custom>{({ wallet }) => wallet}</WalletButton.Custom>
    </>
  )
}
