// The words the bench's business is written with: a property-services company (lawn, gutters, pools, HVAC,
// windows) and its customers. seed.ts picks from these lists with fixed arithmetic on the row number, so every
// run writes the same rows and a search term matches a known share of them (vocabulary.test.ts holds that).

/** The invoice search: in exactly one of the job notes, so it matches 1 invoice in `jobNotes.length`. */
export const INVOICE_SEARCH_TERM = 'gutter';
/** The customer search: one surname, so it matches about 1 person in `surnames.length`. */
export const CUSTOMER_SEARCH_TERM = 'okafor';

/** What was done, as an owner writes it on the invoice: one per invoice. */
export const jobNotes = [
  'Weekly mowing, edging along the driveway and walks, clippings blown off the patio.',
  'Spring cleanup: beds cleared of leaves, perennials cut back, first fertilizer round applied.',
  'Fall leaf removal, front and back yard, 14 bags hauled away.',
  'Cleaned out the gutters and flushed every downspout; one elbow reattached at the back corner.',
  'Hedge trimming along the north fence line and around the front porch.',
  'Mulch installed in front beds, 4 yards of dark brown hardwood.',
  'Core aeration and overseeding of the back lawn with a tall fescue blend.',
  'Pool opening: cover removed and cleaned, pump primed, water balanced and shocked.',
  'Pool closing for the season: lines blown out, winter chemicals added, cover secured.',
  'Weekly pool service: skimmed, brushed, vacuumed, filter pressure checked, chlorine topped up.',
  'Replaced the pool pump seal; leak at the strainer housing stopped.',
  'HVAC spring tune-up: condenser coil washed, refrigerant pressures checked, filter replaced.',
  'Furnace inspection before winter: burners cleaned, flame sensor polished, CO test passed.',
  'Replaced the blower motor capacitor on the air handler; system cooling again.',
  'Thermostat swapped for a programmable model and schedule set with the homeowner.',
  'Duct cleaning for the whole house, 12 vents and the return.',
  'Window washing inside and out, first and second floor, screens rinsed.',
  'Storefront windows washed and the awning brushed down.',
  'Pressure washing of the driveway, front walk and back patio.',
  'Deck power washed and sealed with a semi-transparent cedar stain.',
  'Siding soft wash on the north and east walls to remove mildew.',
  'Snow plowing of the driveway after the overnight storm, walks shoveled and salted.',
  'Seasonal contract visit: snow removal and de-icing of the parking lot.',
  'Sprinkler system startup: heads adjusted, zone 3 valve replaced, controller reprogrammed.',
  'Irrigation winterization: system blown out with compressed air.',
  'Drip line repaired in the vegetable garden; two emitters replaced.',
  'Tree pruning of the two maples over the garage roof; branches chipped on site.',
  'Stump grinding of the old oak in the side yard, chips raked into the beds.',
  'Emergency storm cleanup: fallen limb removed from the fence, debris hauled.',
  'Weed control treatment on the lawn and the cracks of the patio.',
  'Grub prevention application on front and back lawn.',
  'Lawn fertilization, round 3 of 5, with a slow-release nitrogen blend.',
  'Sod installed along the new walkway, 300 square feet, watered in.',
  'Paver patio joints re-sanded and the edge restraint reset.',
  'Retaining wall cap stones reglued and one block replaced.',
  'Landscape lighting: two fixtures replaced and the timer reset for daylight saving.',
  'Garage door tune-up: springs lubricated, rollers replaced, opener force adjusted.',
  'Dryer vent cleaned from the laundry room to the outside hood.',
  'Chimney sweep and inspection; damper works, cap in good condition.',
  'Pest barrier spray around the foundation and entry points.',
  'Commercial grounds visit: mowing, trimming, litter pickup around the lot.',
  'Office park common areas: shrubs shaped, beds weeded, annuals watered.',
  'Move-out cleanup of the rental yard: overgrowth cut back, trash removed.',
  'HOA entrance planting refreshed with seasonal annuals and new mulch.',
  'Fence section repaired after wind damage; two pickets and a post replaced.',
  'Holiday lights installed on the roofline and the front shrubs.',
  'Holiday lights taken down and stored in labeled bins in the garage.',
  'Estimate visit and soil test; results sent by e-mail with the plan for spring.',
  'Hot tub drained, shell cleaned, filter replaced and refilled.',
  'Water heater flushed and the anode rod inspected.',
] as const;

/** A second sentence some invoices carry: access, billing or scheduling details. Empty ones keep notes varied. */
export const noteExtras = [
  '',
  '',
  '',
  ' Side gate code 4417.',
  ' Dog in the backyard on weekdays: call ahead.',
  ' Customer asked for a text the day before the next visit.',
  ' Billed to the facilities office, net 30.',
  ' Next visit scheduled in two weeks.',
  ' Homeowner was away; photos sent by e-mail.',
  ' Parking on the street only.',
  ' Paid by check at the door.',
  ' Work done before 8 am at the tenant’s request.',
  ' Please keep the back gate latched.',
  ' Price includes disposal fees.',
  ' Follow-up visit included at no charge.',
  ' Ask for Maria at the front desk.',
] as const;

/** What the business sells, with its usual rate: an invoice's or quote's lines are drawn from it. */
export const services = [
  { description: 'Lawn mowing and edging', rate: '45.00' },
  { description: 'Hedge and shrub trimming', rate: '65.00' },
  { description: 'Seasonal cleanup (per hour)', rate: '55.00' },
  { description: 'Mulch, per yard installed', rate: '78.00' },
  { description: 'Core aeration', rate: '120.00' },
  { description: 'Lawn fertilization', rate: '68.50' },
  { description: 'Downspout flush and clearing', rate: '95.00' },
  { description: 'Pool service visit', rate: '85.00' },
  { description: 'Pool chemicals', rate: '32.75' },
  { description: 'HVAC tune-up', rate: '149.00' },
  { description: 'Air filter (20x25x1)', rate: '18.99' },
  { description: 'Technician labor (per hour)', rate: '110.00' },
  { description: 'Window washing, per window', rate: '9.50' },
  { description: 'Pressure washing (per hour)', rate: '90.00' },
  { description: 'Snow plowing visit', rate: '60.00' },
  { description: 'Sprinkler startup', rate: '79.00' },
  { description: 'Tree pruning crew (per hour)', rate: '175.00' },
  { description: 'Debris haul-away', rate: '125.00' },
  { description: 'Trip charge', rate: '25.00' },
  { description: 'Parts and materials', rate: '42.30' },
] as const;

/** How much of a line: hours, visits, yards, units. */
export const quantities = ['1', '1', '1', '2', '1.5', '3', '0.5', '4', '2.5', '6', '10', '12'] as const;

/** What a quote proposes, in the owner's words. */
export const quoteDescriptions = [
  'Weekly lawn care for the season, April through October.',
  'Full spring cleanup with mulch for all front beds.',
  'Replace the front hedges with boxwoods and add drip irrigation.',
  'New paver patio, 12 by 16 feet, with a seating wall.',
  'Annual pool service contract: opening, weekly visits and closing.',
  'Replace the 15-year-old AC condenser with a 16 SEER unit.',
  'Twice-yearly HVAC maintenance plan for both systems.',
  'Window washing for the whole building, quarterly.',
  'Snow removal contract for the winter, driveway and walks.',
  'Removal of two dead ash trees and stump grinding.',
  'Landscape lighting along the walkway, eight fixtures.',
  'Install a new irrigation system with four zones and a smart controller.',
  'Deck restoration: wash, sand and seal.',
  'Commercial grounds maintenance for the office park, monthly.',
  'Fence replacement along the back property line, 120 feet.',
  'Gutter guards installed on the whole house.',
] as const;

export const firstNames = (
  'Margaret Tom Linda Raymond Priya Carol Jake Helen Luis Aisha Daniel Sofia Kevin Grace Marcus Emily ' +
  'Hiroshi Fatima Brian Olivia Andre Nora Samuel Chloe Victor Hannah Diego Rachel Ethan Mei Patrick Zoe ' +
  'Gabriel Ingrid Omar Tessa Frank Julia Wesley Amara'
).split(' ');

export const surnames = (
  'Ellison Brauer Okafor Natarajan Dunning Sorensen Whitaker Garcia Johnson Nguyen Patel Kowalski ' +
  'Murphy Schneider Rossi Kim Hughes Delgado Fischer Bennett Chen Mbeki Larsen Ortiz Walsh Yamamoto ' +
  'Reyes Novak Campbell Haddad Lindqvist Price Morales Stewart Abbott Fontaine Singh Brennan Castillo ' +
  'Weber Adeyemi Sullivan Lopez Harper Ivanova Cruz Foster Tanaka Gallagher Moreau'
).split(' ');

/** Some customers are businesses, not people. */
export const businessNames = [
  'Lincoln Park Dental',
  'Westview Office Park',
  'St. Agnes Parish',
  'Maple Grove HOA',
  'Riverside Veterinary Clinic',
  'Sunrise Senior Living',
  'Hilltop Montessori',
  'Cedar Lane Apartments',
  'Blue Heron Cafe',
  'Prairie State Bank',
  'Oakwood Family Practice',
  'Summit Fitness',
  'Harbor Point Condominiums',
  'Greenfield Public Library',
] as const;

export const streets = [
  'S Glenwood Ave',
  'Lindsay Rd',
  'W Jefferson St',
  'Fox Bend Ct',
  'W Washington St',
  'Robbins Rd',
  'S Park Ave',
  'Chatham Rd N',
  'Wiggins Ave',
  'E Lake Dr',
  'Old Jacksonville Rd',
  'Meadowbrook Ln',
  'Cherry Hills Dr',
  'N Grand Ave',
  'Sangamon Ave',
  'Leland Grove Dr',
  'Outer Park Dr',
  'Hazel Dell Rd',
  'Bunn Ave',
  'Wabash Ave',
] as const;

export const towns = [
  'Springfield, IL 62704',
  'Springfield, IL 62702',
  'Springfield, IL 62711',
  'Chatham, IL 62629',
  'Rochester, IL 62563',
  'Sherman, IL 62684',
  'Leland Grove, IL 62704',
  'Riverton, IL 62561',
] as const;

export const emailDomains = ['example.com', 'example.net', 'example.org', 'mail.example.com'] as const;

export const areaCodes = ['217', '309', '618', '312', '630'] as const;

/** What the notification bell shows an owner. */
export const notifications = [
  { kind: 'invoice.paid', title: 'Payment received' },
  { kind: 'quote.accepted', title: 'Quote accepted' },
  { kind: 'quote.declined', title: 'Quote declined' },
  { kind: 'invoice.viewed', title: 'Invoice viewed' },
  { kind: 'invoice.overdue', title: 'Invoice overdue' },
] as const;
