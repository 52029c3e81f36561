import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { createContext, useContext, type ReactNode } from 'react';
import { defaultSiteInfo, type SiteInfo } from '../../../shared/site-settings/site-settings.schemas';
import type { Language } from '../../../shared/account/preference-values';
import { mailerText } from './email-text';

/**
 * The site's name and support address from Site Settings, given by the mailer as it renders each message, so the
 * frame and any template (`<SiteName />`) carry today's values.
 */
export const SiteBrandContext = createContext<SiteInfo>(defaultSiteInfo);

/** The site's name as Site Settings names it. */
export function SiteName() {
  return <>{useContext(SiteBrandContext).siteName}</>;
}

/** The frame's look, shared with the variants of other features (a campaign's, branded with the business). */
export const emailStyles = {
  body: { backgroundColor: '#f4f5f7', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  card: { backgroundColor: '#ffffff', borderRadius: 8, margin: '0 auto', maxWidth: 560, padding: 32 },
  brand: { color: '#0f766e', fontSize: 18, fontWeight: 700, margin: '0 0 16px' },
  heading: { color: '#111827', fontSize: 22, margin: '0 0 12px' },
  text: { color: '#374151', fontSize: 15, lineHeight: '24px' },
  button: { backgroundColor: '#0f766e', borderRadius: 6, color: '#ffffff', fontWeight: 600, padding: '12px 20px' },
  footer: { color: '#6b7280', fontSize: 12, lineHeight: '18px' },
};
const styles = emailStyles;

export function EmailText({ children }: { children: ReactNode }) {
  return <Text style={styles.text}>{children}</Text>;
}

export function EmailButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '24px 0' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}

/**
 * The frame every e-mail of the product shares; `language` (English by default) is the one its texts are in: a
 * business writes to its customers in the business's language.
 */
export function EmailLayout(props: {
  preview: string;
  heading: string;
  children: ReactNode;
  footer?: ReactNode;
  language?: Language;
}) {
  const site = useContext(SiteBrandContext);
  const language = props.language ?? 'en';
  const t = mailerText(language);
  return (
    <Html lang={language}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.card}>
          <Text style={styles.brand}>{site.siteName}</Text>
          <Heading as="h1" style={styles.heading}>
            {props.heading}
          </Heading>
          {props.children}
          <Hr />
          <Text style={styles.footer}>{props.footer ?? t('mailer.footer', { siteName: site.siteName })}</Text>
          <Text style={styles.footer}>{t('mailer.questions', { supportEmail: site.supportEmail })}</Text>
        </Container>
      </Body>
    </Html>
  );
}
