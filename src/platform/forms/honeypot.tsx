/**
 * A form's honeypot: off screen, out of the tab order and hidden from assistive technology, so
 * only a bot filling in every field finds it. The service drops what comes with it.
 */
export function Honeypot({ id, name, label }: { id: string; name: string; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-0 size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
