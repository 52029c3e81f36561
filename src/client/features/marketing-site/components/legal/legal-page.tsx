import { Trans } from '@lingui/react';
import { format, parseISO } from 'date-fns';
import { Link } from 'react-router';
import type { LegalDocument, LegalSection } from '../../content/legal-types';
import { PublicLayout } from '../public-layout';
import { LinkifiedText } from './linkified-text';
import { useT } from '@client/i18n/use-t';

function TableOfContents({ sections }: { sections: LegalSection[] }) {
  const t = useT();
  return (
    <nav aria-labelledby="toc-heading" className="rounded-xl border bg-card p-5 lg:sticky lg:top-24">
      <h2 id="toc-heading" className="text-sm font-semibold uppercase tracking-wide">
        {t('marketing-site.legal.contents')}
      </h2>
      <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm marker:text-muted">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline dark:text-slate-300 dark:hover:text-brand-100"
            >
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Section({ section, number }: { section: LegalSection; number: number }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24 space-y-3">
      <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight text-slate-900 dark:text-white">
        {number}. {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>
          <LinkifiedText text={paragraph} />
        </p>
      ))}
      {section.list && (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-700 dark:marker:text-brand-500">
          {section.list.map((item) => (
            <li key={item.slice(0, 48)}>
              <LinkifiedText text={item} />
            </li>
          ))}
        </ul>
      )}
      {section.after?.map((paragraph) => (
        <p key={paragraph.slice(0, 48)}>
          <LinkifiedText text={paragraph} />
        </p>
      ))}
    </section>
  );
}

/** Terms of Service and Privacy Policy: title, last-updated date, contents and numbered sections. */
export function LegalPage({
  document: doc,
  related,
}: {
  document: LegalDocument;
  related: { to: string; label: string };
}) {
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
        <header className="max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{doc.title}</h1>
          <p className="mt-3 text-sm text-muted">
            <Trans
              id="marketing-site.legal.updated"
              values={{ date: format(parseISO(doc.lastUpdated), 'MMM dd, yyyy') }}
              components={{ time: <time dateTime={doc.lastUpdated} /> }}
            />
          </p>
          <p className="mt-5 text-lg text-slate-700 dark:text-slate-200">{doc.summary}</p>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <aside>
            <TableOfContents sections={doc.sections} />
          </aside>
          <div className="max-w-3xl space-y-10 leading-relaxed text-slate-700 dark:text-slate-300">
            {doc.sections.map((section, index) => (
              <Section key={section.id} section={section} number={index + 1} />
            ))}
            <p className="border-t pt-6 text-sm">
              <Trans
                id="marketing-site.legal.seeAlso"
                values={{ document: related.label }}
                components={{
                  link: (
                    <Link
                      to={related.to}
                      className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-100"
                    />
                  ),
                }}
              />
            </p>
          </div>
        </div>
      </div>
    </PublicLayout>
  );
}
