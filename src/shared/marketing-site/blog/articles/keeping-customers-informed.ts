import type { BlogPost } from '../types';

export const keepingCustomersInformed: BlogPost = {
  slug: 'keeping-customers-informed',
  title: 'Keeping Customers in the Loop: Communication That Builds Trust',
  excerpt:
    'Customers rarely complain about a job that took a day longer than planned. They complain about not being told. Simple communication habits that make your business the one people recommend.',
  author: 'Priya Raman',
  authorRole: 'Head of Customer Experience',
  date: '2026-07-07',
  category: 'Customer Relations',
  featured: false,
  body: [
    {
      paragraphs: [
        'Ask homeowners what frustrates them most about hiring a service business and you will hear the same answers again and again: nobody showed up when expected, nobody called back, and the final bill was a surprise. Very few of these complaints are about the quality of the work itself. They are about communication, and that is good news, because communication is something every business can improve without new equipment or extra staff.',
      ],
    },
    {
      heading: 'Confirm every appointment',
      paragraphs: [
        'Send a confirmation when a job is booked and a reminder the day before, with the date, the arrival window and what the customer needs to do, such as unlocking a gate or clearing a driveway. Reminders reduce wasted trips, and customers appreciate knowing exactly what to expect.',
      ],
    },
    {
      heading: 'Share changes before the customer notices',
      paragraphs: [
        'Weather, sick crew members and jobs that run long are part of the trade. The difference between an understanding customer and an angry one is usually whether they heard about the delay from you, early, or discovered it by waiting at home. As soon as you know a visit will move, tell the customer and offer a new time.',
      ],
      list: [
        'Call or message as soon as you know, not when you were due to arrive.',
        'Explain briefly why, without long excuses.',
        'Offer a specific new time, or two options to choose from.',
        'Confirm the new appointment in writing.',
      ],
    },
    {
      heading: 'Explain the work and the price',
      paragraphs: [
        'Before starting, make sure the customer knows what will be done and what it will cost. If you discover something unexpected, such as rotten boards under a deck or a failing part in a furnace, stop and explain the options and the price before doing extra work. Customers accept additional costs far more readily when they have approved them in advance.',
        'After the job, a short summary of what was done, with a photo where it helps, shows the value of your work and gives the customer a record for later.',
      ],
    },
    {
      heading: 'Make yourself easy to reach',
      paragraphs: [
        'Give customers one clear way to contact you, and answer within a predictable time, even if only to say you will call back tomorrow. A customer portal where they can see their quotes, invoices and upcoming visits answers many questions before they are asked.',
      ],
    },
    {
      heading: 'Close the loop',
      paragraphs: [
        'A few days after a job, a brief message asking whether everything is still working well shows that you care about the result, not just the payment. It also gives you an early chance to fix small issues before they become complaints, and it is the perfect moment to ask a happy customer for a review or a referral.',
        'Good communication costs little time, but customers remember it. It is often the reason they choose you again and recommend you to their friends.',
      ],
    },
  ],
};
