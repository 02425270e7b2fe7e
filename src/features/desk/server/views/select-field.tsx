import { fieldStyles } from '../../../../styles/class-names';
import { FieldFrame } from './field';

/** A choice in a desk list: what the form sends, and the words shown for it. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A desk form's choice from a list, laid out as every desk field is (field.tsx): its label, what is
 * wrong (when something is), then the select with the current value chosen.
 */
export function SelectField({
  id,
  name,
  label,
  value,
  choices,
  problem,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  choices: readonly Choice[];
  problem?: string;
  /** The wrapper's spacing, where the form's layout wants some. */
  className?: string;
}) {
  return (
    <div className={className}>
      <FieldFrame id={id} label={label} problem={problem}>
        {(described) => (
          <select id={id} name={name} defaultValue={value} {...described} className={fieldStyles.select}>
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        )}
      </FieldFrame>
    </div>
  );
}
