import { randomBytes } from 'node:crypto';
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { CampaignPlaceholder } from '../../../../shared/campaigns/campaign-values';
import { toSingleLine } from '../../../../shared/text';
import { parseContent, parseSubject, type Line, type Paragraph } from './campaign-content';
import { CampaignEmail, type CampaignBrand, type Slot } from './campaign-email';
import { campaignUrls } from './campaign-urls';

// A campaign's e-mail is rendered once (React Email, with a marker standing for each slot) and split at the markers;
// each recipient's message is then the static parts joined with that recipient's values, escaped for HTML. Thousands
// of messages cost a render, not thousands.

export type PlaceholderValues = Record<CampaignPlaceholder, string>;
export type FilledMessage = { subject: string; html: string; text: string; headers: Record<string, string> };
export type CompiledCampaign = {
  /** The content's links in order: the click redirect's targets. */
  links: string[];
  paragraphs: Paragraph[];
  fill(recipient: { token: string; values: PlaceholderValues }): FilledMessage;
  /** The filled text of the slots that are not links (a value, the preheader), for a message rendered whole. */
  textOf(slot: Slot, values: PlaceholderValues): string;
};

type Template = (string | Slot)[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

function fillTemplate(template: Template, resolve: (slot: Slot) => string, escape: (text: string) => string) {
  let out = '';
  for (const part of template) out += typeof part === 'string' ? part : escape(resolve(part));
  return out;
}

/** The rendered HTML split at the markers into static HTML and slots. */
async function htmlTemplate(props: { paragraphs: Paragraph[]; brand: CampaignBrand }): Promise<Template> {
  const nonce = randomBytes(9).toString('hex');
  const slots: Slot[] = [];
  const marker = (slot: Slot) => `X${nonce}S${slots.push(slot) - 1}E`;
  const html = await render(createElement(CampaignEmail, { ...props, slot: marker, tracked: true }));
  return html.split(new RegExp(`X${nonce}S(\\d+)E`)).map((part, i) => (i % 2 ? slots[Number(part)]! : part));
}

const lineTemplate = (line: Line, tracked: boolean): Template =>
  line.map((piece) =>
    piece.kind === 'text'
      ? piece.text
      : piece.kind === 'placeholder'
        ? { kind: 'value', key: piece.key }
        : tracked
          ? { kind: 'click', n: piece.n }
          : piece.url,
  );

const joined = (templates: Template[], separator: string): Template =>
  templates.flatMap((t, i) => (i ? [separator, ...t] : t));

/** The plain-text part: the content with its links through the click redirect, then the same footer as the HTML. */
function textTemplate(paragraphs: Paragraph[], brand: CampaignBrand): Template {
  const body = joined(
    paragraphs.map((p) =>
      joined(
        p.map((line) => lineTemplate(line, true)),
        '\n',
      ),
    ),
    '\n\n',
  );
  const footer = [
    `${brand.name}${brand.address ? `, ${brand.address}` : ''}`,
    `You are receiving this e-mail because you are a customer of ${brand.name}.`,
    'Unsubscribe: ',
  ].join('\n');
  return [...body, '\n\n--\n', footer, { kind: 'unsubscribe' }, '\n'];
}

const PREHEADER_LENGTH = 140;

/** Renders a campaign's subject and content once for `origin`'s links; `fill` makes each recipient's message. */
export async function compileCampaign(
  source: { subject: string; content: string },
  brand: CampaignBrand,
  origin: string,
): Promise<CompiledCampaign> {
  const { paragraphs, links } = parseContent(source.content);
  const html = await htmlTemplate({ paragraphs, brand });
  const text = textTemplate(paragraphs, brand);
  const subject = lineTemplate(parseSubject(source.subject), false);
  const preheader = joined(
    (paragraphs[0] ?? []).map((line) => lineTemplate(line, false)),
    ' ',
  );
  const urls = campaignUrls(origin);
  const textOf = (slot: Slot, values: PlaceholderValues): string => {
    const plain = (s: Slot) => (s.kind === 'value' ? values[s.key] : '');
    if (slot.kind === 'value') return values[slot.key];
    if (slot.kind === 'preheader') return fillTemplate(preheader, plain, (v) => v).slice(0, PREHEADER_LENGTH);
    return '';
  };
  return {
    links,
    paragraphs,
    textOf,
    fill({ token, values }) {
      const resolve = (slot: Slot): string => {
        switch (slot.kind) {
          case 'click':
            return urls.click(token, slot.n);
          case 'open':
            return urls.open(token);
          case 'unsubscribe':
            return urls.unsubscribePage(token);
          default:
            return textOf(slot, values);
        }
      };
      return {
        subject: toSingleLine(
          fillTemplate(
            subject,
            (slot) => textOf(slot, values),
            (v) => v,
          ),
        ).trim(),
        html: fillTemplate(html, resolve, escapeHtml),
        text: fillTemplate(text, resolve, (v) => v),
        headers: {
          'List-Unsubscribe': `<${urls.unsubscribeApi(token)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    },
  };
}
