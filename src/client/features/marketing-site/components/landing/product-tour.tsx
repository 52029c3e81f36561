import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogHeader } from '@client/components/ui/dialog';
import { useT } from '@client/i18n/use-t';

/** Screens of the real app, photographed by scripts/tour-screenshots.mjs. */
const steps = (t: ReturnType<typeof useT>) => [
  {
    image: '/tour/sign-up.jpg',
    title: t('marketing-site.tour.signUpTitle'),
    text: t('marketing-site.tour.signUpText'),
  },
  {
    image: '/tour/dashboard.jpg',
    title: t('marketing-site.tour.dashboardTitle'),
    text: t('marketing-site.tour.dashboardText'),
  },
  {
    image: '/tour/company.jpg',
    title: t('marketing-site.tour.companyTitle'),
    text: t('marketing-site.tour.companyText'),
  },
  {
    image: '/tour/services.jpg',
    title: t('marketing-site.tour.servicesTitle'),
    text: t('marketing-site.tour.servicesText'),
  },
  { image: '/tour/quotes.jpg', title: t('marketing-site.tour.quotesTitle'), text: t('marketing-site.tour.quotesText') },
  {
    image: '/tour/invoices.jpg',
    title: t('marketing-site.tour.invoicesTitle'),
    text: t('marketing-site.tour.invoicesText'),
  },
  { image: '/tour/portal.jpg', title: t('marketing-site.tour.portalTitle'), text: t('marketing-site.tour.portalText') },
];

/** Watch Demo: a short walk through screenshots of the real product. Loaded only when opened. */
export default function ProductTour({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const all = steps(t);
  const step = all[index];
  const last = index === all.length - 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="4xl"
        onKeyDown={(e) => {
          if (e.key === 'ArrowRight' && !last) setIndex(index + 1);
          if (e.key === 'ArrowLeft' && index > 0) setIndex(index - 1);
        }}
      >
        <DialogHeader
          title={t('marketing-site.tour.title')}
          description={t('marketing-site.tour.step', { number: index + 1, count: all.length, title: step.title })}
        />
        <figure>
          <img
            src={step.image}
            alt={t('marketing-site.tour.screenshot', { title: step.title })}
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
            {all.map((s, i) => (
              <span
                key={s.image}
                className={`size-2 rounded-full ${i === index ? 'bg-brand-700' : 'bg-slate-300 dark:bg-slate-700'}`}
              />
            ))}
          </div>
          <div className="flex gap-2">
            <Button variant="outline" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              <ChevronLeft /> {t('ui.previous')}
            </Button>
            {last ? (
              <Button asChild>
                <Link to="/auth?tab=register">{t('marketing-site.startFreeTrial')}</Link>
              </Button>
            ) : (
              <Button onClick={() => setIndex(index + 1)}>
                {t('ui.next')} <ChevronRight />
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
