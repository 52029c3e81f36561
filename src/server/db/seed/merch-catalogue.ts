import type { Db } from '../client';
import { merchandiseProducts } from '../schema';

type NewProduct = typeof merchandiseProducts.$inferInsert;

/** The six products of the specification (2-commercial.md section 9), in the store's order. */
export const defaultMerchCatalogue: NewProduct[] = [
  {
    slug: 'business-cards',
    name: 'Business Cards',
    description:
      'A pack of 500 full-colour business cards, 3.5 x 2 in on 16 pt matte card stock, printed on both sides. ' +
      'Hand one to every customer you quote so they remember who to call back.',
    category: 'cards',
    basePrice: '39.99',
    markup: '10.00',
    rating: '4.8',
    previewShape: 'card',
  },
  {
    slug: 'yard-signs',
    name: 'Yard Signs',
    description:
      'An 18 x 24 in corrugated plastic sign printed on both sides, with a steel H-stake to push into the lawn. ' +
      'Leave one at each job site so the neighbours see your name and number while you work.',
    category: 'signs',
    basePrice: '8.99',
    markup: '4.00',
    rating: '4.7',
    previewShape: 'sign',
  },
  {
    slug: 'polo-shirts',
    name: 'Polo Shirts',
    description:
      'A breathable cotton-blend polo with your logo embroidered on the chest, in sizes S to 3XL. ' +
      'Your crew looks like one team at the door, and it stands up to a season of washes.',
    category: 'apparel',
    basePrice: '19.99',
    markup: '5.00',
    rating: '4.6',
    previewShape: 'shirt',
  },
  {
    slug: 'water-bottles',
    name: 'Water Bottles',
    description:
      'A 20 oz insulated stainless steel bottle with a screw lid and your logo printed in one colour. ' +
      'A thank-you gift that customers keep on the desk long after the job is done.',
    category: 'promotional',
    basePrice: '6.99',
    markup: '2.00',
    rating: '4.5',
    previewShape: 'bottle',
  },
  {
    slug: 'vehicle-magnets',
    name: 'Vehicle Magnets',
    description:
      'A pair of 12 x 24 in magnetic signs, 30 mil thick with rounded corners, weatherproof and UV-coated. ' +
      'They turn your truck into an advert on every drive and come off cleanly on weekends.',
    category: 'signs',
    basePrice: '29.99',
    markup: '5.00',
    rating: '4.9',
    previewShape: 'magnet',
  },
  {
    slug: 'keychains',
    name: 'Keychains',
    description:
      'A 2 in acrylic keychain with a split ring, printed in full colour on both sides. ' +
      'Leave one with each customer: your phone number stays on their key ring for the next job.',
    category: 'promotional',
    basePrice: '1.99',
    markup: '1.00',
    rating: '4.5',
    previewShape: 'keychain',
  },
].map((p, index) => ({ ...p, imageUrl: `/merch/${p.slug}.svg`, customizable: true, sortOrder: index + 1 }));

/** The catalogue of a first start: only while the table is empty, so the administrator's edits and additions stay. */
export async function seedMerchCatalogue(db: Db) {
  const [product] = await db.select({ id: merchandiseProducts.id }).from(merchandiseProducts).limit(1);
  if (!product) await db.insert(merchandiseProducts).values(defaultMerchCatalogue);
}
