import { useT } from '@client/i18n/use-t';

export function HowItWorks() {
  const t = useT();
  const steps = [
    { title: t('marketing-site.how.step1Title'), text: t('marketing-site.how.step1Text') },
    { title: t('marketing-site.how.step2Title'), text: t('marketing-site.how.step2Text') },
    { title: t('marketing-site.how.step3Title'), text: t('marketing-site.how.step3Text') },
    { title: t('marketing-site.how.step4Title'), text: t('marketing-site.how.step4Text') },
    { title: t('marketing-site.how.step5Title'), text: t('marketing-site.how.step5Text') },
    { title: t('marketing-site.how.step6Title'), text: t('marketing-site.how.step6Text') },
  ];
  return (
    <section aria-labelledby="how-title" className="defer-render mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
        {t('marketing-site.how.title')}
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((s, i) => (
          <li key={i} className="flex gap-4 rounded-xl border bg-card p-5">
            <span
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              aria-hidden
            >
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold">{s.title}</h3>
              <p className="mt-1 text-sm text-muted">{s.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
