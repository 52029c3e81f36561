import type { BlogPost } from '../types';

export const invoicingHabits: BlogPost = {
  slug: 'invoicing-habits-that-get-you-paid-faster',
  title: 'Seven Invoicing Habits That Get You Paid Faster',
  excerpt:
    'Late payments are rarely about customers refusing to pay. They are about invoices that arrive late, are hard to understand or are awkward to pay. Seven habits that shorten the wait between finishing the job and seeing the money.',
  author: 'James Whitfield',
  authorRole: 'Product Manager, Invoicing',
  date: '2026-10-27',
  category: 'Invoicing',
  featured: false,
  body: [
    {
      paragraphs: [
        'Every service-business owner has a list of invoices that should have been paid by now. Chasing them costs time, strains relationships and makes it hard to plan for payroll and supplies. The good news is that most late payments are preventable. Customers usually pay late because the invoice came late, was unclear, or was inconvenient to pay, not because they do not intend to pay at all.',
      ],
    },
    {
      heading: '1. Invoice the day the job is done',
      paragraphs: [
        'The best time to send an invoice is while the customer is still looking at the freshly cut lawn or the new water heater. An invoice that arrives two weeks later competes with everything else in their inbox, and the value of the work already feels distant. Make sending the invoice part of finishing the job, ideally from your phone before you leave the driveway.',
      ],
    },
    {
      heading: '2. Be specific about what was done',
      paragraphs: [
        'A single line that says \u201cservices\u201d invites questions, and questions delay payment. List the work in plain words, with quantities and rates: the hours, the parts, the square footage, the number of visits. When a customer can see exactly what they are paying for, there is nothing to clarify.',
      ],
    },
    {
      heading: '3. Agree on payment terms before you start',
      paragraphs: [
        'Terms printed on an invoice for the first time are a surprise. Put your payment terms on the quote, mention them when the customer accepts, and repeat them on the invoice. For residential work, payment on completion or within a few days is common; commercial customers may expect longer terms, which you can price in.',
      ],
    },
    {
      heading: '4. Make paying easy',
      paragraphs: [
        'Every extra step between reading the invoice and paying it is a chance to put it off. Let customers pay online by card from a link in the invoice e-mail. Many people who would leave a paper invoice on the counter for a week will pay in a minute when the button is right there.',
      ],
    },
    {
      heading: '5. Send reminders before and after the due date',
      paragraphs: [
        'A friendly note a few days before the due date is not pushy; it is a service. Follow with a reminder on the due date and another a week after. Keep the tone neutral and include the payment link every time. Automating these reminders means they go out consistently, even in your busiest weeks.',
      ],
    },
    {
      heading: '6. Use deposits for larger jobs',
      paragraphs: [
        'For jobs with significant material costs or several days of work, ask for a deposit when the quote is accepted. It covers your costs, confirms the customer\u2019s commitment and reduces the balance you might have to chase.',
      ],
    },
    {
      heading: '7. Review your receivables every week',
      paragraphs: [
        'Set a fixed fifteen minutes each week to look at what is outstanding: what is due soon, what is overdue and by how long. Call rather than e-mail anyone more than a couple of weeks late. A short, polite conversation usually uncovers a simple reason, such as a lost e-mail or a question about one line item, that is easy to fix.',
        'None of these habits takes long on its own. Together they turn invoicing from a chore you put off into a routine that keeps cash flowing.',
      ],
    },
  ],
};
