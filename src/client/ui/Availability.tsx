// The text and colour come computed from the server (src/domain stockAvailability), so the
// client never repeats stock rules or texts.
export function Availability({ availability }: { availability: { state: string; text: string; color: string } }) {
  const tone = availability.color === 'red' ? 'red' : 'green';
  return (
    <span className={`availability availability--${tone}`} data-state={availability.state}>
      {availability.text}
    </span>
  );
}
