import { useT } from '@client/i18n/use-t';

export function Testimonials() {
  const t = useT();
  const quotes = [
    { text: t('marketing-site.quotes.marcus'), name: 'Marcus T.', business: t('marketing-site.quotes.marcusBusiness') },
    { text: t('marketing-site.quotes.alicia'), name: 'Alicia R.', business: t('marketing-site.quotes.aliciaBusiness') },
    { text: t('marketing-site.quotes.dev'), name: 'Dev P.', business: t('marketing-site.quotes.devBusiness') },
  ];
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="defer-render scroll-mt-20 bg-card px-4 py-16 sm:py-20"
    >
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
        {t('marketing-site.quotes.title')}
      </h2>
      <ul className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
        {quotes.map((q) => (
          <li key={q.name}>
            <figure className="h-full rounded-xl border p-6">
              <blockquote className="leading-relaxed">“{q.text}”</blockquote>
              <figcaption className="mt-4 text-sm">
                <span className="font-semibold">{q.name}</span>
                <span className="block text-muted">{q.business}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
