import { useId } from 'react';
import { formatNumber, PACK_TYPES, type PackType } from '../../../domain';
import { detailMessages } from '../../../texts/detail';
import { cx } from '../../../ui/cx';

/** Kusy / Kartony as a radio group (arrow keys move between them), with "1 karton = N ks". */
export function PackSwitch({ value, onChange, piecesPerCarton }: { value: PackType; onChange(pack: PackType): void; piecesPerCarton: number }) {
  const name = useId();
  return (
    <fieldset className="pack-switch" data-testid="pack-switch">
      <legend className="pack-switch__legend">{detailMessages.pack}</legend>
      <div className="pack-switch__options">
        {PACK_TYPES.map((pack) => (
          <label key={pack} className={cx('pack-switch__option', pack === value && 'pack-switch__option--active')}>
            <input
              type="radio"
              name={name}
              value={pack}
              checked={pack === value}
              onChange={() => onChange(pack)}
              data-testid={`pack-${pack}`}
            />
            {detailMessages.packs[pack]}
          </label>
        ))}
      </div>
      <p className="pack-switch__note">
        1 {detailMessages.unit.carton} = {formatNumber(piecesPerCarton)} {detailMessages.unit.pcs}
      </p>
    </fieldset>
  );
}
