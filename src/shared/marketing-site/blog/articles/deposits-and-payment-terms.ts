import type { BlogPost } from '../types';

export const depositsAndPaymentTerms: BlogPost = {
  slug: 'deposits-and-payment-terms-for-bigger-jobs',
  title: 'Deposits, Progress Billing and Payment Terms for Bigger Jobs',
  excerpt:
    'Large projects tie up your money in materials and labor long before the final invoice. How to use deposits, progress payments and clear terms to protect your cash flow without scaring customers away.',
  author: 'Sarah Lindqvist',
  authorRole: 'Finance and Payments',
  date: '2026-08-04',
  category: 'Invoicing',
  featured: false,
  body: [
    {
      paragraphs: [
        'A weekly lawn service can be invoiced after each visit without much risk. A patio installation, a full bathroom repipe or a commercial cleaning contract is different. You may spend thousands on materials and weeks of labor before the job is finished. If you wait until the end to invoice, you are effectively lending the customer money, and if something goes wrong, you carry the loss.',
      ],
    },
    {
      heading: 'Ask for a deposit',
      paragraphs: [
        'A deposit, collected when the customer accepts the quote, covers your upfront costs and confirms that the customer is serious. Many businesses ask for enough to cover materials, and some states limit how much a contractor may collect upfront for certain kinds of home-improvement work, so check the rules where you operate.',
        'Present the deposit as a normal part of doing business rather than a sign of distrust. Stating it clearly on the quote, along with what it pays for, makes it feel routine.',
      ],
    },
    {
      heading: 'Bill in stages for longer projects',
      paragraphs: [
        'For work that takes more than a week or two, progress billing keeps cash coming in as the job advances. Tie each payment to a visible milestone that both you and the customer can verify.',
      ],
      list: [
        'Deposit on acceptance of the quote.',
        'A progress payment when a defined stage is complete, such as demolition finished or rough-in inspected.',
        'The final payment on completion and the customer\u2019s walkthrough.',
      ],
    },
    {
      heading: 'Write terms customers understand',
      paragraphs: [
        'Your payment terms should answer three questions in plain language: how much is due, when it is due and how to pay. \u201cPayment due within 15 days of the invoice date\u201d is clearer than \u201cNet 15\u201d for most homeowners. If you charge a late fee, say so upfront, make it reasonable and make sure it complies with local law.',
        'Put the terms on the quote, on every invoice and, for larger jobs, in a simple written agreement that the customer signs or accepts online.',
      ],
    },
    {
      heading: 'Make each payment easy',
      paragraphs: [
        'Send each stage as its own invoice with a link to pay online, so the customer can pay by card in a minute. Keep a clear record of what has been paid and what remains, and share it with the customer so the final invoice holds no surprises.',
      ],
    },
    {
      heading: 'When a payment is late',
      paragraphs: [
        'If a progress payment is late, address it before starting the next stage. A polite conversation usually solves it, but it is reasonable to pause work until the account is current, as long as your agreement says so. Continuing to buy materials for a customer who has stopped paying only increases the amount at risk.',
        'Deposits and progress billing are not about mistrust. They keep your business healthy enough to finish every job well, which is exactly what your customers want.',
      ],
    },
  ],
};
