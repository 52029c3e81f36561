import { CheckCircle2 } from 'lucide-react';

const points = [
  'Send a quote from the driveway and have it accepted before you leave.',
  'Turn an accepted quote into an invoice in one click, with the same items.',
  'Let card payments and automatic reminders collect what you are owed.',
  'Bring customers back every season with campaigns that write themselves.',
];

export function GrowthSection() {
  return (
    <section aria-labelledby="growth-title" className="defer-render bg-brand-800 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 sm:py-20">
        <div>
          <h2 id="growth-title" className="text-3xl font-bold tracking-tight">
            Grow without hiring an office manager
          </h2>
          <p className="mt-4 text-brand-100">
            Crewdesk takes the busywork off your plate: the quoting, the chasing, the reminding. You keep the customer
            relationships and the weekends.
          </p>
        </div>
        <ul className="space-y-4">
          {points.map((p) => (
            <li key={p} className="flex gap-3">
              <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
