const steps = [
  { title: 'Sign up free', text: 'Create your account in a minute. No credit card.' },
  { title: 'Set up your company', text: 'Add your logo, contact details and the services you offer.' },
  { title: 'Add your customers', text: 'Type them in or import a spreadsheet you already have.' },
  { title: 'Quote the job', text: 'Send a professional quote the customer accepts online.' },
  { title: 'Invoice and get paid', text: 'Invoice in one click; customers pay by card from their portal.' },
  { title: 'Grow', text: 'Schedule, market and read your numbers as the business grows.' },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="defer-render mx-auto max-w-6xl px-4 py-16 sm:py-20">
      <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight">
        Up and running in an afternoon
      </h2>
      <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((s, i) => (
          <li key={s.title} className="flex gap-4 rounded-xl border bg-card p-5">
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
