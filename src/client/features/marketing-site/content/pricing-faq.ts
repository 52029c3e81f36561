export type FaqItem = { question: string; answer: string };

/** The six questions of /pricing; trial length and fee come from the plans endpoint when it has answered. */
export function pricingFaq({ trialDays, fee }: { trialDays?: number; fee?: string }): FaqItem[] {
  const trial = trialDays ? `${trialDays}-day free trial` : 'free trial';
  const feeText = fee ? `a ${fee} platform fee` : 'a small platform fee';
  return [
    {
      question: 'How does the free trial work?',
      answer: `Create an account and you get the ${trial} with every feature included. You do not need a credit card to start. Before the trial ends, choose the plan that fits your business to keep going; your customers, quotes and invoices stay exactly where they are.`,
    },
    {
      question: 'Do I need a credit card to sign up?',
      answer:
        'No. You only enter payment details when you subscribe to a plan. If you decide Crewdesk is not for you, simply let the trial end and you will not be charged.',
    },
    {
      question: 'Can I change my plan later?',
      answer:
        'Yes. You can upgrade or downgrade at any time from your account. Plan changes take effect immediately, and the price is prorated, so you only pay for what you use.',
    },
    {
      question: 'What payment methods do you accept?',
      answer:
        'We accept all major credit cards. ACH bank transfers are available for annual plans. Card payments are processed by our PCI-compliant card payment provider; we never store your card number.',
    },
    {
      question: 'Are there any fees on the payments my customers make?',
      answer: `When your customers pay an invoice online through Crewdesk, ${feeText} applies to each processed payment. There are no setup fees and no fees on invoices your customers pay by cash or check.`,
    },
    {
      question: 'Can I cancel at any time, and what happens to my data?',
      answer:
        'You can cancel whenever you like; there are no long-term contracts on monthly plans. Your data is yours: you can export it from your account settings at any time, before or after canceling, and you can ask us to delete your account and its data.',
    },
  ];
}
