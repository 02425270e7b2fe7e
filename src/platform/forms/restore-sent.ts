/**
 * Puts back what a plain GET submit of a browser-only form sent (its answers, in the page's query):
 * a form whose HTML is in the page before its code can be submitted by a quick visitor before the
 * code has come, which reloads the page with the answers in its address. Only the form's own
 * controls are set, each only to a value it offers (a radio or a box by its value). Returns whether
 * anything was put back, so that the form can work the answer out as if it had been submitted.
 */
export function restoreSent(form: HTMLFormElement, search: string): boolean {
  let restored = false;
  for (const [name, value] of new URLSearchParams(search)) {
    for (const control of form.elements) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue;
      if (control.name !== name) continue;
      if (control instanceof HTMLInputElement && (control.type === 'radio' || control.type === 'checkbox')) {
        if (control.value !== value) continue;
        control.checked = true;
      } else if (control instanceof HTMLSelectElement) {
        if (![...control.options].some((option) => option.value === value && !option.disabled)) continue;
        control.value = value;
      } else control.value = value;
      restored = true;
    }
  }
  return restored;
}
