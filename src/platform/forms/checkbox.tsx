import type { InputHTMLAttributes } from 'react';

/** A checkbox with its label beside it, as the checkers and the estimate show them. */
export function Checkbox({
  id,
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string }) {
  return (
    <div className="flex gap-3">
      <input {...input} id={id} type="checkbox" className="mt-1 size-5 shrink-0 accent-teal-700" />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
