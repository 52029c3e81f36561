import { CalendarCheck, CreditCard, FileText, Megaphone, Store, Users } from 'lucide-react';

const features = [
  {
    icon: FileText,
    title: 'Quotes & invoices',
    text: 'Professional quotes and invoices with your logo, sent by e-mail with a PDF in seconds. Totals and numbering are done for you.',
  },
  {
    icon: CreditCard,
    title: 'Online card payments',
    text: 'Customers pay from their portal with a card. You see the payment the moment it lands, and overdue reminders go out on their own.',
  },
  {
    icon: Users,
    title: 'Customer portal',
    text: 'Every customer gets a private link to their invoices, quotes and next visit, and accepts quotes with one click.',
  },
  {
    icon: CalendarCheck,
    title: 'Scheduling & job tracking',
    text: 'Plan the week on a calendar, track each job from start to finish, with tasks and notes for the crew.',
  },
  {
    icon: Megaphone,
    title: 'E-mail campaigns',
    text: 'Seasonal offers and maintenance reminders to the right customers, with opens and clicks counted.',
  },
  {
    icon: Store,
    title: 'Your own storefront',
    text: 'A booking page on your own domain that turns visitors into leads while you are out on a job.',
  },
];

export function FeatureGrid() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="defer-render mx-auto max-w-6xl scroll-mt-20 px-4 py-16 sm:py-20"
    >
      <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
        Everything the office needs, nothing it doesn't
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-muted">
        Built for owners who would rather be on the job than at the desk.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-xl border bg-card p-6">
            <Icon className="size-8 text-brand-700 dark:text-brand-500" aria-hidden />
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-muted">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
