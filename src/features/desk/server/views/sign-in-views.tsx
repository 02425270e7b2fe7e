import { EmailField } from './field';
import { buttonStyles } from '../../../../styles/class-names';
import { deskCopy } from '../../content/desk';
import { deskPaths } from '../paths';
import { deskForms } from '../form-fields';

const card = 'max-w-xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10';

/** The sign-in form: one field, the work address; `problem` when it was sent empty. */
export function SignInForm({ problem, email = '' }: { problem?: string; email?: string }) {
  return (
    <form method="post" action={deskPaths.signIn} className={card} noValidate>
      <EmailField
        id="desk-email"
        name={deskForms.signIn.email}
        label={deskCopy.signIn.label}
        hint={deskCopy.signIn.hint}
        problem={problem}
        value={email}
        autoComplete="username"
      />
      <button type="submit" className={`mt-6 ${buttonStyles.primary.large}`}>
        {deskCopy.signIn.button}
      </button>
    </form>
  );
}

/** A sign-in link's page: the one button that signs in (opening the link does nothing). */
export function LinkButton({ token }: { token: string }) {
  return (
    <form method="post" action={deskPaths.link(token)} className={card}>
      <button type="submit" className={buttonStyles.primary.large}>
        {deskCopy.link.button}
      </button>
    </form>
  );
}

/** The way back to the sign-in form. */
export function NewLink({ label = deskCopy.link.newLink }: { label?: string }) {
  return (
    <p>
      <a href={deskPaths.signIn} className={buttonStyles.secondary.regular}>
        {label}
      </a>
    </p>
  );
}
