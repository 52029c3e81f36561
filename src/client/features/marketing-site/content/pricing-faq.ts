import type { useT } from '@client/i18n/use-t';

export type FaqItem = { question: string; answer: string };

/** The six questions of /pricing; trial length and fee come from the plans endpoint when it has answered. */
export function pricingFaq(
  t: ReturnType<typeof useT>,
  { trialDays, fee }: { trialDays?: number; fee?: string },
): FaqItem[] {
  return [
    {
      question: t('marketing-site.faq.trialQuestion'),
      answer: t('marketing-site.faq.trialAnswer', { days: trialDays ? String(trialDays) : 'none' }),
    },
    { question: t('marketing-site.faq.cardQuestion'), answer: t('marketing-site.faq.cardAnswer') },
    { question: t('marketing-site.faq.changeQuestion'), answer: t('marketing-site.faq.changeAnswer') },
    { question: t('marketing-site.faq.methodsQuestion'), answer: t('marketing-site.faq.methodsAnswer') },
    {
      question: t('marketing-site.faq.feesQuestion'),
      answer: t('marketing-site.faq.feesAnswer', { fee: fee ?? 'none' }),
    },
    { question: t('marketing-site.faq.cancelQuestion'), answer: t('marketing-site.faq.cancelAnswer') },
  ];
}
