import type { BlogPost } from '../types';

export const seasonalEmailCampaigns: BlogPost = {
  slug: 'seasonal-email-campaigns-for-slow-months',
  title: 'Seasonal E-mail Campaigns That Fill Your Slow Months',
  excerpt:
    'Every trade has a quiet season. A short, well-timed e-mail to the customers who already know you is the least expensive way to smooth out the year. How to plan a simple seasonal calendar and write messages people act on.',
  author: 'Daniel Okafor',
  authorRole: 'Marketing Lead',
  date: '2026-09-29',
  category: 'Marketing',
  featured: false,
  body: [
    {
      paragraphs: [
        'If you run a landscaping company, winter is quiet. Pool services slow down when the weather turns, HVAC companies see a lull between heating and cooling seasons, and cleaning businesses notice the dip after the holidays. You cannot change the seasons, but you can change how many of your past customers think of you right before they need you again.',
        'E-mail is the ideal tool for this. It costs almost nothing to send, it reaches people who already trust you, and it can be planned months ahead. You do not need to become a marketer; you need a calendar and a few good messages.',
      ],
    },
    {
      heading: 'Build a simple seasonal calendar',
      paragraphs: [
        'Write down the twelve months and, for each, what your customers are thinking about. A landscaper might plan spring cleanup offers in late February, irrigation checks in May, leaf removal in September and holiday lighting in November. A plumber might send a freeze-protection checklist before the first cold snap and a water-heater service reminder in spring.',
        'Aim for one campaign a month at most. The goal is to be useful and remembered, not to fill inboxes.',
      ],
    },
    {
      heading: 'Write messages people act on',
      paragraphs: ['The messages that work for service businesses share a few qualities.'],
      list: [
        'A clear subject line under about fifty characters that says what is in it for the reader, such as \u201cBook your spring cleanup before the rush\u201d.',
        'A personal greeting with the customer\u2019s name and, where it fits, a reference to the last job you did for them.',
        'One offer or one piece of advice, not five.',
        'A single, obvious next step: reply to book, call this number or follow this link.',
        'A deadline when there is an offer, so the e-mail does not get saved for later and forgotten.',
      ],
    },
    {
      heading: 'Send at the right time',
      paragraphs: [
        'Timing matters more than clever wording. Send a few weeks before demand begins, so customers book with you before they start searching. Mid-week mornings and early afternoons tend to work well for homeowners, but the best test is your own results: note when bookings come in after each campaign and adjust.',
      ],
    },
    {
      heading: 'Segment without overcomplicating it',
      paragraphs: [
        'You do not need sophisticated audiences. Two groups go a long way: active customers who have used you recently and inactive customers you have not seen in a year or more. Active customers get service reminders and thank-you notes; inactive customers get a friendly \u201cwe would love to see you again\u201d message, perhaps with a modest returning-customer offer.',
      ],
    },
    {
      heading: 'Stay on the right side of the rules',
      paragraphs: [
        'Only e-mail people who have given you their address in the course of doing business with you or who have asked to hear from you. Include your business name and address, and make unsubscribing easy. Respecting people\u2019s inboxes protects your reputation and keeps your messages out of spam folders.',
        'Measure each campaign by the bookings it brings in, not just opens and clicks. After a year, you will know exactly which messages fill your slow months, and you can reuse them every season.',
      ],
    },
  ],
};
