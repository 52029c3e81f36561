/** The 17 business lines offered at sign-up, each with the services a business of that line usually sells. */
export const businessLines = [
  {
    name: 'Pool Service & Maintenance',
    services: [
      'Weekly Pool Cleaning',
      'Chemical Balancing',
      'Filter Cleaning & Replacement',
      'Pool Opening & Closing',
      'Pump & Motor Repair',
      'Leak Detection',
      'Tile & Surface Cleaning',
      'Green Pool Recovery',
    ],
  },
  {
    name: 'Electrical Services',
    services: [
      'Electrical Panel Upgrades',
      'Outlet & Switch Installation',
      'Lighting Installation',
      'Ceiling Fan Installation',
      'Electrical Troubleshooting',
      'EV Charger Installation',
      'Whole-Home Rewiring',
      'Generator Installation',
    ],
  },
  {
    name: 'Landscaping & Lawn Care',
    services: [
      'Lawn Mowing',
      'Hedge & Shrub Trimming',
      'Mulching & Bed Maintenance',
      'Seasonal Cleanup',
      'Irrigation Installation & Repair',
      'Sod Installation',
      'Fertilization & Weed Control',
      'Landscape Design',
    ],
  },
  {
    name: 'Plumbing Services',
    services: [
      'Leak Repair',
      'Drain Cleaning',
      'Water Heater Installation',
      'Toilet Repair & Installation',
      'Faucet & Fixture Installation',
      'Sewer Line Repair',
      'Pipe Repiping',
      'Emergency Plumbing',
    ],
  },
  {
    name: 'HVAC Services',
    services: [
      'AC Installation',
      'AC Repair',
      'Furnace Installation',
      'Furnace Repair',
      'Seasonal Tune-Up',
      'Duct Cleaning',
      'Thermostat Installation',
      'Heat Pump Service',
    ],
  },
  {
    name: 'Cleaning Services',
    services: [
      'Standard House Cleaning',
      'Deep Cleaning',
      'Move-In/Move-Out Cleaning',
      'Office Cleaning',
      'Post-Construction Cleaning',
      'Kitchen Deep Clean',
      'Bathroom Sanitizing',
      'Recurring Maid Service',
    ],
  },
  {
    name: 'Handyman Services',
    services: [
      'Furniture Assembly',
      'Drywall Repair',
      'TV Mounting',
      'Door & Window Repair',
      'Shelving Installation',
      'Minor Plumbing Repairs',
      'Minor Electrical Repairs',
      'Caulking & Weatherproofing',
    ],
  },
  {
    name: 'Painting Services',
    services: [
      'Interior Painting',
      'Exterior Painting',
      'Cabinet Painting',
      'Deck & Fence Staining',
      'Drywall Patching',
      'Wallpaper Removal',
      'Trim & Molding Painting',
      'Color Consultation',
    ],
  },
  {
    name: 'Roofing Services',
    services: [
      'Roof Inspection',
      'Roof Repair',
      'Roof Replacement',
      'Shingle Replacement',
      'Gutter Installation',
      'Gutter Cleaning',
      'Flashing Repair',
      'Storm Damage Repair',
    ],
  },
  {
    name: 'Pest Control',
    services: [
      'General Pest Treatment',
      'Termite Inspection',
      'Termite Treatment',
      'Rodent Control',
      'Mosquito Control',
      'Bed Bug Treatment',
      'Wildlife Removal',
      'Quarterly Prevention Plan',
    ],
  },
  {
    name: 'Tree Services',
    services: [
      'Tree Trimming',
      'Tree Removal',
      'Stump Grinding',
      'Emergency Storm Cleanup',
      'Tree Health Assessment',
      'Crown Reduction',
      'Land Clearing',
      'Tree Planting',
    ],
  },
  {
    name: 'Appliance Repair',
    services: [
      'Refrigerator Repair',
      'Washer Repair',
      'Dryer Repair',
      'Dishwasher Repair',
      'Oven & Range Repair',
      'Microwave Repair',
      'Garbage Disposal Repair',
      'Appliance Installation',
    ],
  },
  {
    name: 'Carpet Cleaning',
    services: [
      'Steam Carpet Cleaning',
      'Stain & Spot Removal',
      'Pet Odor Treatment',
      'Upholstery Cleaning',
      'Area Rug Cleaning',
      'Tile & Grout Cleaning',
      'Carpet Deodorizing',
      'Carpet Protection Treatment',
    ],
  },
  {
    name: 'Window Cleaning',
    services: [
      'Exterior Window Cleaning',
      'Interior Window Cleaning',
      'Screen Cleaning',
      'Track & Sill Cleaning',
      'Storefront Window Cleaning',
      'High-Rise Window Cleaning',
      'Skylight Cleaning',
      'Hard Water Stain Removal',
    ],
  },
  {
    name: 'Pressure Washing',
    services: [
      'House Washing',
      'Driveway Cleaning',
      'Deck & Patio Cleaning',
      'Fence Cleaning',
      'Roof Soft Washing',
      'Gutter Brightening',
      'Commercial Pressure Washing',
      'Graffiti Removal',
    ],
  },
  {
    name: 'Home Security',
    services: [
      'Security System Installation',
      'Camera Installation',
      'Smart Lock Installation',
      'Alarm Monitoring Setup',
      'Video Doorbell Installation',
      'Motion Sensor Lighting',
      'Security Assessment',
      'System Maintenance',
    ],
  },
  {
    name: 'Other',
    services: ['Consultation Services', 'Emergency Services', 'Maintenance Plans', 'Custom Services'],
  },
] as const;

export type BusinessLineName = (typeof businessLines)[number]['name'];

export const businessLineNames = businessLines.map((l) => l.name) as [BusinessLineName, ...BusinessLineName[]];

export function servicesForLine(name: string): readonly string[] {
  return businessLines.find((l) => l.name === name)?.services ?? [];
}

/** "Other" takes free text: services separated by commas. */
export function parseServiceList(text: string): string[] {
  return text
    .split(',')
    .map((s) => s.trim())
    .filter((s, i, all) => s.length > 0 && all.indexOf(s) === i);
}
