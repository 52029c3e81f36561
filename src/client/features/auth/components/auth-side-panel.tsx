import { BarChart3, Building2, Users, Wrench } from 'lucide-react';

const features = [
  { icon: Building2, title: 'Company profiles', text: 'Your brand, services and rates in one place.' },
  { icon: Wrench, title: 'Service management', text: 'Jobs and appointments, scheduled and tracked.' },
  { icon: Users, title: 'Customer relations', text: 'Every customer, quote and invoice at hand.' },
  { icon: BarChart3, title: 'Business analytics', text: 'Know your revenue and what is still owed.' },
];

/** The marketing copy beside the sign-in forms, on desktop only. */
export function AuthSidePanel() {
  return (
    <aside className="hidden flex-col justify-center bg-brand-800 p-12 text-white lg:flex">
      <h2 className="text-3xl font-bold">Grow Your Service Business</h2>
      <p className="mt-3 max-w-md text-brand-100">
        The complete platform for managing customers, invoices, quotes and marketing campaigns.
      </p>
      <ul className="mt-8 space-y-5">
        {features.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon className="mt-0.5 size-5 shrink-0 text-accent-400" aria-hidden />
            <div>
              <p className="font-semibold">{title}</p>
              <p className="text-sm text-brand-100">{text}</p>
            </div>
          </li>
        ))}
      </ul>
      <figure className="mt-10 max-w-md rounded-xl bg-white/10 p-5">
        <blockquote className="text-sm leading-relaxed">
          “I used to spend Sunday nights on invoices. Now quotes go out from the truck and customers pay the same day.”
        </blockquote>
        <figcaption className="mt-3 text-sm font-semibold">Marcus T., owner of a landscaping business</figcaption>
      </figure>
    </aside>
  );
}
