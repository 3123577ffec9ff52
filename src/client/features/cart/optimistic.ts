// The optimistic answer of a quantity change: the cached cart with the line's new quantity,
// its total at the current unit price and the totals moved by the difference. The server's
// answer (new tier prices, discounts, methods) replaces it a moment later; a failure rolls it back.
import type { CartDetail, CartSubjectDetail } from '../checkout';

interface Delta {
  amount: number;
  amountWithTax: number;
  quantity: number;
  count: number;
}

function lineAmounts(subject: CartSubjectDetail): { amount: number; amountWithTax: number } {
  return subject.indirectSubjects.reduce(
    (sum, s) => ({ amount: sum.amount + s.subjectTotal.amount, amountWithTax: sum.amountWithTax + s.subjectTotal.amountWithTax }),
    { amount: subject.subjectTotal.amount, amountWithTax: subject.subjectTotal.amountWithTax },
  );
}

export function cartWithQuantity(cart: CartDetail, subjectId: string, quantity: number): CartDetail {
  const delta: Delta = { amount: 0, amountWithTax: 0, quantity: 0, count: 0 };
  const subjects: CartSubjectDetail[] = [];
  for (const subject of cart.subjects) {
    if (subject.id !== subjectId) {
      subjects.push(subject);
      continue;
    }
    const before = lineAmounts(subject);
    delta.quantity -= subject.quantity;
    if (quantity <= 0) {
      delta.amount -= before.amount;
      delta.amountWithTax -= before.amountWithTax;
      delta.count -= 1;
      continue;
    }
    const subjectTotal = {
      ...subject.subjectTotal,
      amount: subject.price.amount * quantity,
      amountWithTax: subject.price.amountWithTax * quantity,
    };
    delta.amount += subjectTotal.amount - subject.subjectTotal.amount;
    delta.amountWithTax += subjectTotal.amountWithTax - subject.subjectTotal.amountWithTax;
    delta.quantity += quantity;
    subjects.push({ ...subject, quantity, subjectTotal });
  }
  const { totals } = cart;
  return {
    ...cart,
    subjects,
    totals: {
      ...totals,
      quantity: totals.quantity + delta.quantity,
      vatAmount: totals.vatAmount + (delta.amountWithTax - delta.amount),
      subjects: {
        ...totals.subjects,
        count: totals.subjects.count + delta.count,
        amount: totals.subjects.amount + delta.amount,
        amountWithTax: totals.subjects.amountWithTax + delta.amountWithTax,
      },
      goods: { ...totals.goods, amount: totals.goods.amount + delta.amount, amountWithTax: totals.goods.amountWithTax + delta.amountWithTax },
      total: { ...totals.total, amount: totals.total.amount + delta.amount, amountWithTax: totals.total.amountWithTax + delta.amountWithTax },
    },
  };
}
