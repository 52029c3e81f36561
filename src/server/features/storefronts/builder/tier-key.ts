import type { ProductKey } from '../../subscriptions/products/product-subscription.service';
import type { Owner } from './owner';

/** A tier's name as the owner reads it: 'pro' is 'Pro'. */
export const tierLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The owner's subscription to the storefront's tier. */
export const keyOf = (owner: Owner): ProductKey => ({ userId: owner.user.id, product: 'storefront', ref: '' });
