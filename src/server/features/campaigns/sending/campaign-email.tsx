import { Body, Container, Head, Hr, Html, Img, Link, Preview, Text } from '@react-email/components';
import { Fragment } from 'react';
import type { CampaignPlaceholder } from '../../../../shared/campaigns/campaign-values';
import { emailStyles as styles } from '../../../lib/mailer/email-layout';
import type { Line, Paragraph } from './campaign-content';

/** What differs from one recipient to the next: each is a slot, filled per recipient (always as text). */
export type Slot =
  | { kind: 'value'; key: CampaignPlaceholder }
  | { kind: 'click'; n: number }
  | { kind: 'open' }
  | { kind: 'unsubscribe' }
  | { kind: 'preheader' };

/** The business as its campaigns show it. */
export type CampaignBrand = { name: string; logoUrl: string | null; address: string | null };

export type CampaignEmailProps = {
  paragraphs: Paragraph[];
  brand: CampaignBrand;
  /** The text standing for a slot: a marker when the frame is rendered once, the value itself otherwise. */
  slot: (slot: Slot) => string;
  /** Without it (a test e-mail) links go straight to their URL and no open is counted. */
  tracked: boolean;
};

const link = { color: '#0f766e', textDecoration: 'underline' };
const logo = { display: 'block', margin: '0 0 16px', maxHeight: 48, maxWidth: 200 };

function LineOf({ line, slot, tracked }: { line: Line } & Pick<CampaignEmailProps, 'slot' | 'tracked'>) {
  return line.map((piece, i) =>
    piece.kind === 'text' ? (
      <Fragment key={i}>{piece.text}</Fragment>
    ) : piece.kind === 'placeholder' ? (
      <Fragment key={i}>{slot({ kind: 'value', key: piece.key })}</Fragment>
    ) : (
      <Link key={i} href={tracked ? slot({ kind: 'click', n: piece.n }) : piece.url} style={link}>
        {piece.url}
      </Link>
    ),
  );
}

/**
 * A campaign's e-mail in the product's frame, branded with the business (its logo when it has one, its name), with
 * the footer the law asks of marketing e-mail: who sends it, their postal address, why the customer gets it, and a
 * way out.
 */
export function CampaignEmail({ paragraphs, brand, slot, tracked }: CampaignEmailProps) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{slot({ kind: 'preheader' })}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          {brand.logoUrl ? <Img src={brand.logoUrl} alt={brand.name} style={logo} /> : null}
          <Text style={styles.brand}>{brand.name}</Text>
          {paragraphs.map((paragraph, p) => (
            <Text key={p} style={styles.text}>
              {paragraph.map((line, l) => (
                <Fragment key={l}>
                  {l > 0 ? <br /> : null}
                  <LineOf line={line} slot={slot} tracked={tracked} />
                </Fragment>
              ))}
            </Text>
          ))}
          <Hr />
          <Text style={styles.footer}>
            {brand.name}
            {brand.address ? `, ${brand.address}` : ''}
            <br />
            You are receiving this e-mail because you are a customer of {brand.name}.{' '}
            <Link href={slot({ kind: 'unsubscribe' })} style={{ ...link, color: '#6b7280' }}>
              Unsubscribe
            </Link>
          </Text>
          {tracked ? <Img src={slot({ kind: 'open' })} alt="" width="1" height="1" style={{ border: 0 }} /> : null}
        </Container>
      </Body>
    </Html>
  );
}
