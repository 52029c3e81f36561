/**
 * What each public page tells search engines and social networks. The client sets it with usePageMeta;
 * the server writes the same tags into the HTML it sends, so crawlers and the first paint see them without JS.
 */
export const SITE_NAME = 'Crewdesk';
/** The social-sharing image, served from the client's public folder. */
export const SOCIAL_IMAGE = {
  path: '/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Crewdesk: run your service business',
};

export type PageMeta = {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  /** Listed in sitemap.xml. */
  sitemap: boolean;
  /** false: `<meta name="robots" content="noindex">`. */
  index: boolean;
  /** 'article' for blog posts; 'website' otherwise. */
  type?: 'website' | 'article';
};

const page = (meta: Omit<PageMeta, 'sitemap' | 'index'> & Partial<Pick<PageMeta, 'sitemap' | 'index'>>): PageMeta => ({
  sitemap: true,
  index: true,
  ...meta,
});

export const pageMetas: PageMeta[] = [
  page({
    path: '/',
    title: 'Crewdesk: invoicing, quotes and scheduling for service businesses',
    description:
      'Crewdesk runs your service business in one place: customers, quotes, invoices, card payments, scheduling and e-mail marketing. Start a free trial, no credit card needed.',
    keywords: [
      'service business software',
      'invoicing software',
      'quotes and estimates',
      'job scheduling',
      'online card payments',
      'small business CRM',
    ],
  }),
  page({
    path: '/features',
    title: 'Features',
    description:
      'Everything a service business needs: customer records, quotes that turn into invoices, online card payments, scheduling, e-mail campaigns, storefronts and reports.',
    keywords: [
      'invoicing features',
      'quote to invoice',
      'customer portal',
      'job scheduling',
      'e-mail marketing',
      'business reports',
    ],
  }),
  page({
    path: '/pricing',
    title: 'Pricing',
    description:
      'Simple monthly plans for owner-operators, growing crews and multi-location businesses. Every plan starts with a free trial, no credit card required.',
    keywords: ['Crewdesk pricing', 'invoicing software pricing', 'service business plans', 'free trial'],
  }),
  page({
    path: '/blog',
    title: 'Blog',
    description:
      'Practical advice for service business owners: getting paid faster, pricing jobs, scheduling crews and winning repeat customers.',
    keywords: ['service business tips', 'small business blog', 'invoicing advice', 'getting paid faster'],
  }),
  page({
    path: '/customer-storefronts',
    title: 'Customer storefronts',
    description:
      'Give your business its own storefront: a landing page on your domain where customers book, buy and pay online, built in minutes without a developer.',
    keywords: ['business landing page', 'online storefront', 'custom domain', 'online booking'],
  }),
  page({
    path: '/logo-test',
    title: 'Brand and logo',
    description: 'The Crewdesk logo and mark at every size, on light and dark backgrounds.',
    keywords: ['Crewdesk logo', 'brand'],
    sitemap: false,
  }),
  page({
    path: '/terms-of-service',
    title: 'Terms of Service',
    description:
      'The terms that govern your use of Crewdesk: accounts, subscriptions and billing, acceptable use, availability and liability.',
    keywords: ['Crewdesk terms of service', 'terms and conditions'],
  }),
  page({
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'How Crewdesk collects, uses, stores and protects your data and your customers’ data, and the choices you have.',
    keywords: ['Crewdesk privacy policy', 'data protection', 'GDPR'],
  }),
  page({
    path: '/auth',
    title: 'Sign in or create your account',
    description: 'Sign in to Crewdesk, or create your account and start your free trial in under a minute.',
    keywords: ['Crewdesk login', 'Crewdesk sign up'],
  }),
  page({
    path: '/reset-password',
    title: 'Reset your password',
    description: 'Choose a new password for your Crewdesk account.',
    keywords: [],
    sitemap: false,
    index: false,
  }),
  page({
    path: '/join-team',
    title: 'Join your team',
    description: 'Accept an invitation to work in a business on Crewdesk.',
    keywords: [],
    sitemap: false,
    index: false,
  }),
  page({
    path: '/confirm-email',
    title: 'Confirm your new e-mail address',
    description: 'Confirm the new e-mail address of your Crewdesk account.',
    keywords: [],
    sitemap: false,
    index: false,
  }),
];

const byPath = new Map(pageMetas.map((meta) => [meta.path, meta]));

/** The table's entry for a path ("/pricing/" and "/pricing" alike), or undefined. */
export function findPageMeta(path: string): PageMeta | undefined {
  return byPath.get(normalizePath(path));
}

/** The home page is named by its own title; every other page is '<title> | Crewdesk' (the site's name of Site Settings). */
export function formatTitle(title: string, path: string, siteName: string = SITE_NAME): string {
  return normalizePath(path) === '/' ? title : `${title} | ${siteName}`;
}

export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** The metadata of one blog article, from its title and excerpt. */
export function blogPostMeta(post: { slug: string; title: string; excerpt: string; keywords?: string[] }): PageMeta {
  return {
    path: blogPostPath(post.slug),
    title: post.title,
    description: post.excerpt,
    keywords: post.keywords ?? ['service business tips', 'Crewdesk blog'],
    sitemap: true,
    index: true,
    type: 'article',
  };
}

/** What a page says about itself; `keywords` as a list or an already joined text. */
export type PageHeadInput = {
  title: string;
  description: string;
  keywords?: string[] | string;
  path: string;
  /** 'article' for blog posts. */
  type?: 'website' | 'article';
  /** false: not to be indexed. */
  index?: boolean;
};

/** One `<meta>`; `content` undefined means the tag must not be there. */
export type HeadMetaTag = { attribute: 'name' | 'property'; key: string; content: string | undefined };

/**
 * The head of a page as data: the client applies it to the DOM, the server writes it as HTML, so both say
 * the same thing. `origin` is the site's origin ("https://crewdesk.app").
 */
export function pageHead(input: PageHeadInput, origin: string, siteName: string = SITE_NAME) {
  const title = formatTitle(input.title, input.path, siteName);
  const canonical = new URL(normalizePath(input.path), origin).href;
  const keywords = Array.isArray(input.keywords) ? input.keywords.join(', ') : input.keywords;
  const tag = (attribute: HeadMetaTag['attribute'], key: string, content: string | undefined): HeadMetaTag => ({
    attribute,
    key,
    content,
  });
  const meta: HeadMetaTag[] = [
    tag('name', 'description', input.description),
    tag('name', 'keywords', keywords || undefined),
    tag('name', 'robots', input.index === false ? 'noindex' : undefined),
    tag('property', 'og:title', title),
    tag('property', 'og:description', input.description),
    tag('property', 'og:type', input.type ?? 'website'),
    tag('property', 'og:url', canonical),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:image', new URL(SOCIAL_IMAGE.path, origin).href),
    tag('property', 'og:image:width', String(SOCIAL_IMAGE.width)),
    tag('property', 'og:image:height', String(SOCIAL_IMAGE.height)),
    tag('property', 'og:image:alt', SOCIAL_IMAGE.alt),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', input.description),
  ];
  return { title, canonical, meta };
}
