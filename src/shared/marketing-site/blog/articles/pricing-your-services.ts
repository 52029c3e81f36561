import type { BlogPost } from '../types';

export const pricingYourServices: BlogPost = {
  slug: 'how-to-price-your-services',
  title: 'How to Price Your Services Without Underselling Yourself',
  excerpt:
    'Pricing by guesswork or by matching the cheapest competitor is the fastest way to work hard for little profit. A step-by-step way to build prices from your real costs, the value you deliver and the market you serve.',
  author: 'James Whitfield',
  authorRole: 'Product Manager, Invoicing',
  date: '2026-09-15',
  category: 'Pricing',
  featured: false,
  body: [
    {
      paragraphs: [
        'Ask a room of service-business owners how they set their prices, and many will admit they started with what a competitor charged and adjusted from there. The trouble is that your competitor\u2019s costs, efficiency and goals are not yours. Underpricing feels safe because it wins jobs, but it leaves no room for equipment repairs, slow months, insurance increases or your own pay.',
      ],
    },
    {
      heading: 'Know your true cost per hour',
      paragraphs: [
        'Start with everything it costs to run the business for a year: vehicle payments and fuel, insurance, equipment, software, phone, marketing, accounting and any wages. Add the salary you want to pay yourself. Then estimate how many hours you can actually bill in a year, which is always fewer than the hours you work once travel, quoting, admin and weather are accounted for.',
        'Divide total costs, including your pay, by billable hours. That number is your break-even hourly cost. Anything you charge below it loses money, no matter how busy you are.',
      ],
    },
    {
      heading: 'Add a profit margin on purpose',
      paragraphs: [
        'Profit is not what is left over; it is what lets you replace a truck without a loan, hire help and survive a bad season. Decide on a margin and build it into every price. Many owners find that raising prices to a sustainable level loses them only their least profitable customers.',
      ],
    },
    {
      heading: 'Choose a pricing method for each service',
      paragraphs: ['Different kinds of work suit different methods.'],
      list: [
        'Flat-rate pricing for routine, predictable jobs such as a standard lawn cut, a pool opening or a furnace tune-up. Customers like knowing the price upfront, and you benefit from getting faster.',
        'Hourly pricing for work whose scope is genuinely uncertain, such as troubleshooting or small repairs, with a clear minimum charge.',
        'Per-unit pricing for work that scales with size: square footage for cleaning, linear feet for fencing, number of fixtures for electrical work.',
        'Recurring service plans for maintenance, priced per visit or per month, which smooth out your income and keep customers loyal.',
      ],
    },
    {
      heading: 'Price the value, not just the time',
      paragraphs: [
        'A plumber who stops a flooding basement at nine at night delivers far more value than an hour of labor suggests. Emergency and after-hours work, specialized skills, guarantees and fast response times all justify higher prices. Explain the value clearly on your quotes, and customers who care about reliability will pay for it.',
      ],
    },
    {
      heading: 'Review prices every year',
      paragraphs: [
        'Costs rise every year, and prices that never change quietly shrink your margin. Review your numbers annually and adjust. Give regular customers a few weeks\u2019 notice of a change, thank them for their business and explain briefly why. Most customers understand; the ones who leave over a fair increase were often the least profitable to begin with.',
        'Finally, keep track of the quotes you win and lose. If you win nearly every quote, your prices are probably too low. Losing some jobs on price is a sign that you are charging what your work is worth.',
      ],
    },
  ],
};
