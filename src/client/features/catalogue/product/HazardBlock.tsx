// The CLP block of the product page (issue 15, item 3): pictograms, signal word, hazard
// statements and UFI above the buy box, the precautionary statements behind a disclosure, and the
// safety data sheet. A mixture that is not classified says so and still links its data sheet.
import { CLP_TEXTS, hazardShownIn } from '../../../domain';
import { GhsPictogram } from '../../../ui';
import type { ProductDetail } from './types';

export function HazardBlock({ hazard }: { hazard: ProductDetail['hazard'] }) {
  if (!hazard || !hazardShownIn(hazard, 'page')) return null;
  const sheet = (
    <a className="hazard-block__sheet" href={hazard.safetyDataSheetUrl} type="application/pdf" target="_blank" rel="noopener">
      {CLP_TEXTS.safetyDataSheet}
    </a>
  );
  if (!hazard.hazardous) {
    return (
      <section className="hazard-block hazard-block--none" aria-label={CLP_TEXTS.heading} data-testid="hazard-block">
        <p className="hazard-block__none">{CLP_TEXTS.notClassified}</p>
        {sheet}
      </section>
    );
  }
  return (
    <section className="hazard-block" aria-labelledby="hazard-block-title" data-testid="hazard-block">
      <h2 id="hazard-block-title" className="hazard-block__title">
        {CLP_TEXTS.heading}
      </h2>
      <div className="hazard-block__head">
        {hazard.pictograms.length > 0 ? (
          <ul className="hazard-block__pictograms" aria-label={CLP_TEXTS.pictograms}>
            {hazard.pictograms.map((p) => (
              <li key={p.code}>
                <GhsPictogram code={p.code} name={p.name} size={56} />
              </li>
            ))}
          </ul>
        ) : null}
        {hazard.signalWordText ? (
          <p className="hazard-block__signal" data-testid="hazard-signal-word">
            <span className="visually-hidden">{CLP_TEXTS.signalWord}: </span>
            {hazard.signalWordText}
          </p>
        ) : null}
      </div>
      {hazard.hazardStatements.length > 0 ? (
        <ul className="hazard-block__statements" aria-label={CLP_TEXTS.hazardStatements} data-testid="hazard-statements">
          {hazard.hazardStatements.map((s) => (
            <li key={s.code}>
              <span className="hazard-block__code">{s.code}</span> {s.text}
            </li>
          ))}
        </ul>
      ) : null}
      {hazard.precautionaryStatements.length > 0 ? (
        <details className="hazard-block__precautions">
          <summary>{CLP_TEXTS.precautionaryStatements}</summary>
          <ul data-testid="hazard-precautions">
            {hazard.precautionaryStatements.map((s) => (
              <li key={s.code}>
                <span className="hazard-block__code">{s.code}</span> {s.text}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <p className="hazard-block__foot">
        {hazard.ufi ? (
          <span className="hazard-block__ufi" data-testid="hazard-ufi">
            {CLP_TEXTS.ufi}: {hazard.ufi}
          </span>
        ) : null}
        {sheet}
      </p>
    </section>
  );
}
