// The optimistic answer of a quantity change: the cached cart with the line's new quantity,
// its total at the current unit price (the domain's lineTotal, as the server computes it) and
// the totals moved by the difference. The server's
// answer (new tier prices, discounts, methods) replaces it a moment later; a failure rolls it back.
import { lineTotal, sumMoney } from '../../domain';
import type { CartDetail, CartSubjectDetail } from '../checkout';

interface Delta {
  amount: number;
  amountWithTax: number;
  quantity: number;
  count: number;
}

/** The line with its services (indirect subjects). */
function lineAmounts(subject: CartSubjectDetail): { amount: number; amountWithTax: number } {
  const totals = [subject.subjectTotal, ...subject.indirectSubjects.map((s) => s.subjectTotal)];
  return { amount: sumMoney(totals.map((t) => t.amount)), amountWithTax: sumMoney(totals.map((t) => t.amountWithTax)) };
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
    const line = lineTotal({ unitNet: subject.price.amount, unitGross: subject.price.amountWithTax, quantity });
    const subjectTotal = { ...subject.subjectTotal, amount: line.amount, amountWithTax: line.amountWithTax };
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
