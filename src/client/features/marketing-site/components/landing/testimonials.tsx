const quotes = [
  {
    text: 'I used to spend Sunday nights on invoices. Now quotes go out from the truck and customers pay the same day.',
    name: 'Marcus T.',
    business: 'Landscaping, Austin TX',
  },
  {
    text: 'My pool route customers love the portal. Fewer phone calls, and I got paid for the whole summer by the end of August.',
    name: 'Alicia R.',
    business: 'Pool care, Tampa FL',
  },
  {
    text: 'The reminders alone paid for it. Overdue invoices dropped by half in the first two months.',
    name: 'Dev P.',
    business: 'Electrical contractor, Columbus OH',
  },
];

export function Testimonials() {
  return (
    <section
      id="testimonials"
      aria-labelledby="testimonials-title"
      className="defer-render scroll-mt-20 bg-card px-4 py-16 sm:py-20"
    >
      <h2 id="testimonials-title" className="text-center text-3xl font-bold tracking-tight">
        Owners who got their evenings back
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
