import type { LegalDocument } from './legal-types';

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-22',
  summary:
    'These terms are the agreement between your business and Crewdesk when you use our website and software. We have tried to write them in plain language. Please read them carefully; by creating an account or using Crewdesk you agree to them.',
  sections: [
    {
      id: 'agreement',
      heading: 'Agreement to these terms',
      paragraphs: [
        'Crewdesk ("Crewdesk", "we", "us") provides web-based software that helps service businesses manage customers, quotes, invoices, payments, scheduling, marketing, storefronts and merchandise (the "Service"). These Terms of Service ("Terms") apply to everyone who visits our website or uses the Service. If you use the Service on behalf of a business, you confirm that you are authorized to accept these Terms for that business, and "you" means both you and the business.',
        'Our Privacy Policy explains how we handle personal information and forms part of these Terms.',
      ],
    },
    {
      id: 'eligibility',
      heading: 'Who may use Crewdesk',
      paragraphs: [
        'The Service is designed for businesses located in the United States. You must be at least 18 years old and able to enter into a binding contract to create an account. The Service is intended for business use, not for personal, family or household purposes.',
      ],
    },
    {
      id: 'accounts',
      heading: 'Your account',
      paragraphs: [
        'You agree to give accurate information when you sign up and to keep it up to date. You are responsible for keeping your password confidential and for everything that happens under your account, including the actions of any team members you invite. Tell us immediately at support@crewdesk.app if you believe your account has been accessed without your permission.',
        'We may send you messages that are necessary to operate your account, such as e-mail address verification, password resets, billing notices and important changes to the Service. These messages are part of the Service and are not marketing.',
      ],
    },
    {
      id: 'trial-and-billing',
      heading: 'Free trial, subscriptions and billing',
      paragraphs: [
        'New accounts start with a free trial of the length shown on our pricing page when you sign up. No credit card is required for the trial. At the end of the trial you may subscribe to a paid plan to continue using the Service.',
        'Subscriptions are billed in advance, monthly or annually, and renew automatically at the end of each billing period until you cancel. Prices are shown in US dollars on our pricing page and do not include taxes, which we will add where required by law.',
      ],
      list: [
        'Plan changes take effect immediately. When you upgrade or downgrade, the price is prorated for the rest of the billing period.',
        'We accept major credit cards. ACH bank transfers are available for annual plans.',
        'You can cancel at any time from your account. Cancellation takes effect at the end of the current billing period, and you keep access until then.',
        'Except where the law requires otherwise, fees already paid are not refundable, including for partial billing periods.',
        'If we change the price of your plan, we will tell you by e-mail at least 30 days before the change applies to you.',
      ],
    },
    {
      id: 'payments',
      heading: 'Payments you collect from your customers',
      paragraphs: [
        'Crewdesk lets your customers pay your invoices online by card. Those payments are processed by our third-party card payment provider, and to accept them you must connect an account with that provider and accept its terms. Funds are paid out to you by the provider according to its schedule.',
        'A platform fee, shown on our pricing page (currently 2.9%), applies to each payment processed through the Service, in addition to any fees charged by the card payment provider. You are responsible for refunds, chargebacks and disputes with your customers, and for the accuracy of the amounts you invoice. We never store full card numbers or security codes.',
      ],
    },
    {
      id: 'your-data',
      heading: 'Your data and your customers\u2019 data',
      paragraphs: [
        'You own the information you put into Crewdesk, including the details of your customers, jobs, quotes and invoices ("Your Data"). You give us permission to store, copy, process and display Your Data only as needed to provide, secure and support the Service for you.',
        'Much of Your Data is personal information about your customers that you enter. For that information you decide what is collected and why, and we act as your service provider and process it on your instructions. You are responsible for having the right to enter it, for giving your customers any notices the law requires, and for using it lawfully, including when you send e-mail campaigns.',
        'You can export Your Data at any time from your account settings.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      paragraphs: ['You agree not to use the Service to:'],
      list: [
        'send e-mail to people who have not agreed to hear from you, or send messages without a working unsubscribe link and your business address, as required by the CAN-SPAM Act;',
        'break any law, or infringe anyone\u2019s intellectual property, privacy or other rights;',
        'publish content on a storefront or landing page that is false, misleading, hateful or unlawful;',
        'upload malware, probe or attack the Service, or try to access accounts or data that are not yours;',
        'overload the Service, scrape it at scale, or resell it without our written permission.',
      ],
      after: [
        'We may suspend features or accounts that put the Service, other customers or the public at risk. Where practical, we will tell you first and give you a chance to fix the problem.',
      ],
    },
    {
      id: 'storefronts',
      heading: 'Storefronts, domains and merchandise',
      paragraphs: [
        'If you publish a customer storefront or landing page, you are responsible for its content and for the offers you make on it. If you connect your own domain, you must own or control it and keep its DNS records pointing at the Service. Storefront plans carry their own monthly fee and transaction fee, shown when you choose them.',
        'Merchandise orders are produced and shipped by our fulfillment partners. Prices, commissions and delivery estimates are shown before you order. Please check artwork and spelling before you confirm an order, as custom items are made to your specification.',
      ],
    },
    {
      id: 'availability',
      heading: 'Service availability',
      paragraphs: [
        'We aim for the Service to be available 99.9% of the time in each calendar month, not counting scheduled maintenance that we announce at least 48 hours in advance, or problems caused by events outside our reasonable control, by your own equipment or internet connection, or by third-party services you choose to connect.',
        'If availability in a month falls below 99.9% and you are on a paid plan, contact support@crewdesk.app within 30 days and we will credit your account with a proportional share of that month\u2019s subscription fee. This credit is your sole remedy for unavailability.',
        'We may improve, change or retire features over time. If we remove a feature you rely on in a way that materially reduces the Service, we will give you reasonable notice.',
      ],
    },
    {
      id: 'third-parties',
      heading: 'Third-party services',
      paragraphs: [
        'The Service relies on carefully chosen providers, including a card payment provider that processes payments and an e-mail delivery provider that delivers the messages the Service sends for you. Their services are subject to their own terms. We are not responsible for services you connect that we do not provide.',
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Our intellectual property',
      paragraphs: [
        'The Service, including its software, design, templates, text and the Crewdesk name and logo, belongs to us and our licensors. We grant you a limited, non-exclusive, non-transferable right to use the Service for your business while your account is active. If you send us suggestions, we may use them without any obligation to you.',
      ],
    },
    {
      id: 'termination',
      heading: 'Cancellation, termination and your data',
      paragraphs: [
        'You may stop using the Service and delete your account at any time from your account settings. We may end these Terms or suspend your account if you seriously or repeatedly break them, or if you do not pay fees that are due, after giving you notice where practical.',
        'Before your account is deleted, you can export Your Data. When you delete your account, we delete Your Data from our active systems within 30 days and from backups within 90 days, except records we must keep by law, such as billing records for our own tax purposes.',
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      paragraphs: [
        'Apart from the commitments stated in these Terms, the Service is provided "as is" and "as available". To the extent the law allows, we disclaim all other warranties, including implied warranties of merchantability, fitness for a particular purpose and non-infringement. Crewdesk is a tool for running your business; it does not provide legal, tax or accounting advice, and you remain responsible for your invoices, taxes and business decisions.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the extent the law allows, neither party is liable to the other for indirect, incidental, special, consequential or punitive damages, or for lost profits or revenue, arising from these Terms or the Service. Our total liability for any claim relating to the Service is limited to the amount you paid us for the Service in the 12 months before the event giving rise to the claim. These limits do not apply to amounts you owe us or to liability that cannot be limited by law.',
      ],
    },
    {
      id: 'indemnity',
      heading: 'Indemnity',
      paragraphs: [
        'You agree to defend and compensate us against claims by third parties, including your customers, arising from Your Data, the content you publish, the messages you send through the Service or your breach of these Terms.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these Terms from time to time. If a change is material, we will tell you by e-mail or in the app at least 30 days before it takes effect. The date at the top of this page shows when the Terms were last updated. If you keep using the Service after a change takes effect, the updated Terms apply.',
      ],
    },
    {
      id: 'law',
      heading: 'Governing law and disputes',
      paragraphs: [
        'These Terms are governed by the laws of the State of Delaware and the federal laws of the United States, without regard to conflict-of-law rules. Before starting any formal dispute, please contact us so we can try to resolve the issue informally; most concerns can be settled quickly that way. Courts located in Delaware have exclusive jurisdiction over any dispute that cannot be resolved informally.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Questions about these Terms or your account: support@crewdesk.app. Questions about privacy and personal information: privacy@crewdesk.app.',
      ],
    },
  ],
};
