import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';

export function Hero({ trialDays, onWatchDemo }: { trialDays: number; onWatchDemo: () => void }) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-transparent px-4 pb-16 pt-14 text-center dark:from-brand-800/25 sm:pb-24 sm:pt-20">
      <Link
        to="/customer-storefronts"
        className="inline-flex items-center gap-2 rounded-full border border-brand-600/40 bg-card px-3 py-1 text-sm font-medium text-brand-800 hover:border-brand-600 dark:text-brand-100"
      >
        New: storefronts that take bookings for you <ArrowRight className="size-4" aria-hidden />
      </Link>
      <h1 className="mx-auto mt-6 max-w-4xl text-4xl font-extrabold tracking-tight sm:text-6xl">
        Run your service business from <span className="text-brand-700 dark:text-brand-500">one place</span>
      </h1>
      <p className="mx-auto mt-5 max-w-2xl text-lg text-muted">
        Quotes, invoices, card payments, scheduling and marketing for landscapers, pool pros, electricians, plumbers,
        HVAC techs, cleaners and handymen. Get paid faster and spend your evenings off the paperwork.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/auth">Try It Free</Link>
        </Button>
        <Button size="lg" variant="outline" onClick={onWatchDemo}>
          <PlayCircle /> Watch Demo
        </Button>
      </div>
      <p className="mt-4 text-sm text-muted">{trialDays}-day free trial · No credit card required · Cancel anytime</p>
    </section>
  );
}
