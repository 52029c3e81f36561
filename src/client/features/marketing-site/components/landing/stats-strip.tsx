const stats = [
  { value: '500+', label: 'service businesses' },
  { value: '$2M+', label: 'revenue processed' },
  { value: '50K+', label: 'invoices sent' },
  { value: '98%', label: 'customer satisfaction' },
];

export function StatsStrip() {
  return (
    <section aria-label="Crewdesk in numbers" className="border-y bg-card">
      <dl className="mx-auto grid max-w-6xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
        {stats.map((s) => (
          <div key={s.label} className="flex flex-col">
            <dt className="text-sm text-muted">{s.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-700 dark:text-brand-500">{s.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
