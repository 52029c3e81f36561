import { CAMPAIGN_PLACEHOLDERS, type CampaignPlaceholder } from '../../../../shared/campaigns/campaign-values';

// The owner's plain text, read once per campaign: paragraphs (split on blank lines) of lines (breaks kept) of pieces:
// text as written, a known placeholder, or a link. Links are numbered in the order they appear: the click
// redirect's n-th link is `campaignLinks(content)[n]`, and nothing else is ever a target.

export type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'placeholder'; key: CampaignPlaceholder }
  | { kind: 'link'; n: number; url: string };
export type Line = Piece[];
export type Paragraph = Line[];

const KNOWN = new Set<string>(CAMPAIGN_PLACEHOLDERS.map((p) => p.key));
const PLACEHOLDER = /\{\{([a-z_]+)\}\}/g;
const URL_CANDIDATE = /\bhttps?:\/\/[^\s<>"]+/gi;
const TRAILING = /[.,;:!?'*_]+$/;

/** A URL as linkifiers read it: without the punctuation that ends its sentence, nor a closing bracket it did not open. */
function trimUrl(raw: string): string {
  let url = raw.replace(TRAILING, '');
  for (const [open, close] of [
    ['(', ')'],
    ['[', ']'],
  ]) {
    while (url.endsWith(close) && url.split(close).length > url.split(open).length) {
      url = url.slice(0, -1).replace(TRAILING, '');
    }
  }
  return url;
}

/** Text split into its known placeholders; an unknown one stays text, as written. */
function withPlaceholders(text: string): Piece[] {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!KNOWN.has(match[1]!)) continue;
    if (match.index > at) pieces.push({ kind: 'text', text: text.slice(at, match.index) });
    pieces.push({ kind: 'placeholder', key: match[1] as CampaignPlaceholder });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ kind: 'text', text: text.slice(at) });
  return pieces;
}

function parseLine(line: string, links: string[]): Line {
  const pieces: Piece[] = [];
  let at = 0;
  for (const match of line.matchAll(URL_CANDIDATE)) {
    const url = trimUrl(match[0]);
    if (!URL.canParse(url) || match.index < at) continue;
    pieces.push(...withPlaceholders(line.slice(at, match.index)));
    pieces.push({ kind: 'link', n: links.length, url });
    links.push(url);
    at = match.index + url.length;
  }
  pieces.push(...withPlaceholders(line.slice(at)));
  return pieces;
}

export type ParsedContent = { paragraphs: Paragraph[]; links: string[] };

/** The content's paragraphs and its links in order. */
export function parseContent(content: string): ParsedContent {
  const links: string[] = [];
  const paragraphs: Paragraph[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) paragraphs.push(current.map((line) => parseLine(line, links)));
    current = [];
  };
  for (const line of content.replace(/\r\n?/g, '\n').split('\n')) {
    if (line.trim() === '') flush();
    else current.push(line.trimEnd());
  }
  flush();
  return { paragraphs, links };
}

/** The URLs a campaign's e-mails link to, in order: the only targets of its click redirect. */
export const campaignLinks = (content: string) => parseContent(content).links;

/** A single line of text (a subject) split into its placeholders. */
export const parseSubject = (subject: string): Line => withPlaceholders(subject.replace(/[\r\n]+/g, ' '));
