import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { TWO_FACTOR } from '../../../../shared/account/security.schemas';

/** A new Base32 secret of 20 random bytes (160 bits, as RFC 4226 recommends). */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The `otpauth://totp/...` URI an authenticator app reads from the QR code. */
export const otpauthUri = (issuer: string, account: string, secret: string) =>
  generateURI({ issuer, label: account, secret, algorithm: 'sha1', digits: TWO_FACTOR.digits, period: 30 });

/** The QR code of the URI as a PNG data URL (the page's CSP allows data: images). */
export const qrCodeOf = (uri: string) => QRCode.toDataURL(uri, { margin: 1, width: 220, errorCorrectionLevel: 'M' });

export const isTotpCode = (code: string) => new RegExp(`^\\d{${TWO_FACTOR.digits}}$`).test(code);

/**
 * The time step a 6-digit code matches, or undefined. One step either side is accepted, for a phone whose clock
 * is a little off; the caller refuses a step already used.
 */
export async function matchTotp(secret: string, code: string): Promise<number | undefined> {
  if (!isTotpCode(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: TWO_FACTOR.periodSeconds,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
