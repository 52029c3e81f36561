import { formatMoney, toCents } from '../../../../../shared/money';
import type { PublicProduct, PublicStorefront } from '../../../../../shared/storefronts/storefront.schemas';
import { CheckoutForm } from './checkout-form';
import type { PageText } from './page-text';
import { SHOP_IDS } from './shop-texts';

/** Products' pictures are drawn 4:3 at this size (CSS scales them), so nothing moves as they load. */
const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 360;

function ProductCard({ product, selling, text }: { product: PublicProduct; selling: boolean; text: PageText }) {
  const { s } = text;
  const nameId = `product-${product.id}`;
  return (
    <li className="card product">
      {product.imageUrl ? (
        <img src={product.imageUrl} alt="" width={IMAGE_WIDTH} height={IMAGE_HEIGHT} loading="lazy" decoding="async" />
      ) : null}
      <h3 id={nameId}>{product.name}</h3>
      {product.description ? <p>{product.description}</p> : null}
      <p className="rate">{formatMoney(product.price)}</p>
      {!product.inStock ? (
        <p className="sold">{s.soldOut}</p>
      ) : selling ? (
        <>
          {product.left !== null && product.left <= 5 ? (
            <p className="note">{text.t('storefronts.shop.left', { count: product.left })}</p>
          ) : null}
          <button
            type="button"
            className="btn submit"
            aria-describedby={nameId}
            data-add={product.id}
            data-name={product.name}
            data-cents={toCents(product.price)}
            data-left={product.left ?? undefined}
          >
            {s.addToCart}
          </button>
        </>
      ) : null}
    </li>
  );
}

/** The cart beside the products: its lines and subtotal (written by the script), the checkout, the receipt. */
function Cart({ view, text }: { view: PublicStorefront; text: PageText }) {
  const { s } = text;
  return (
    <aside id={SHOP_IDS.cart} className="cart" aria-labelledby="cart-title">
      <h3 id="cart-title">{s.cartTitle}</h3>
      <div id={SHOP_IDS.lines}>
        <p className="note">{s.cartEmpty}</p>
      </div>
      <p className="rate">
        {s.subtotal}: <span id={SHOP_IDS.subtotal}>{formatMoney(0)}</span>
      </p>
      <p id={SHOP_IDS.cartStatus} className="sr" role="status" aria-live="polite" />
      <CheckoutForm mode={view.payments!.mode} text={text} />
      <div id={SHOP_IDS.status} className="notice" role="status" aria-live="polite" />
      <div id={SHOP_IDS.receipt} className="receipt" tabIndex={-1} hidden />
    </aside>
  );
}

/**
 * The storefront's products (only when it has active ones): a grid of cards, sold-out ones marked. With card
 * payments, Add to cart and the cart; without, a line inviting a request. Without the script the cart does nothing
 * and the request form below still works.
 */
export function ShopSection({ view, text }: { view: PublicStorefront; text: PageText }) {
  if (view.products.length === 0) return null;
  const { s } = text;
  const selling = view.payments !== null;
  return (
    <section
      id={SHOP_IDS.section}
      className="block alt"
      aria-labelledby="products-title"
      data-subdomain={view.subdomain}
    >
      <div className="wrap">
        <h2 id="products-title">{s.productsTitle}</h2>
        {view.payments === null ? (
          <p className="lead-in">
            <a href="#contact">{s.noPayments}</a>
          </p>
        ) : null}
        <div className={selling ? 'shop' : undefined}>
          <ul className="grid">
            {view.products.map((product) => (
              <ProductCard key={product.id} product={product} selling={selling} text={text} />
            ))}
          </ul>
          {selling ? <Cart view={view} text={text} /> : null}
        </div>
      </div>
    </section>
  );
}
