import { randomInt } from 'node:crypto';
import { TWO_FACTOR } from '../../../../shared/account/security.schemas';
import { hashToken } from '../../../lib/tokens';

// No 0/o, 1/l/i: the codes are read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const part = () => Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh codes, `xxxxx-xxxxx` (about 49 bits each), shown once. */
export const newRecoveryCodes = () => Array.from({ length: TWO_FACTOR.recoveryCodes }, () => `${part()}-${part()}`);

/** What is stored of a code: its SHA-256, after the case, spaces and dashes a reader may change are dropped. */
export const hashRecoveryCode = (code: string) => hashToken(code.toLowerCase().replace(/[^a-z0-9]/g, ''));
