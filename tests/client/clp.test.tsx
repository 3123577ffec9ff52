// The CLP pieces of the storefront (issue 15): the cards' badge, the product page's block and the
// cart's notice render what the API says, with Czech accessible names, and nothing without a hazard.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLP_TEXTS } from '../../src/domain';
import { ProductCard } from '../../src/client/features/catalogue/ProductCard';
import { HazardBlock } from '../../src/client/features/catalogue/product/HazardBlock';
import { HazardNotice } from '../../src/client/features/cart/HazardNotice';
import { mopDetail, mopProduct } from '../fixtures/catalogue';
import { subject } from '../fixtures/checkout';
import { renderWithApp } from './render';

const corrosive = {
  __typename: 'ProductHazard' as const,
  hazardous: true,
  pictograms: [
    { __typename: 'GhsPictogram' as const, code: 'GHS05', name: 'Žíravost' },
    { __typename: 'GhsPictogram' as const, code: 'GHS09', name: 'Životní prostředí' },
  ],
  signalWord: 'danger',
  signalWordText: 'Nebezpečí',
  hazardStatements: [{ __typename: 'ClpStatement' as const, code: 'H314', text: 'Způsobuje těžké poleptání kůže a poškození očí.' }],
  precautionaryStatements: [{ __typename: 'ClpStatement' as const, code: 'P102', text: 'Uchovávejte mimo dosah dětí.' }],
  ufi: 'F000-T0KH-V002-T4SM',
  safetyDataSheetUrl: '/media/bezpecnostni-list/MOP-100.pdf',
};
const notClassified = { ...corrosive, hazardous: false, pictograms: [], signalWord: null, signalWordText: null, hazardStatements: [], precautionaryStatements: [], ufi: null };

describe('HazardBadge on a card', () => {
  it('says "Nebezpečná látka" with the hazards named for assistive technology', () => {
    renderWithApp(<ProductCard product={{ ...mopProduct, hazard: corrosive }} />);
    const badge = screen.getByTestId('hazard-badge');
    expect(badge.textContent).toBe(`${CLP_TEXTS.badge} (Žíravost, Životní prostředí)`);
    expect(badge.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it('is absent for a not-classified mixture and a product without CLP data', () => {
    renderWithApp(<ProductCard product={{ ...mopProduct, hazard: notClassified }} />);
    expect(screen.queryByTestId('hazard-badge')).toBeNull();
    renderWithApp(<ProductCard product={mopProduct} />);
    expect(screen.queryByTestId('hazard-badge')).toBeNull();
  });
});

describe('HazardBlock on the product page', () => {
  it('shows pictograms, signal word, statements, UFI and the data sheet link', () => {
    renderWithApp(<HazardBlock hazard={{ ...mopDetail, hazard: corrosive }.hazard} />);
    const block = screen.getByTestId('hazard-block');
    expect(within(block).getByRole('img', { name: 'Výstražný symbol: Žíravost' })).toBeTruthy();
    expect(within(block).getByRole('img', { name: 'Výstražný symbol: Životní prostředí' })).toBeTruthy();
    expect(screen.getByTestId('hazard-signal-word').textContent).toBe(`${CLP_TEXTS.signalWord}: Nebezpečí`);
    expect(screen.getByTestId('hazard-statements').textContent).toBe('H314 Způsobuje těžké poleptání kůže a poškození očí.');
    expect(screen.getByTestId('hazard-precautions').textContent).toBe('P102 Uchovávejte mimo dosah dětí.');
    expect(screen.getByTestId('hazard-ufi').textContent).toBe('UFI: F000-T0KH-V002-T4SM');
    expect(within(block).getByRole('link', { name: CLP_TEXTS.safetyDataSheet }).getAttribute('href')).toBe('/media/bezpecnostni-list/MOP-100.pdf');
  });

  it('says "not classified" with the data sheet for a safe mixture, and nothing without CLP data', () => {
    const { container } = renderWithApp(<HazardBlock hazard={notClassified} />);
    expect(screen.getByTestId('hazard-block').textContent).toBe(`${CLP_TEXTS.notClassified}${CLP_TEXTS.safetyDataSheet}`);
    expect(container.querySelector('svg')).toBeNull();
    renderWithApp(<HazardBlock hazard={null} />);
    expect(screen.getAllByTestId('hazard-block')).toHaveLength(1);
  });
});

describe('HazardNotice in the cart', () => {
  const line = subject();
  it('lists the hazardous products once', () => {
    const hazardous = { ...line, product: { ...line.product!, hazard: corrosive } };
    renderWithApp(<HazardNotice subjects={[hazardous, { ...hazardous, id: 'line-2', packType: 'carton' }]} />);
    const list = screen.getByTestId('hazard-notice');
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('link', { name: line.product!.name })).toBeTruthy();
    expect(screen.getByText(CLP_TEXTS.cartNoticeTitle)).toBeTruthy();
  });

  it('is absent without hazardous lines', () => {
    renderWithApp(<HazardNotice subjects={[line, { ...line, product: { ...line.product!, hazard: notClassified } }]} />);
    expect(screen.queryByTestId('hazard-notice')).toBeNull();
  });
});
