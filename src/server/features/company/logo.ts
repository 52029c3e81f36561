import { AppError } from '../../../shared/app-error';
import { LOGO_MAX_BYTES, logoMessages } from '../../../shared/company/company.schemas';

type Purifier = { sanitize(source: string, config: object): string };
let purifier: Promise<Purifier> | undefined;

/** DOMPurify on a jsdom window, created on the first SVG only. */
function getPurifier(): Promise<Purifier> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([dompurify, jsdom]) => {
    const { window } = new jsdom.JSDOM('');
    return dompurify.default(window as never) as Purifier;
  });
  return purifier;
}

function sniff(bytes: Uint8Array): string | undefined {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'image/svg+xml';
  return undefined;
}

/** Checks an uploaded logo by its bytes (not the name or header it came with) and cleans SVG of any script. */
export async function checkLogo(body: Uint8Array): Promise<{ contentType: string; data: Uint8Array }> {
  if (body.byteLength > LOGO_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', logoMessages.size);
  const contentType = body.byteLength > 0 ? sniff(body) : undefined;
  if (!contentType) throw new AppError('UNSUPPORTED_MEDIA_TYPE', logoMessages.type);
  if (contentType !== 'image/svg+xml') return { contentType, data: body };
  const purify = await getPurifier();
  const clean = purify.sanitize(new TextDecoder().decode(body), {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['foreignObject', 'use'],
  });
  if (!clean.includes('<svg')) throw new AppError('UNSUPPORTED_MEDIA_TYPE', logoMessages.type);
  return { contentType, data: new TextEncoder().encode(clean) };
}
