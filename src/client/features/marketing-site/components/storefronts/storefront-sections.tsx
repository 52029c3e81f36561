import { storefrontExamples, storefrontFeatures, storefrontSteps } from '../../content/storefronts';
import { SectionHeading } from '../common/section-heading';

const iconBox =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-brand-800/40 dark:text-brand-100';

export function StorefrontFeatures() {
  return (
    <section aria-labelledby="sf-features" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="sf-features" eyebrow="Features" title="A storefront that works as hard as you do">
        Everything a service business needs to be found, booked and paid online.
      </SectionHeading>
      <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {storefrontFeatures.map(({ icon: Icon, title, text }) => (
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
  return (
    <section aria-labelledby="sf-steps" className="border-y bg-white py-16 dark:bg-slate-950/40">
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="sf-steps" eyebrow="How it works" title="Live in five steps">
          From template to published page, without writing a line of code.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {storefrontSteps.map((step, index) => (
            <li key={step.title} className="flex gap-4 rounded-xl border bg-card p-5 lg:block">
              <span
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold lg:mt-3">
                  <span className="sr-only">Step {index + 1}: </span>
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
  return (
    <section aria-labelledby="sf-examples" className="mx-auto max-w-6xl px-4 py-16">
      <SectionHeading id="sf-examples" eyebrow="Examples" title="Built for businesses like yours">
        A few of the ways service businesses use their storefronts.
      </SectionHeading>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {storefrontExamples.map(({ icon: Icon, business, use }) => (
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
