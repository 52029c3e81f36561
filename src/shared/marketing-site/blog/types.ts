export const blogCategories = [
  'Business Growth',
  'Invoicing',
  'Customer Management',
  'Marketing',
  'Pricing',
  'Customer Relations',
] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** A part of an article: an optional h2, its paragraphs, and an optional bullet list after them. */
export type BlogSection = { heading?: string; paragraphs: string[]; list?: string[] };

export type BlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  authorRole: string;
  /** ISO date, e.g. 2026-10-14 */
  date: string;
  category: BlogCategory;
  featured: boolean;
  body: BlogSection[];
};
