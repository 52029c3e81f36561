import { countWords, readTimeMinutes } from '../read-time';
import { customerRecords } from './blog/customer-records';
import { depositsAndPaymentTerms } from './blog/deposits-and-payment-terms';
import { growFromSoloToCrew } from './blog/grow-from-solo-to-crew';
import { handlingComplaints } from './blog/handling-complaints';
import { invoicingHabits } from './blog/invoicing-habits';
import { keepingCustomersInformed } from './blog/keeping-customers-informed';
import { pricingYourServices } from './blog/pricing-your-services';
import { quotesThatWin } from './blog/quotes-that-win';
import { seasonalEmailCampaigns } from './blog/seasonal-email-campaigns';
import { winningMoreReviews } from './blog/winning-more-reviews';
import { blogCategories, type BlogCategory, type BlogPost, type BlogSection } from './blog-types';

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
].sort((a, b) => b.date.localeCompare(a.date));

export function postReadTime(post: BlogPost): number {
  return readTimeMinutes(
    countWords(...post.body.flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...(s.list ?? [])])),
  );
}

export const findPost = (slug: string | undefined) => blogPosts.find((post) => post.slug === slug);

export function isBlogCategory(value: string | null): value is BlogCategory {
  return blogCategories.includes(value as BlogCategory);
}
