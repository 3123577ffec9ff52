// The quantity box: a cleared field left with Tab (or Enter) goes back to the quantity it had.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper } from '../../src/client/ui/QuantityStepper';

describe('QuantityStepper', () => {
  it('restores the previous quantity when the cleared box is left, without a change', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={7} onChange={onChange} />);
    const box = screen.getByRole('textbox');
    const user = userEvent.setup();
    await user.clear(box);
    await user.tab();
    expect((box as HTMLInputElement).value).toBe('7');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('commits a typed quantity on Enter, normalised by the domain', async () => {
    const onChange = vi.fn();
    render(<QuantityStepper value={6} onChange={onChange} settings={{ min: 6, step: 6 }} />);
    const box = screen.getByRole('textbox');
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, '7{Enter}');
    expect(onChange).toHaveBeenCalledWith(12);
    expect((box as HTMLInputElement).value).toBe('12');
  });
});
