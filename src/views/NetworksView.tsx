import { selectNetwork } from '../actions/selectNetwork';
import { useStore } from '../hooks/useStore';
import { $config } from '../stores/config';
import { $activeNetwork } from '../stores/network';
import { NetworkList } from './NetworkList';

/** Networks: every configured network; picking one switches to it. */
export function NetworksView() {
  const config = useStore($config);
  const active = useStore($activeNetwork);
  return (
    <NetworkList
      networks={config.networks}
      activeCaipNetworkId={active.caipNetworkId}
      onSelect={(id) => void selectNetwork(id)}
    />
  );
}
