// How long the PDF of a 30-line invoice takes (docs/api-accounts.md): wall and CPU time per
// document after a warm-up, median of 20. `npx tsx scripts/measure-invoice-pdf.ts`.
import { taxDocumentPdf } from '../src/server/services/accounts-invoice-pdf.js';
import type { TaxDocument } from '../src/domain/index.js';

const party = { name: 'Čisto s.r.o.', street: 'Průmyslová 1472/11', city: 'Praha 10', postalCode: '102 00', country: 'CZ', companyRegNo: '24681351', companyTaxNo: 'CZ24681351' };
const lines = Array.from({ length: 30 }, (_, i) => ({
  sku: `SKU-${i}`,
  text: i % 5 === 0 ? 'Příliš žluťoučký kůň úpěl ďábelské ódy – ručníky ZZ skládané, karton 20 balení po 250 ks, bílé, dvouvrstvé' : `Mop Čisto Profi ${i}`,
  quantity: 3,
  packType: 'pcs' as const,
  quantityText: '3 ks',
  unitPrice: 123_450,
  vatRate: 21,
  amount: 370_350,
  vatAmount: 77_774,
  amountWithTax: 448_124,
}));
const doc: TaxDocument = {
  kind: 'invoice', number: 'FV2026000001', orderNumber: '2026000001', issueDate: '2026-03-02', taxPointDate: '2026-03-02', dueDate: '2026-03-16',
  variableSymbol: '2026000001', paymentMethod: 'Bankovní převod', supplier: party, buyer: { ...party, name: 'Úklid Vltava s.r.o.' }, lines,
  vatRecap: [{ rate: 21, base: 11_110_500, vat: 2_333_220, total: 13_443_720 }], amount: 11_110_500, vatAmount: 2_333_220, amountWithTax: 13_443_720,
  rounding: 0, totalToPay: 13_443_720, paid: false,
  bankPayment: { account: '2000123456/2010', iban: 'CZ78 2010 0000 0020 0012 3456', amount: 13_443_720, variableSymbol: '2026000001', spayd: 'SPD*1.0*ACC:CZ7820100000002000123456*AM:134437.20*CC:CZK*X-VS:2026000001' },
};

for (let i = 0; i < 5; i++) await taxDocumentPdf(doc);
const wall: number[] = [];
const cpu: number[] = [];
let size = 0;
for (let i = 0; i < 20; i++) {
  const c = process.cpuUsage();
  const t = performance.now();
  size = (await taxDocumentPdf(doc)).length;
  wall.push(performance.now() - t);
  const u = process.cpuUsage(c);
  cpu.push((u.user + u.system) / 1000);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`30-line invoice PDF (2 pages, QR code): median ${median(wall).toFixed(0)} ms wall, ${median(cpu).toFixed(0)} ms CPU, ${size} bytes`);
