// The hosted name service's checks of a name (blockchain-api src/names/utils.rs), in its order,
// each refused with 400 and field `name`: the format (lowercase letters, digits, dots and
// hyphens: 'Invalid name format: {name}'), the length (three labels, the first of 3 to 64
// characters: 'Invalid name length: {name}') and the zone ('Name is not in the allowed zones:
// {name}'). The suggestions call checks only a label's length (at least 3) and then its format.
import { refuse } from './hostedRefusals.mjs';

const NAME_FORMAT = /^[a-z0-9.-]+$/;
/** The zones names live in: today's and the legacy one (spec §9). */
export const ALLOWED_ZONES = ['reown.id', 'wcn.id'];
const LABEL_LENGTH = { min: 3, max: 64 };

/** Throws the hosted service's refusal of a full name (`label.zone`); nothing when it passes. */
export function checkName(name) {
  if (!NAME_FORMAT.test(name)) refuse(400, 'name', `Invalid name format: ${name}`);
  const labels = name.split('.');
  const [label = ''] = labels;
  if (labels.length !== 3 || label.length < LABEL_LENGTH.min || label.length > LABEL_LENGTH.max) refuse(400, 'name', `Invalid name length: ${name}`);
  if (!ALLOWED_ZONES.includes(labels.slice(1).join('.'))) refuse(400, 'name', `Name is not in the allowed zones: ${name}`);
}

/** Throws the hosted suggestions call's refusal of a label; nothing when it passes. */
export function checkSuggestionLabel(label) {
  // In bytes, as the hosted service counts.
  if (Buffer.byteLength(label) < LABEL_LENGTH.min) refuse(400, 'name', `Invalid name length: ${label}`);
  if (!NAME_FORMAT.test(label)) refuse(400, 'name', `Invalid name format: ${label}`);
}
