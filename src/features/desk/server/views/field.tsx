import type { ReactNode } from 'react';
import { fieldStyles } from '../../../../styles/class-names';
import { emailMaxLength } from '../form-fields';

/** What a field's control carries: the hint and the problem it is described by, and whether it is invalid. */
export interface FieldDescription {
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/**
 * A desk form's field as every desk form lays it out: its label, its hint, what is wrong (when
 * something is), then the control, which `children` renders with the description to carry.
 */
export function FieldFrame({
  id,
  label,
  hint,
  problem,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  problem?: string;
  children: (described: FieldDescription) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor={id} className="block font-semibold text-ink-900">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {problem && (
        <p id={`${id}-problem`} className="mt-2 text-sm font-semibold text-red-800">
          {problem}
        </p>
      )}
      {children({
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(problem ? { 'aria-invalid': true } : {}),
      })}
    </>
  );
}

/** A desk form's one email address (signing in, finding a person's data). */
export function EmailField({
  id,
  name,
  label,
  hint,
  problem,
  value,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  problem?: string;
  value: string;
  autoComplete: 'username' | 'off';
}) {
  return (
    <FieldFrame id={id} label={label} hint={hint} problem={problem}>
      {(described) => (
        <input
          id={id}
          name={name}
          type="email"
          autoComplete={autoComplete}
          required
          maxLength={emailMaxLength}
          defaultValue={value}
          {...described}
          className={fieldStyles.input}
        />
      )}
    </FieldFrame>
  );
}
