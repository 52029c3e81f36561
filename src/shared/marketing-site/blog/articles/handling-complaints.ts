import type { BlogPost } from '../types';

export const handlingComplaints: BlogPost = {
  slug: 'handling-complaints-without-losing-customers',
  title: 'Handling Complaints Without Losing the Customer',
  excerpt:
    'Even the best crews miss something sometimes. How you respond to an unhappy customer often matters more than the mistake itself. A calm, practical approach that turns complaints into loyalty.',
  author: 'Priya Raman',
  authorRole: 'Head of Customer Experience',
  date: '2026-08-31',
  category: 'Customer Relations',
  featured: false,
  body: [
    {
      paragraphs: [
        'No service business gets every job perfect. A hedge trimmed too short, a missed spot on a window, a technician who arrives an hour late: small problems happen, and customers know it. What they remember is how you handle it. A complaint resolved quickly and fairly can leave a customer more loyal than one who never had a problem at all, because they have seen that you stand behind your work.',
      ],
    },
    {
      heading: 'Respond quickly',
      paragraphs: [
        'Speed shows respect. Acknowledge a complaint the same day, even if you cannot fix it yet. A short message such as \u201cThank you for letting me know. I am sorry about this, and I will call you this afternoon to sort it out\u201d calms most situations. Silence, on the other hand, turns a small annoyance into a public review.',
      ],
    },
    {
      heading: 'Listen before you explain',
      paragraphs: [
        'When you talk to the customer, let them tell the whole story without interrupting. Repeat back what you heard so they know you understood. Resist the urge to explain why it happened until they have finished; explanations offered too early sound like excuses, even when they are accurate.',
        'Ask what a good outcome would look like for them. Often the answer is simpler and cheaper than you expect: a return visit, a corrected invoice or just an apology.',
      ],
    },
    {
      heading: 'Fix it, then follow up',
      paragraphs: ['Once you agree on a solution, act on it and confirm it in writing.'],
      list: [
        'Schedule the return visit at a time that suits the customer, not only you.',
        'If the invoice was wrong, send a corrected one rather than asking the customer to adjust the payment.',
        'After the fix, check in a few days later to make sure they are satisfied.',
        'Note what happened in the customer\u2019s record so everyone on your team knows the history.',
      ],
    },
    {
      heading: 'Know when to give a little extra',
      paragraphs: [
        'A modest gesture, such as a discount on the next service or waiving a call-out fee, can turn frustration into goodwill. Use it when the mistake was clearly yours. It is not about buying silence; it is about showing the customer that their experience matters more to you than a small amount of money.',
      ],
    },
    {
      heading: 'Learn from every complaint',
      paragraphs: [
        'Complaints are free feedback. Keep a simple list of what went wrong and look for patterns every few months. If several customers mention arrival times, improve how you communicate schedule changes. If the same kind of job keeps needing a second visit, update your checklist or training.',
        'Some customers cannot be satisfied no matter what you do. Stay polite, offer a fair resolution and, if necessary, part ways professionally. For everyone else, a well-handled complaint is one of the best chances you will get to prove why they chose you.',
      ],
    },
  ],
};
