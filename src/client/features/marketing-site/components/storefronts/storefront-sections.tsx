import { storefrontExamples, storefrontFeatures, storefrontSteps } from '../../content/storefronts';
import { SectionHeading } from '../common/section-heading';
import { useT } from '@client/i18n/use-t';

const iconBox =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100';

export function StorefrontFeatures() {
  const t = useT();
  return (
    <section aria-labelledby="sf-features" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="sf-features"
        eyebrow={t('marketing-site.nav.features')}
        title={t('marketing-site.storefronts.featuresTitle')}
      >
        {t('marketing-site.storefronts.featuresLead')}
      </SectionHeading>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {storefrontFeatures(t).map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-xl border bg-card p-6 shadow-sm">
            <span className={iconBox}>
              <Icon className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

export function StorefrontSteps() {
  const t = useT();
  return (
    <section aria-labelledby="sf-steps" className="border-y bg-white py-16 dark:bg-slate-950/40">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading
          id="sf-steps"
          eyebrow={t('marketing-site.storefronts.how')}
          title={t('marketing-site.storefronts.stepsTitle')}
        >
          {t('marketing-site.storefronts.stepsLead')}
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {storefrontSteps(t).map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5 lg:block">
              <span
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold lg:mt-3">
                  <span className="sr-only">{t('marketing-site.storefronts.stepNumber', { number: index + 1 })} </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function StorefrontExamples() {
  const t = useT();
  return (
    <section aria-labelledby="sf-examples" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading
        id="sf-examples"
        eyebrow={t('marketing-site.storefronts.examples')}
        title={t('marketing-site.storefronts.examplesTitle')}
      >
        {t('marketing-site.storefronts.examplesLead')}
      </SectionHeading>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {storefrontExamples(t).map(({ icon: Icon, business, use }) => (
          <li key={business} className="flex gap-4 rounded-xl border bg-card p-5">
            <span className={iconBox}>
              <Icon className="size-5" aria-hidden />
            </span>
            <div>
              <h3 className="font-semibold">{business}</h3>
              <p className="mt-1 text-sm text-muted">{use}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
