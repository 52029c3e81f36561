import type { BlogPost } from '../types';

export const winningMoreReviews: BlogPost = {
  slug: 'how-to-get-more-online-reviews',
  title: 'How to Get More Online Reviews from Happy Customers',
  excerpt:
    'Most satisfied customers never leave a review, not because they do not want to, but because nobody asked at the right moment. A simple routine for collecting honest reviews that bring in new work.',
  author: 'Daniel Okafor',
  authorRole: 'Marketing Lead',
  date: '2026-07-21',
  category: 'Marketing',
  featured: false,
  body: [
    {
      paragraphs: [
        'When a homeowner searches for a plumber, a cleaner or a lawn service, the first thing they compare is usually the reviews. A business with a steady stream of recent, detailed reviews looks trustworthy before the phone even rings. Yet many excellent service businesses have only a handful, because their happy customers simply never think to write one.',
        'The fix is not complicated. It is a habit: ask every satisfied customer, at the right moment, in a way that takes them less than a minute.',
      ],
    },
    {
      heading: 'Ask at the moment of satisfaction',
      paragraphs: [
        'The best time to ask is when the customer is most pleased: right after a job is finished and they have seen the result, or when they thank you for your work. A spoken request from the person who did the job is the most effective of all. Something as simple as \u201cIf you were happy with today, a review would really help a small business like ours\u201d is enough.',
        'Follow up the same day with a short message that contains a direct link to your review page. Every extra click, such as searching for your business by name, loses people along the way.',
      ],
    },
    {
      heading: 'Make it effortless',
      paragraphs: ['Remove every obstacle between the customer and a finished review.'],
      list: [
        'Send one link that opens the review form directly.',
        'Keep your message to two or three sentences.',
        'Suggest what they might mention, such as the service you provided or the crew member who helped them, without writing the review for them.',
        'Send one gentle reminder a few days later if they have not had a chance yet, and then stop.',
      ],
    },
    {
      heading: 'Respond to every review',
      paragraphs: [
        'Reply to positive reviews with a short, personal thank-you that mentions the job. Future customers read your replies as closely as the reviews themselves, and a thoughtful reply shows that real people run the business.',
        'Negative reviews deserve a calm, professional response. Thank the customer for the feedback, acknowledge the problem without arguing, and invite them to contact you directly to put it right. A fair reply to a critical review often reassures readers more than a perfect score.',
      ],
    },
    {
      heading: 'Stay honest',
      paragraphs: [
        'Never buy reviews, write them yourself or offer rewards only for positive ones. Review sites remove fake reviews and may penalize businesses that break their rules, and customers are quick to spot reviews that sound too good to be true. The Federal Trade Commission also prohibits fake and incentivized reviews that misrepresent customer experiences.',
      ],
    },
    {
      heading: 'Put your reviews to work',
      paragraphs: [
        'Share your best reviews, with the customer\u2019s permission, on your storefront page, in your seasonal e-mails and on your quotes. A short quote from a neighbor who was happy with your work is one of the most persuasive things a prospective customer can read. Over a season, a simple review habit can become one of your most reliable sources of new work.',
      ],
    },
  ],
};
