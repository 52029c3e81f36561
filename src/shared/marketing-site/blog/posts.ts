import { countWords, readTimeMinutes } from './read-time';
import { customerRecords } from './articles/customer-records';
import { depositsAndPaymentTerms } from './articles/deposits-and-payment-terms';
import { growFromSoloToCrew } from './articles/grow-from-solo-to-crew';
import { handlingComplaints } from './articles/handling-complaints';
import { invoicingHabits } from './articles/invoicing-habits';
import { keepingCustomersInformed } from './articles/keeping-customers-informed';
import { pricingYourServices } from './articles/pricing-your-services';
import { quotesThatWin } from './articles/quotes-that-win';
import { seasonalEmailCampaigns } from './articles/seasonal-email-campaigns';
import { winningMoreReviews } from './articles/winning-more-reviews';
import { blogCategories, type BlogCategory, type BlogPost, type BlogSection } from './types';

export { blogCategories, type BlogCategory, type BlogPost, type BlogSection };

/** Newest first. */
export const blogPosts: BlogPost[] = [
  growFromSoloToCrew,
  invoicingHabits,
  customerRecords,
  seasonalEmailCampaigns,
  pricingYourServices,
  handlingComplaints,
  quotesThatWin,
  depositsAndPaymentTerms,
  winningMoreReviews,
  keepingCustomersInformed,
].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));

export function postReadTime(post: BlogPost): number {
  return readTimeMinutes(
    countWords(...post.body.flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...(s.list ?? [])])),
  );
}

export const findPost = (slug: string | undefined) => blogPosts.find((post) => post.slug === slug);

export function isBlogCategory(value: string | null): value is BlogCategory {
  return blogCategories.includes(value as BlogCategory);
}
