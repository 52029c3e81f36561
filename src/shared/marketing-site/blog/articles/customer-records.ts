import type { BlogPost } from '../types';

export const customerRecords: BlogPost = {
  slug: 'customer-records-that-win-repeat-work',
  title: 'Customer Records That Win Repeat Work',
  excerpt:
    'The details you remember about a customer are worth money, but only if they are written down where you and your crew can find them. What to record, where to keep it and how to use it to turn one-time jobs into regular customers.',
  author: 'Priya Raman',
  authorRole: 'Head of Customer Experience',
  date: '2026-10-13',
  category: 'Customer Management',
  featured: false,
  body: [
    {
      paragraphs: [
        'Repeat customers are the foundation of a healthy service business. They cost nothing to win again, they refer their neighbors and they are more forgiving when a rainy week pushes their appointment. Yet many owners keep what they know about customers scattered across text threads, paper notebooks and memory. That works until you are busy, hire help or try to remember which customer wanted the side gate closed because of the dog.',
      ],
    },
    {
      heading: 'What to record for every customer',
      paragraphs: [
        'Start with the basics and add to them with every visit. A good customer record answers the questions you or a crew member would otherwise have to ask again.',
      ],
      list: [
        'Name, phone, e-mail and the service address, plus the billing address if it differs.',
        'Access details: gate codes, where to park, pets, which door to use.',
        'Preferences: preferred days and times, how they like to be contacted, anything they have asked you to do or avoid.',
        'History: every quote, job and invoice, with dates and amounts.',
        'Equipment and site notes: the age of the pool pump, the model of the furnace, the type of grass.',
      ],
    },
    {
      heading: 'Keep it in one place',
      paragraphs: [
        'The most useful customer record is the one everyone can reach from the job site. When quotes, invoices and notes live alongside the customer\u2019s contact details, you can answer a question on the phone in seconds, and a crew member can arrive prepared without calling you first.',
        'One place also means one version of the truth. If a customer moves or changes their e-mail address, you update it once and the next invoice goes to the right inbox.',
      ],
    },
    {
      heading: 'Use your records to plan the next job',
      paragraphs: [
        'Good records do more than help you remember. They show you who is due for service. A customer whose gutters you cleaned last autumn will probably need it again; a family whose air conditioner you tuned up in April will appreciate a reminder before summer. Looking through your history once a month for customers you have not seen in a while is one of the cheapest ways to fill your calendar.',
        'Records also show you who your best customers are. Sort by total invoiced over the past year, and you will usually find a small group that makes up a large share of your revenue. Those customers deserve a thank-you, first choice of appointment times and a call when you have a new service to offer.',
      ],
    },
    {
      heading: 'Give customers access to their own information',
      paragraphs: [
        'A customer portal, where each customer can see their quotes, invoices and payments through a private link, saves you phone calls and builds trust. Customers can check what they owe, download a receipt for their records and pay an outstanding invoice without waiting for office hours.',
      ],
    },
    {
      heading: 'Respect the trust customers place in you',
      paragraphs: [
        'Customer information is valuable to thieves as well as to you. Keep it in a system that requires a password, never share a spreadsheet of customer details by e-mail, and only collect what you need to serve the customer well. When a customer asks you to delete their information, do it promptly. Handled with care, your customer records become one of the most valuable assets your business owns.',
      ],
    },
  ],
};
