// /__styleguide: every component of the UI kit in every state (lazy chunk).
import { useState, type ReactNode } from 'react';
import { stockAvailability } from '../../../domain/stock';
import { MESSAGES } from '../../../domain/validation';
import { CART_TOASTS } from '../../domain';
import { messages } from '../../messages';
import { styleguideMessages } from '../../texts/styleguide';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Breadcrumbs } from '../../ui/Breadcrumbs';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { DropdownMenu } from '../../ui/DropdownMenu';
import { EmptyState } from '../../ui/EmptyState';
import { Checkbox, Input, Radio, RadioGroup, Select, Textarea } from '../../ui/Field';
import { Icon, type IconName } from '../../ui/Icon';
import { PageTitle } from '../../ui/PageTitle';
import { Pagination } from '../../ui/Pagination';
import { Price } from '../../ui/Price';
import { QuantityStepper } from '../../ui/QuantityStepper';
import { Skeleton } from '../../ui/Skeleton';
import { StockBadge } from '../../ui/StockBadge';
import { Tabs } from '../../ui/Tabs';
import { useToast } from '../../ui/Toast';
import { AccountMenu } from './AccountMenu';
import { PriceTypeSwitch } from './PriceTypeSwitch';

function Specimen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="specimen" aria-labelledby={`sg-${title}`}>
      <h2 id={`sg-${title}`}>{title}</h2>
      <div className="specimen__body">{children}</div>
    </section>
  );
}

const COLORS = ['bg', 'surface', 'surface-2', 'text', 'muted', 'border', 'brand', 'brand-dark', 'brand-soft', 'accent', 'accent-dark', 'green', 'red', 'amber', 'blue', 'focus'];
const ICONS: IconName[] = ['menu', 'search', 'close', 'cart', 'user', 'chevronDown', 'chevronRight', 'chevronLeft', 'phone', 'minus', 'plus', 'check', 'info', 'alert', 'chat'];
const price = { amount: 100_000, amountWithTax: 121_000 };
// Real outputs of the domain rule, so the style guide never spells a stock text itself.
const STOCK_SAMPLES = [
  stockAvailability({ onSale: true, stock: { state: 'stock', quantity: 60 } }),
  stockAvailability({ onSale: true, stock: { state: 'stock', quantity: 4 } }),
  stockAvailability({ onSale: true, stock: null }),
  stockAvailability({ onSale: true, stock: { state: 'ordered', quantity: 0 } }),
  stockAvailability({ onSale: true, stock: { state: 'on-way', quantity: 0, timing: '2026-03-12' } }),
  stockAvailability({ onSale: false, stock: null }),
];

export function StyleguidePage() {
  const toast = useToast();
  const [quantity, setQuantity] = useState(3);
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <section className="page styleguide">
      <PageTitle name={messages.pages.styleguide} />
      <h1>{messages.pages.styleguide}</h1>
      <p className="lead">{styleguideMessages.intro}</p>

      <Specimen title="Barvy">
        <ul className="swatches">
          {COLORS.map((c) => (
            <li key={c}>
              <span className="swatch" style={{ background: `var(--color-${c})` }} />
              <code>--color-{c}</code>
            </li>
          ))}
        </ul>
      </Specimen>

      <Specimen title="Typografie">
        <p style={{ fontSize: 'var(--text-3xl)', fontWeight: 700, margin: 0 }}>Příliš žluťoučký kůň úpěl ďábelské ódy</p>
        <p style={{ fontSize: 'var(--text-2xl)', margin: 0 }}>ĚŠČŘŽÝÁÍÉ ÚŮ ŤĎŇ ěščřžýáíé úů ťďň</p>
        <p style={{ fontSize: 'var(--text-lg)', margin: 0 }}>Text lg – Úklidové prostředky pro domácnost i firmu.</p>
        <p style={{ margin: 0 }}>Text md – Běžný odstavec textu.</p>
        <p style={{ fontSize: 'var(--text-sm)', margin: 0 }}>Text sm – Poznámka pod čarou.</p>
      </Specimen>

      <Specimen title="Ikony">
        <ul className="swatches">
          {ICONS.map((name) => (
            <li key={name}>
              <Icon name={name} />
              <code>{name}</code>
            </li>
          ))}
        </ul>
      </Specimen>

      <Specimen title="Button">
        <div className="row">
          <Button variant="primary">Primární</Button>
          <Button>Sekundární</Button>
          <Button variant="accent">Akcent</Button>
          <Button variant="ghost">Nenápadné</Button>
          <Button variant="danger">Smazat</Button>
          <ButtonLink to="/">Odkaz jako tlačítko</ButtonLink>
        </div>
        <div className="row">
          <Button variant="primary" size="sm">
            Malé
          </Button>
          <Button variant="primary" size="lg">
            Velké
          </Button>
          <Button variant="primary" disabled>
            Nedostupné
          </Button>
          <Button variant="primary" loading>
            Odesílám…
          </Button>
          <Button icon={<Icon name="cart" />} variant="primary">
            Do košíku
          </Button>
        </div>
      </Specimen>

      <Specimen title="Formulářová pole">
        <div className="form-grid">
          <Input label="E-mail" type="email" placeholder="vas@email.cz" />
          <Input label="Povinné pole" required hint="Nápověda pod polem" />
          <Input label="S chybou" defaultValue="jana@" error={MESSAGES.emailFormat} />
          <Input label="Nedostupné" disabled defaultValue="Nelze upravit" />
          <Select
            label="Země"
            options={[
              { value: 'CZ', label: 'Česká republika' },
              { value: 'SK', label: 'Slovensko' },
            ]}
          />
          <Select label="Select s chybou" error={MESSAGES.required} options={[{ value: '', label: 'Vyberte…' }]} />
          <Textarea className="form-grid__full" label="Zpráva" placeholder="Napište nám…" />
          <Checkbox label="Nezaškrtnuté" />
          <Checkbox label="Zaškrtnuté" defaultChecked />
          <Checkbox label="S chybou" error={MESSAGES.privacyAgreement} />
          <Checkbox label="Nedostupné" disabled />
          <RadioGroup legend="Doprava">
            <Radio name="sg-radio" label="Osobní odběr" hint="Zdarma" defaultChecked />
            <Radio name="sg-radio" label="PPL" hint="99 Kč" />
            <Radio name="sg-radio" label="Nedostupné" disabled />
          </RadioGroup>
          <RadioGroup legend="Skupina s chybou" error="Vyberte jednu možnost.">
            <Radio name="sg-radio-2" label="Ano" />
            <Radio name="sg-radio-2" label="Ne" />
          </RadioGroup>
        </div>
      </Specimen>

      <Specimen title="Badge">
        <div className="row">
          <Badge>Neutrální</Badge>
          <Badge tone="brand">Značka</Badge>
          <Badge tone="success">Skladem</Badge>
          <Badge tone="warning">Upozornění</Badge>
          <Badge tone="danger">Vyprodáno</Badge>
          <Badge tone="info">Info</Badge>
          <Badge tone="accent">−20 %</Badge>
        </div>
      </Specimen>

      <Specimen title="Card">
        <div className="card-grid">
          <Card>
            <h3>Obyčejná karta</h3>
            <p>Obsah karty.</p>
          </Card>
          <Card raised>
            <h3>Vyvýšená karta</h3>
            <p>Se stínem.</p>
          </Card>
          <Card interactive>
            <h3>Interaktivní karta</h3>
            <p>Zvýrazní se při najetí myší.</p>
          </Card>
        </div>
      </Specimen>

      <Specimen title="Price">
        <div className="row">
          <Price price={price} pricesType="B2C" />
          <Price price={price} pricesType="B2B" />
          <Price price={price} pricesType="B2C" showOther />
          <Price price={price} pricesType="B2B" showOther />
          <Price price={price} pricesType="B2C" originalAmountWithTax={151_250} />
          <Price price={price} pricesType="B2C" size="lg" />
          <Price price={price} pricesType="B2C" size="sm" showVatNote={false} />
          <Price price={price} />
        </div>
        <PriceTypeSwitch />
      </Specimen>

      <Specimen title="StockBadge">
        <div className="row">
          {STOCK_SAMPLES.map((sample) => (
            <StockBadge key={sample.state + sample.text} availability={sample} />
          ))}
        </div>
      </Specimen>

      <Specimen title="QuantityStepper">
        <div className="row">
          <QuantityStepper value={quantity} onChange={setQuantity} />
          <QuantityStepper value={1} onChange={() => undefined} label="Na minimu" />
          <QuantityStepper value={12} onChange={() => undefined} settings={{ min: 6, step: 6, max: 12 }} label="Krok 6, na maximu" />
          <QuantityStepper value={2} onChange={() => undefined} disabled label="Nedostupný" />
          <QuantityStepper value={2} onChange={() => undefined} size="sm" label="Malý" />
        </div>
      </Specimen>

      <Specimen title="Breadcrumbs">
        <Breadcrumbs items={[{ label: 'Úvod', to: '/' }, { label: 'Úklidová chemie', to: '/' }, { label: 'Čističe podlah' }]} />
      </Specimen>

      <Specimen title="Pagination">
        <Pagination page={1} pageCount={3} hrefFor={(p) => `/__styleguide?strana=${p}`} label="Stránkování – začátek" />
        <Pagination page={6} pageCount={12} hrefFor={(p) => `/__styleguide?strana=${p}`} label="Stránkování – uprostřed" />
        <Pagination page={12} pageCount={12} hrefFor={(p) => `/__styleguide?strana=${p}`} label="Stránkování – konec" />
      </Specimen>

      <Specimen title="Tabs">
        <Tabs
          label="Ukázkové záložky"
          items={[
            { value: 'popis', label: 'Popis', content: <p>Popis produktu.</p> },
            { value: 'parametry', label: 'Parametry', content: <p>Tabulka parametrů.</p> },
            { value: 'recenze', label: 'Recenze (3)', content: <p>Recenze zákazníků.</p> },
          ]}
        />
      </Specimen>

      <Specimen title="Skeleton">
        <Skeleton width="12rem" height="1.5rem" />
        <Skeleton lines={3} />
        <Skeleton width="10rem" height="10rem" />
      </Specimen>

      <Specimen title="EmptyState">
        <EmptyState title="Košík je prázdný." icon="cart" action={<ButtonLink to="/" variant="primary">Pokračovat v nákupu</ButtonLink>}>
          <p>Vyberte si z naší nabídky.</p>
        </EmptyState>
      </Specimen>

      <Specimen title="Alert">
        <Alert tone="info" title="Informace">Objednávky odesíláme do 24 hodin.</Alert>
        <Alert tone="success" title="Hotovo">Uloženo.</Alert>
        <Alert tone="warning" title="Upozornění">Zboží je skladem jen u dodavatele.</Alert>
        <Alert tone="danger" title="Chyba">Nepodařilo se uložit.</Alert>
      </Specimen>

      <Specimen title="Toasty (vpravo nahoře)">
        <div className="row">
          <Button onClick={() => toast.success(messages.newsletter.success)}>Úspěch</Button>
          <Button onClick={() => toast.error(CART_TOASTS.updateFailed)}>Chyba</Button>
          <Button onClick={() => toast.info('Informace', 'S doplňujícím popisem.')}>Informace</Button>
          <Button onClick={() => toast.warning('Upozornění')}>Upozornění</Button>
        </div>
      </Specimen>

      <Specimen title="Dialog a menu">
        <div className="row">
          <Button variant="primary" onClick={() => setDialogOpen(true)}>
            Otevřít dialog
          </Button>
          <DropdownMenu
            label="Ukázkové menu"
            trigger={<Button icon={<Icon name="chevronDown" />}>Menu</Button>}
            items={[
              { label: 'Odkaz', to: '/__styleguide' },
              { label: 'Akce', onSelect: () => toast.info('Akce z menu') },
            ]}
          />
          <AccountMenu />
          <AccountMenu customer={{ name: 'Jana Nováková' }} onLogout={() => toast.info('Odhlášení')} />
        </div>
        <Dialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          title="Sdílet košík"
          description="Pošleme odkaz na košík na zadaný e-mail."
          footer={
            <>
              <DialogClose asChild>
                <Button>Zrušit</Button>
              </DialogClose>
              <Button variant="primary" onClick={() => setDialogOpen(false)}>
                Odeslat
              </Button>
            </>
          }
        >
          <Input label="E-mail příjemce" type="email" />
        </Dialog>
      </Specimen>
    </section>
  );
}
