/** Kept apart from the zod schemas so public pages can show them without loading zod. */
export const marketingMessages = {
  contactThanks: 'Thank you for your message! We will get back to you soon.',
  subscribed: 'Thanks for subscribing! Look out for our next issue in your inbox.',
  alreadySubscribed: "You're already subscribed. Thanks for reading!",
} as const;
