// The company's reads, without its mutations (and their toasts): the page's HTML brings the company for a signed-in
// owner (lib/page-data.ts), and the app starts the services for the dashboard from the entry script.

// One key for the company and one for the services wherever they are read (the quote and invoice forms too).
export { companyQuery } from '@client/lib/company-lookup';
export { servicesQuery } from '@client/lib/service-lookup';
