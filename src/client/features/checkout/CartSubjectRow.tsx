// One primary cart line with its services and warranties underneath and its discount. Each line
// is its own <tbody>: a table row group from tablet up, one card on a phone (checkout.css), with
// picture, name, availability, unit price, the stepper with its unit, line total and remove.
import { Link } from 'react-router-dom';
import { packUnit } from '../../domain';
import { cartMessages } from '../../texts/cart';
import { Button, Icon, Price, QuantityStepper, StockBadge } from '../../ui';
import { quantitySettingsOf } from '../../quantity';
import type { CartSubjectDetail } from './useCheckoutDetail';

const m = cartMessages;

export interface CartSubjectRowProps {
  subject: CartSubjectDetail;
  /** Read-only in the summary. */
  editable: boolean;
  onQuantity?(subject: CartSubjectDetail, quantity: number): void;
  onRemove?(subject: CartSubjectDetail): void;
  onRemoveService?(subject: CartSubjectDetail, serviceSku: string): void;
}

function LineImage({ subject }: { subject: CartSubjectDetail }) {
  const product = subject.product;
  if (!product?.image) return <span className="cart-line__placeholder" aria-hidden="true" />;
  // The name next to it is the line's link; the picture repeats it for a thumb, hidden from assistive tech.
  return (
    <Link to={product.url} tabIndex={-1} aria-hidden="true" className="cart-line__image-link">
      <img src={product.image} alt="" width={72} height={72} loading="lazy" />
    </Link>
  );
}

export function CartSubjectRow({ subject, editable, onQuantity, onRemove, onRemoveService }: CartSubjectRowProps) {
  const product = subject.product;
  const pack = subject.packType === 'carton' ? 'carton' : 'pcs';
  const availability = subject.packType === 'carton' ? (product?.availabilityCarton ?? product?.availability) : product?.availability;
  const discount = subject.discounts && subject.discounts.totalDiscount.amountWithTax !== 0 ? subject.discounts : null;
  const name = product?.name ?? subject.text;
  return (
    <tbody className={editable ? 'cart-line cart-line--editable' : 'cart-line'}>
      <tr className="cart-subject" data-testid="cart-subject" data-sku={subject.sku}>
        <td className="cart-subject__image">
          <LineImage subject={subject} />
        </td>
        <td className="cart-subject__name">
          {product ? (
            <Link to={product.url} className="cart-subject__link">
              {product.name}
            </Link>
          ) : (
            <span className="cart-subject__link">{subject.text}</span>
          )}
          {subject.packType === 'carton' ? <span className="cart-subject__pack"> ({m.carton})</span> : null}
          {availability ? (
            <div className="cart-subject__stock">
              <StockBadge availability={availability} />
            </div>
          ) : null}
        </td>
        <td className="num cart-subject__unit-price" data-label={m.unitPrice} data-testid="cart-subject-unit-price">
          <Price price={subject.price} showVatNote={false} size="sm" />
        </td>
        <td className="cart-subject__quantity">
          {editable && onQuantity ? (
            <span className="cart-subject__stepper">
              <QuantityStepper
                value={subject.quantity}
                settings={product ? quantitySettingsOf(product.quantitySettings) : undefined}
                onChange={(quantity) => onQuantity(subject, quantity)}
                size="sm"
                label={`${m.quantity}: ${name}`}
              />
              <span className="cart-subject__unit" aria-hidden="true">
                {packUnit(pack, subject.quantity)}
              </span>
            </span>
          ) : (
            <span data-testid="cart-subject-quantity">
              {subject.quantity} {packUnit(pack, subject.quantity)}
            </span>
          )}
        </td>
        <td className="num cart-subject__total" data-testid="cart-subject-total">
          <Price price={subject.subjectTotal} showVatNote={false} />
        </td>
        {editable ? (
          <td className="cart-subject__remove">
            <Button
              variant="ghost"
              size="sm"
              className="cart-subject__remove-button"
              onClick={() => onRemove?.(subject)}
              aria-label={`${m.removeLabel}: ${name}`}
              icon={<Icon name="close" size={18} />}
            >
              <span className="visually-hidden">{m.remove}</span>
            </Button>
          </td>
        ) : null}
      </tr>
      {subject.indirectSubjects.map((service) => (
        <tr key={service.id} className="cart-subject cart-subject--indirect" data-testid="cart-indirect-subject" data-sku={service.sku}>
          <td className="cart-subject__image" />
          <td className="cart-subject__name">
            <span className="cart-subject__service">{service.text}</span>
          </td>
          <td className="num cart-subject__unit-price">
            <Price price={service.price} showVatNote={false} size="sm" />
          </td>
          <td className="cart-subject__quantity">
            {service.quantity} {m.pieces}
          </td>
          <td className="num cart-subject__total">
            <Price price={service.subjectTotal} showVatNote={false} size="sm" />
          </td>
          {editable ? (
            <td className="cart-subject__remove">
              <Button
                variant="ghost"
                size="sm"
                className="cart-subject__remove-button"
                onClick={() => onRemoveService?.(subject, service.sku)}
                aria-label={`${m.removeService}: ${service.text}`}
                icon={<Icon name="close" size={16} />}
              >
                <span className="visually-hidden">{m.removeService}</span>
              </Button>
            </td>
          ) : null}
        </tr>
      ))}
      {discount ? (
        <tr className="cart-subject cart-subject--discount" data-testid="cart-subject-discount">
          <td className="cart-subject__image" />
          <td colSpan={3} className="cart-subject__name">
            {m.discount} {discount.discountCodes.join(', ')}
          </td>
          <td className="num cart-subject__total">
            −<Price price={discount.totalDiscount} showVatNote={false} size="sm" />
          </td>
          {editable ? <td className="cart-subject__remove" /> : null}
        </tr>
      ) : null}
    </tbody>
  );
}

export function CartSubjectsTable({ subjects, ...rest }: Omit<CartSubjectRowProps, 'subject'> & { subjects: readonly CartSubjectDetail[] }) {
  return (
    <table className={rest.editable ? 'cart-lines cart-lines--editable' : 'cart-lines'} data-testid="cart-table">
      <thead>
        <tr>
          <th scope="col" colSpan={2}>
            {m.product}
          </th>
          <th scope="col" className="num">
            {m.unitPrice}
          </th>
          <th scope="col" className="cart-lines__quantity-head">
            {m.quantity}
          </th>
          <th scope="col" className="num">
            {m.subjectTotal}
          </th>
          {rest.editable ? (
            <th scope="col">
              <span className="visually-hidden">{m.remove}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      {subjects.map((subject) => (
        <CartSubjectRow key={subject.id} subject={subject} {...rest} />
      ))}
    </table>
  );
}
