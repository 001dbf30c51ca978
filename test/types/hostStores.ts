// The stores, handed to the store bindings of the frameworks hosts use. The bindings are not
// installed here: each function below is declared with the exact signature its package
// publishes (read from the packages' index.d.ts), so the stores must fit them as they are.
import type { Store, StoreValue } from 'nanostores';
import { stores, type AccountSnapshot, type ModalSnapshot } from 'wallet-modal';

// @nanostores/react 1.1.0 (index.d.ts); @nanostores/preact 1.1.0 has the same signature.
type StoreKeys<T> = T extends { setKey: (k: infer K, v: any) => unknown } ? K : never;
interface UseStoreOptions<SomeStore> {
  deps?: readonly unknown[];
  keys?: StoreKeys<SomeStore>[];
  ssr?: (() => StoreValue<SomeStore>) | 'initial' | false;
}
declare function useStoreReact<SomeStore extends Store>(store: SomeStore, options?: UseStoreOptions<SomeStore>): StoreValue<SomeStore>;
// @nanostores/vue 1.0.1 (use-store/index.d.ts), its return type (Vue's DeepReadonly ref) aside.
declare function useStoreVue<SomeStore extends Store, Value extends StoreValue<SomeStore>>(store: SomeStore): { readonly value: Value };
// @nanostores/solid 1.1.1 (src/index.ts), its options (solid-js's ReconcileOptions) aside.
declare function useStoreSolid<SomeStore extends Store, Value extends StoreValue<SomeStore>>(store: SomeStore, options?: object): () => Value;
// Svelte 5's store contract (svelte/store `Readable`), what `$store` subscribes to.
interface SvelteReadable<T> {
  subscribe(this: void, run: (value: T) => void, invalidate?: () => void): () => void;
}
declare function svelteDollar<T>(store: SvelteReadable<T>): T;

const account: AccountSnapshot = useStoreReact(stores.$account);
const address: string | undefined = useStoreReact(stores.$account, { ssr: 'initial' }).address;
const modal: ModalSnapshot = useStoreVue(stores.$modal).value;
const network: string = useStoreSolid(stores.$network)().caipNetworkId;
const event = svelteDollar(stores.$events);
const eventName: string | undefined = event?.event;

// Read-only for the host.
// @ts-expect-error: no `set`
stores.$account.set(account);
// @ts-expect-error: the stores object is read-only too
stores.$account = stores.$network;

void address, modal, network, eventName;
