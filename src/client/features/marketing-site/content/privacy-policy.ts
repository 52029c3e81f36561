import type { LegalDocument } from './legal-types';

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-22',
  summary:
    'This policy explains what personal information Crewdesk collects, why, who helps us process it and the choices you have. The short version: we collect what we need to run the Service, we never sell personal information, and you can export or delete your data at any time.',
  sections: [
    {
      id: 'scope',
      heading: 'Who we are and what this policy covers',
      paragraphs: [
        'Crewdesk provides software for service businesses in the United States. This policy covers the information we collect through our website, the Crewdesk app and our communications with you.',
        'Two kinds of personal information pass through Crewdesk. Information about you as an account holder, which we control and which this policy describes. And information about your customers that you enter into Crewdesk, which your business controls; for that information we act as your service provider, as explained below.',
      ],
    },
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      paragraphs: [
        'We collect information you give us, and a limited amount of information generated when you use the Service:',
      ],
      list: [
        'Account information: your name, e-mail address, password (stored only as a secure one-way hash), phone number, time zone and the services your business offers.',
        'Business information: your company name, address, phone, e-mail, website and logo.',
        'Business data you enter: customers, services, jobs, appointments, quotes, invoices, campaigns, storefront content, orders and notes.',
        'Billing information: your plan and payment history. Card details are collected and stored by our card payment provider; we only keep the card brand, the last four digits and the payment status.',
        'Messages: what you send us through the contact form, the newsletter sign-up, feedback and support e-mail.',
        'Technical information: IP address, browser type, pages requested, timestamps and error reports, kept in server logs to keep the Service secure and working.',
      ],
    },
    {
      id: 'how-we-use',
      heading: 'How we use information',
      paragraphs: ['We use personal information to:'],
      list: [
        'provide the Service: create your account, store your data, generate quotes and invoices, send the e-mails you ask us to send and process payments;',
        'send service messages such as e-mail verification, password resets, payment receipts, billing notices and important changes;',
        'keep the Service secure: detect abuse, prevent fraud, limit repeated failed sign-ins and investigate errors;',
        'answer your questions and support requests;',
        'improve the Service using aggregated information that does not identify you or your customers;',
        'send our newsletter, only if you subscribed to it.',
      ],
      after: ['We do not sell personal information, and we do not use it for targeted advertising.'],
    },
    {
      id: 'customer-data',
      heading: 'Your customers\u2019 information',
      paragraphs: [
        'When you add customers to Crewdesk, you decide what information to collect about them and how to use it. We process that information only to provide the Service to you and on your instructions, for example to e-mail an invoice you send, show a customer their portal or process a card payment they make.',
        'We do not contact your customers on our own behalf or use their information for our own marketing. If one of your customers asks us about their information, we will refer them to you and help you respond. You are responsible for telling your customers how you use their information and for having a lawful basis to e-mail them.',
      ],
    },
    {
      id: 'processors',
      heading: 'Service providers that process data for us',
      paragraphs: [
        'We use a small number of trusted providers to run the Service. They may only process personal information to provide their service to us, under written agreements that require them to protect it:',
      ],
      list: [
        'a card payment provider, which processes card payments for subscriptions and for the invoices your customers pay, and stores card details;',
        'an e-mail delivery provider, which delivers the e-mails the Service sends, such as invoices, quotes, campaigns and account messages;',
        'a cloud hosting provider located in the United States, which runs our servers, database and backups;',
        'merchandise fulfillment partners, which receive the details needed to produce and ship an order you place.',
      ],
      after: [
        'We may also disclose information when the law requires it, to protect the rights and safety of our users or the public, or as part of a merger or sale of our business, in which case this policy continues to apply to your information.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      paragraphs: ['Crewdesk uses only two cookies, both needed for signing in:'],
      list: [
        'a session cookie that keeps you signed in. It is marked HttpOnly, so scripts in the page cannot read it, and it is removed when you sign out or when the session expires;',
        'a sign-in hint cookie that only records that you are signed in, so the website knows whether to load your account. It contains no personal information.',
      ],
      after: [
        'Your light or dark theme choice is kept in your browser\u2019s local storage and never sent to us. We do not use advertising cookies, third-party tracking cookies or cross-site analytics. Because these cookies are strictly necessary, there is no cookie banner; blocking them will prevent you from signing in.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      paragraphs: [
        'We keep your account information and business data for as long as your account is open. When you delete your account, we delete your data from our active systems within 30 days and from backups within 90 days. We keep billing records for as long as tax and accounting laws require, and server logs for up to 90 days unless we need them longer to investigate a security incident.',
        'Newsletter subscriptions and contact messages are kept until you ask us to remove them or they are no longer needed to answer you.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect information',
      paragraphs: [
        'All traffic to Crewdesk is encrypted with TLS. Passwords are stored as salted one-way hashes using a modern algorithm, and password-reset links expire and work only once. Access to production systems is limited to staff who need it. Card numbers never reach our servers. No system is perfectly secure, but we work to protect your information and will notify you without undue delay if a breach affects your personal information.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices and rights',
      paragraphs: ['Wherever you live in the United States, you can:'],
      list: [
        'see and correct your account information in your profile and account settings;',
        'export your data at any time from your account settings;',
        'delete your account and its data from the Danger Zone in your account settings;',
        'unsubscribe from our newsletter using the link in any issue, or by writing to us;',
        'ask us what personal information we hold about you by e-mailing privacy@crewdesk.app.',
      ],
      after: [
        'Residents of California and other states with privacy laws have additional rights, such as the right to know, to delete, to correct and to opt out of the sale or sharing of personal information. We do not sell or share personal information as those laws define it, and we will not treat you differently for exercising your rights. We answer verified requests within 45 days.',
      ],
    },
    {
      id: 'children',
      heading: 'Children',
      paragraphs: [
        'Crewdesk is a business tool for adults. We do not knowingly collect personal information from children under 13. If you believe a child has given us personal information, contact us and we will delete it.',
      ],
    },
    {
      id: 'location',
      heading: 'Where information is stored',
      paragraphs: [
        'Crewdesk is operated from the United States and stores data with providers in the United States. If you access the Service from outside the United States, your information will be transferred to and processed in the United States.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'We will update this policy when our practices change. If a change is material, we will tell you by e-mail or in the app before it takes effect. The date at the top of this page shows when it was last updated.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Privacy questions and requests: privacy@crewdesk.app. Everything else, including help with your account: support@crewdesk.app.',
      ],
    },
  ],
};
