import type { BlogPost } from '../types';

export const growFromSoloToCrew: BlogPost = {
  slug: 'grow-from-solo-operator-to-crew',
  title: 'From Solo Operator to Crew: When and How to Hire Your First Employee',
  excerpt:
    'Turning work away is a good problem until it becomes the ceiling on your business. Here is how to know you are ready to hire, what to fix first, and how to bring your first crew member on without losing the quality customers pay you for.',
  author: 'Maria Delgado',
  authorRole: 'Customer Success Lead',
  date: '2026-11-10',
  category: 'Business Growth',
  featured: true,
  body: [
    {
      paragraphs: [
        'Most service businesses start the same way: one person, one truck, and a phone that rings more every season. At some point the calendar is full three weeks out, evenings disappear into quotes and invoices, and you start saying no to work you would love to do. That is the moment many owners think about hiring, and it is also the moment many make their most expensive mistake: hiring to relieve stress instead of hiring to grow.',
        'A first employee changes your job. You stop being the person who does all the work and become the person who makes sure the work gets done well. Getting that transition right matters more than finding the perfect candidate.',
      ],
    },
    {
      heading: 'Signs you are ready',
      paragraphs: [
        'Look at the last three months rather than your busiest week. You are probably ready when the demand is steady, not seasonal noise, and when the numbers show that extra hands would turn into paid work rather than idle hours.',
      ],
      list: [
        'You regularly turn down or postpone jobs you could have priced profitably.',
        'Your average job is routine enough that you can explain how you want it done.',
        'You know your margin per job, so you can tell what a crew member has to bring in to pay for themselves.',
        'You have at least two or three months of payroll set aside, so one slow month does not force a hard decision.',
      ],
    },
    {
      heading: 'Fix your systems before you add people',
      paragraphs: [
        'When you work alone, the schedule lives in your head and the customer notes live in your text messages. That stops working the day someone else shows up at a customer\u2019s door. Before your first hire, move the basics somewhere both of you can see them: every customer with their address, gate codes and preferences; every job with what was promised and when; every quote and invoice with its status.',
        'This is also the time to write down how a standard job is done. It does not need to be a manual. A one-page checklist for your three most common jobs, with photos of what finished looks like, will save hours of correcting and re-doing in the first month.',
      ],
    },
    {
      heading: 'Hire for reliability, train for skill',
      paragraphs: [
        'For a first hire, showing up on time, communicating clearly with customers and caring about the finish usually matter more than years of experience. Technical skills in most trades can be taught on the job; attitude and dependability are much harder to change. Ask candidates about a time something went wrong on a job and what they did about it. Call their references and ask specifically about punctuality.',
        'Be clear about the arrangement from day one. Check the rules for your state on employees versus contractors, workers\u2019 compensation and payroll taxes, and talk to an accountant before the first paycheck rather than after.',
      ],
    },
    {
      heading: 'The first ninety days',
      paragraphs: [
        'Work side by side for the first couple of weeks, then let your new crew member run simpler jobs alone while you check the results. Give feedback the same day, while the job is fresh. Share the schedule a week ahead so they can plan, and make sure customers know who is coming and why.',
        'Track what changes. If the new person frees you to quote more jobs, follow up on unpaid invoices and win bigger contracts, revenue should rise within a season. If it does not, look at whether you are still doing everything yourself. The goal of a first hire is not fewer hours for you on day one; it is a business that can take on more work than one person ever could.',
      ],
    },
  ],
};
