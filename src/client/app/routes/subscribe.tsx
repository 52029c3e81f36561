import { SubscribePage } from '@client/features/subscriptions/components/subscribe-page';

/** The owner's plan: choosing one, or changing, cancelling and paying for the one they have. */
export default function Subscribe() {
  return <SubscribePage />;
}
