import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';

/** Screens of the real app, photographed by scripts/tour-screenshots.mjs. */
const steps = [
  {
    image: '/tour/sign-up.jpg',
    title: 'Sign up with your trade',
    text: 'Pick your line of business and the services you offer; they become your price list.',
  },
  {
    image: '/tour/dashboard.jpg',
    title: 'Your dashboard',
    text: 'See where your business stands and what to do next, the moment you sign in.',
  },
  {
    image: '/tour/company.jpg',
    title: 'Your company, your brand',
    text: 'Logo, contact details and services appear on every quote, invoice and portal page.',
  },
  {
    image: '/tour/services.jpg',
    title: 'Services and rates',
    text: 'Keep base rates for each service so quotes and invoices fill in by themselves.',
  },
  {
    image: '/tour/quotes.jpg',
    title: 'Quotes customers accept online',
    text: 'Send a quote by e-mail with its PDF; the customer accepts it with a typed name, and it becomes an invoice in one click.',
  },
  {
    image: '/tour/invoices.jpg',
    title: 'Invoices that get paid',
    text: 'E-mail invoices with a PDF, see who opened them, and let reminders chase what is overdue.',
  },
  {
    image: '/tour/portal.jpg',
    title: 'A portal for every customer',
    text: 'Each customer has a private link to their balance, invoices and quotes, with nothing to sign up for.',
  },
];

/** Watch Demo: a short walk through screenshots of the real product. Loaded only when opened. */
export default function ProductTour({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [index, setIndex] = useState(0);
  const step = steps[index];
  const last = index === steps.length - 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="4xl"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' && !last) setIndex(index + 1);
          if (e.key === 'ArrowLeft' && index > 0) setIndex(index - 1);
        }}
      >
        <DialogHeader title="Product tour" description={`Step ${index + 1} of ${steps.length}: ${step.title}`} />
        <figure>
          <img
            src={step.image}
            alt={`Screenshot: ${step.title}`}
            width={1200}
            height={750}
            className="aspect-[8/5] w-full rounded-lg border bg-slate-100 object-cover object-top dark:bg-slate-900"
          />
          <figcaption className="mt-3">
            <span className="block font-semibold">{step.title}</span>
            <span className="text-sm text-muted">{step.text}</span>
          </figcaption>
        </figure>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex gap-1.5" aria-hidden>
            {steps.map((s, i) => (
              <span
                key={s.image}
                className={`size-2 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-700'}`}
              />
            ))}
          </div>
          <div className="flex gap-2">
            <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              <ChevronLeft /> Previous
            </Button>
            {last ? (
              <Button asChild>
                <Link to="/auth?tab=register">Start free trial</Link>
              </Button>
            ) : (
              <Button onClick={() => setIndex(index + 1)}>
                Next <ChevronRight />
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
