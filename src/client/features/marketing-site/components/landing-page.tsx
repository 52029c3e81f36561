import { ArrowRight, CalendarCheck, CreditCard, FileText, Megaphone, Store, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '@client/components/brand/logo';
import { Button } from '@client/components/ui/button';
import { useDocumentTitle } from '@client/lib/use-document-title';

const features = [
  { icon: FileText, title: 'Quotes & invoices', text: 'Professional quotes and invoices sent by e-mail with a PDF, in seconds.' },
  { icon: CreditCard, title: 'Card payments', text: 'Customers pay online from their portal; you see it the moment it lands.' },
  { icon: Users, title: 'Customer portal', text: 'Every customer gets a private link to their invoices, quotes and next visit.' },
  { icon: CalendarCheck, title: 'Scheduling', text: 'Plan the week, track each job from start to finish.' },
  { icon: Megaphone, title: 'E-mail campaigns', text: 'Bring customers back with seasonal offers and reminders.' },
  { icon: Store, title: 'Your own storefront', text: 'A booking page on your own domain that turns visitors into leads.' },
];

export function LandingPage() {
  useDocumentTitle('');
  return (
    <div className="min-h-screen">
      <header className="border-b bg-card">
        <nav className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3" aria-label="Main">
          <Link to="/" aria-label="Crewdesk home">
            <Logo />
          </Link>
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost">
              <Link to="/auth?tab=login">Login</Link>
            </Button>
            <Button asChild>
              <Link to="/auth?tab=register">Sign Up</Link>
            </Button>
          </div>
        </nav>
      </header>
      <main>
        <section className="bg-gradient-to-b from-brand-50 to-transparent px-4 py-16 text-center dark:from-brand-800/20 sm:py-24">
          <Link
            to="/customer-storefronts"
            className="inline-flex items-center gap-2 rounded-full border border-brand-500/40 bg-card px-3 py-1 text-sm font-medium text-brand-800 dark:text-brand-100"
          >
            New: storefronts for your customers <ArrowRight className="size-4" aria-hidden />
          </Link>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-6xl">
            Run your service business from one place
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
            Customers, quotes, invoices, card payments, scheduling and marketing for landscapers, pool pros, electricians,
            plumbers, cleaners and every trade in between. 45-day free trial, no credit card.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <Link to="/auth">Try It Free</Link>
            </Button>
          </div>
        </section>
        <section id="features" className="mx-auto grid max-w-6xl gap-6 px-4 py-16 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border bg-card p-6">
              <Icon className="size-8 text-brand-600" aria-hidden />
              <h2 className="mt-4 text-lg font-semibold">{title}</h2>
              <p className="mt-2 text-muted">{text}</p>
            </div>
          ))}
        </section>
      </main>
      <footer className="border-t px-4 py-8 text-center text-sm text-muted">
        © {new Date().getFullYear()} Crewdesk. Secure payments powered by our card payment provider.
      </footer>
    </div>
  );
}
