// One primary cart line with its services and warranties underneath and its discount.
import { Link } from 'react-router-dom';
import { messages } from '../../messages';
import { Button, Icon, Price, QuantityStepper, StockBadge } from '../../ui';
import { quantitySettingsOf } from '../catalogue/quantity';
import type { CartSubjectDetail } from '../checkout/useCheckoutDetail';

const m = messages.cart;

export interface CartSubjectRowProps {
  subject: CartSubjectDetail;
  /** Read-only in the summary. */
  editable: boolean;
  onQuantity?(subject: CartSubjectDetail, quantity: number): void;
  onRemove?(subject: CartSubjectDetail): void;
  onRemoveService?(subject: CartSubjectDetail, serviceSku: string): void;
}

export function CartSubjectRow({ subject, editable, onQuantity, onRemove, onRemoveService }: CartSubjectRowProps) {
  const product = subject.product;
  const availability = subject.packType === 'carton' ? (product?.availabilityCarton ?? product?.availability) : product?.availability;
  const unit = subject.packType === 'carton' ? m.carton : m.pieces;
  const discount = subject.discounts && subject.discounts.totalDiscount.amountWithTax !== 0 ? subject.discounts : null;
  return (
    <>
      <tr className="cart-subject" data-testid="cart-subject" data-sku={subject.sku}>
        <td className="cart-subject__image">
          {product?.image ? <img src={product.image} alt="" width={64} height={64} loading="lazy" /> : null}
        </td>
        <td className="cart-subject__name">
          {product ? <Link to={product.url}>{product.name}</Link> : subject.text}
          {subject.packType === 'carton' ? <span className="cart-subject__pack"> ({m.carton})</span> : null}
          {availability ? (
            <div className="cart-subject__stock">
              <StockBadge availability={availability} />
            </div>
          ) : null}
        </td>
        <td className="num" data-testid="cart-subject-unit-price">
          <Price price={subject.price} showVatNote={false} />
        </td>
        <td className="cart-subject__quantity">
          {editable && onQuantity ? (
            <QuantityStepper
              value={subject.quantity}
              settings={product ? quantitySettingsOf(product.quantitySettings) : undefined}
              onChange={(quantity) => onQuantity(subject, quantity)}
              size="sm"
              label={`${m.quantity}: ${product?.name ?? subject.text}`}
            />
          ) : (
            <span data-testid="cart-subject-quantity">
              {subject.quantity} {unit}
            </span>
          )}
        </td>
        <td className="num" data-testid="cart-subject-total">
          <Price price={subject.subjectTotal} showVatNote={false} />
        </td>
        {editable ? (
          <td className="cart-subject__remove">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onRemove?.(subject)}
              aria-label={`${m.removeLabel}: ${product?.name ?? subject.text}`}
              icon={<Icon name="close" size={16} />}
            >
              <span className="visually-hidden">{m.remove}</span>
            </Button>
          </td>
        ) : null}
      </tr>
      {subject.indirectSubjects.map((service) => (
        <tr key={service.id} className="cart-subject cart-subject--indirect" data-testid="cart-indirect-subject" data-sku={service.sku}>
          <td />
          <td className="cart-subject__name">
            <span className="cart-subject__service">{service.text}</span>
          </td>
          <td className="num">
            <Price price={service.price} showVatNote={false} />
          </td>
          <td className="cart-subject__quantity">
            {service.quantity} {m.pieces}
          </td>
          <td className="num">
            <Price price={service.subjectTotal} showVatNote={false} />
          </td>
          {editable ? (
            <td className="cart-subject__remove">
              <Button
                variant="ghost"
                size="sm"
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
          <td />
          <td colSpan={3}>
            {m.discount} {discount.discountCodes.join(', ')}
          </td>
          <td className="num">
            −<Price price={discount.totalDiscount} showVatNote={false} />
          </td>
          {editable ? <td /> : null}
        </tr>
      ) : null}
    </>
  );
}

export function CartSubjectsTable({ subjects, ...rest }: Omit<CartSubjectRowProps, 'subject'> & { subjects: readonly CartSubjectDetail[] }) {
  return (
    <table className="cart-table" data-testid="cart-table">
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">{m.image}</span>
          </th>
          <th scope="col">{m.product}</th>
          <th scope="col">{m.unitPrice}</th>
          <th scope="col">{m.quantity}</th>
          <th scope="col">{m.subjectTotal}</th>
          {rest.editable ? (
            <th scope="col">
              <span className="visually-hidden">{m.remove}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {subjects.map((subject) => (
          <CartSubjectRow key={subject.id} subject={subject} {...rest} />
        ))}
      </tbody>
    </table>
  );
}
