import { fieldStyles } from '../../styles/class-names';

/** What `penceFromPounds` reads (src/features/checkers/rules/money.ts), for the browser's own check: "30000", "£30,000.50". */
export const poundsPattern = String.raw`\s*£?\s*([0-9]{1,3}(,[0-9]{3})+|[0-9]+)(\.[0-9]{1,2})?\s*`;

interface MoneyInputProps {
  id: string;
  name: string;
  label: string;
  hintId?: string;
  required?: boolean;
  disabled?: boolean;
  /** Said by the browser when the value is not a sum (its own message names the field). */
  invalid: string;
  /** What an attempted submit found wrong (useFieldErrors), under the label. */
  error?: string | undefined;
  /** What the visitor sent, shown again (a page the server answers a plain post with). */
  defaultValue?: string | undefined;
}

/** A sum in pounds: a text field with a decimal keypad and the browser's own pattern check. */
export function MoneyInput({
  id,
  name,
  label,
  hintId,
  required,
  disabled,
  invalid,
  error,
  defaultValue,
}: MoneyInputProps) {
  const errorId = `${id}-error`;
  const describedBy = [hintId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <input
        id={id}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        pattern={poundsPattern}
        title={invalid}
        required={required}
        disabled={disabled}
        defaultValue={defaultValue}
        aria-describedby={describedBy || undefined}
        aria-invalid={error ? true : undefined}
        className={fieldStyles.input}
      />
    </div>
  );
}
