import { parseAddress } from './address.js';
import { chainError } from './errors.js';

/** Checks a viewing key's Bech32m form and network. The key (a secret) is never repeated in the error. */
export function checkViewingKey(viewingKey: string | undefined, network: string): string {
  if (!viewingKey)
    throw chainError('VIEWING_KEY_REQUIRED', 'A viewing key is required.', {
      hint: 'Pass the wallet viewing key, mn_shield-esk[_network]1….',
    });
  try {
    return parseAddress(viewingKey, { network, kinds: ['viewing-key'] }).address;
  } catch (cause) {
    // The decoder's message can quote its input (a bad checksum does): the key is cut out of the reason.
    const reason = (cause as Error).message
      .split(viewingKey)
      .join('<key>')
      .split(viewingKey.toLowerCase())
      .join('<key>');
    throw chainError('INVALID_VIEWING_KEY', `Not a viewing key for network "${network}": ${reason}`, {
      hint: `Expected mn_shield-esk${network === 'mainnet' ? '' : `_${network}`}1…`,
    });
  }
}
