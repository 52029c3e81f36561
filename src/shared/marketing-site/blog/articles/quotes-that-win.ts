import type { BlogPost } from '../types';

export const quotesThatWin: BlogPost = {
  slug: 'quotes-that-win-more-jobs',
  title: 'Quotes That Win: Turning Estimates into Booked Jobs',
  excerpt:
    'A quote is often the first piece of your work a customer sees. Speed, clarity and a simple way to say yes can matter as much as the price. How to write quotes that get accepted.',
  author: 'Maria Delgado',
  authorRole: 'Customer Success Lead',
  date: '2026-08-18',
  category: 'Business Growth',
  featured: false,
  body: [
    {
      paragraphs: [
        'Homeowners and property managers rarely ask only one business for a price. Your quote sits next to two or three others, and the customer decides based on more than the total. They are judging how professional you seem, how well you understood the job and how easy you will be to work with. A strong quote answers all three questions before the customer has to ask.',
      ],
    },
    {
      heading: 'Be first, or close to it',
      paragraphs: [
        'The business that responds first has an advantage that is hard to overcome. A customer with a problem wants it solved, and a clear quote that arrives the same day or the next morning often wins before slower competitors have even visited. If you cannot quote immediately, say when you will, and keep that promise.',
      ],
    },
    {
      heading: 'Show that you listened',
      paragraphs: [
        'Repeat the customer\u2019s own words back in the quote\u2019s description: \u201cRemove the two dead shrubs by the front walk and replace them with low-maintenance plants, as discussed.\u201d It shows that you paid attention and reduces the risk of disagreements later about what was included.',
      ],
    },
    {
      heading: 'Itemize, but keep it readable',
      paragraphs: [
        'Break the work into clear line items with quantities and rates, so the customer can see where the money goes. Avoid jargon and internal codes. If there are options, such as a standard and a premium material, list them separately so the customer can choose rather than asking for another quote.',
      ],
      list: [
        'A short summary of the work at the top.',
        'Line items with quantity, rate and amount.',
        'Taxes, discounts and the total, clearly separated.',
        'What is not included, so there are no surprises.',
        'How long the price is valid, typically thirty days.',
      ],
    },
    {
      heading: 'Make saying yes effortless',
      paragraphs: [
        'The easiest quote to accept is one with an Accept button. When the customer can approve it online from the e-mail, you remove the back-and-forth of phone calls and signed paper. Once it is accepted, turning the quote into a scheduled job, and later an invoice, should take a click rather than retyping everything.',
      ],
    },
    {
      heading: 'Follow up without pestering',
      paragraphs: [
        'Many quotes are not declined; they are forgotten. A polite follow-up two or three days after sending, and again shortly before the quote expires, recovers a surprising number of jobs. Ask whether the customer has any questions rather than pushing for a decision.',
        'Keep track of which quotes you win and lose, and why. Over time you will learn which kinds of jobs you win most often and where your prices or descriptions need work. A quote is a sales document; treat it with the same care as the job itself, and it will keep your calendar full.',
      ],
    },
  ],
};
