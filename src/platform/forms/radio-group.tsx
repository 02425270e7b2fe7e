import type { Choice } from './form-fields';
import { choiceInvalid } from './choice-validity';

interface RadioGroupProps<Value extends string> {
  legend: string;
  name: string;
  choices: Choice<Value>[];
  onChange?: (value: Value) => void;
  /** What an attempted submit found wrong (useFieldErrors), under the question. */
  error?: string | undefined;
}

/** The id of a group's first radio: where its entry in an error summary leads. */
export const firstRadioId = (name: string, choices: readonly Choice<string>[]) => `${name}-${choices[0]?.value}`;

/**
 * A required choice of one, as a fieldset: the browser's own check asks for an answer, and the
 * form shows what it found under the question, as the enquiry form does.
 */
export function RadioGroup<Value extends string>({ legend, name, choices, onChange, error }: RadioGroupProps<Value>) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="mt-6" aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold text-ink-900">{legend}</legend>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="mt-3 space-y-3">
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <div key={choice.value} className="flex gap-3">
              <input
                id={id}
                type="radio"
                name={name}
                value={choice.value}
                required
                {...choiceInvalid(error)}
                onChange={() => onChange?.(choice.value)}
                aria-describedby={choice.hint ? `${id}-hint` : undefined}
                className="mt-1 size-5 shrink-0 accent-teal-700"
              />
              <div>
                <label htmlFor={id} className="text-ink-900">
                  {choice.label}
                </label>
                {choice.hint && (
                  <p id={`${id}-hint`} className="text-sm text-slate-600">
                    {choice.hint}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
