import { parseAddress } from './address.js';
import { chainError } from './errors.js';

/**
 * Checks a viewing key's Bech32m form and network. A valid key for another network is never repeated in the error;
 * a string with a bad checksum is quoted by the Bech32m decoder's message.
 */
export function checkViewingKey(viewingKey: string | undefined, network: string): string {
  if (!viewingKey)
    throw chainError('VIEWING_KEY_REQUIRED', 'A viewing key is required.', {
      hint: 'Pass the wallet viewing key, mn_shield-esk[_network]1….',
    });
  try {
    return parseAddress(viewingKey, { network, kinds: ['viewing-key'] }).address;
  } catch (cause) {
    throw chainError('INVALID_VIEWING_KEY', `Not a viewing key for network "${network}": ${(cause as Error).message}`, {
      hint: `Expected mn_shield-esk${network === 'mainnet' ? '' : `_${network}`}1…`,
    });
  }
}
