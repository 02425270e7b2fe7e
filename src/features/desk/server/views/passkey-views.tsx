import { buttonStyles } from '../../../../styles/class-names';
import { passkeyCopy } from '../../content/passkeys';
import type { Passkey } from '../passkeys';
import { deskPaths } from '../paths';
import { PostButton } from './document';

const card = 'max-w-xl rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-10';
const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });

/** The scripts a passkey page loads: the library's browser bundle, then the desk's (passkey-script.ts). */
export const passkeyScripts = [deskPaths.webauthnScript, deskPaths.passkeyScript] as const;

/**
 * A passkey button, hidden until the desk's script finds the browser supports passkeys: `add` on
 * the passkeys page, `sign-in` on the sign-in page. The script reads its addresses and words here.
 */
export function PasskeyButton({ mode, csrf }: { mode: 'add' | 'sign-in'; csrf?: string }) {
  const add = mode === 'add';
  return (
    <div
      hidden
      data-passkey={mode}
      data-options={add ? deskPaths.passkeyOptions : deskPaths.passkeySignInOptions}
      data-verify={add ? deskPaths.passkeyAdd : deskPaths.passkeySignIn}
      data-waiting={passkeyCopy.waiting}
      data-failed={passkeyCopy.failed}
      {...(csrf ? { 'data-csrf': csrf } : {})}
      className={`mt-8 ${card}`}
    >
      <p className="text-sm text-slate-600">{add ? passkeyCopy.addHint : passkeyCopy.signInHint}</p>
      <button type="button" className={`mt-4 ${add ? buttonStyles.primary.large : buttonStyles.secondary.regular}`}>
        {add ? passkeyCopy.add : passkeyCopy.signIn}
      </button>
      <p data-passkey-status role="status" className="mt-4 text-sm font-semibold text-ink-900" />
    </div>
  );
}

/** A member's passkeys, each with its remove button, and the button that adds one. */
export function PasskeysView({ passkeys, csrf }: { passkeys: Passkey[]; csrf: string }) {
  return (
    <>
      {passkeys.length === 0 ? (
        <p>{passkeyCopy.none}</p>
      ) : (
        <ul className="max-w-xl space-y-4">
          {passkeys.map((passkey, index) => (
            <li key={passkey.id} className="rounded-2xl border border-slate-200 bg-white p-5">
              <p className="font-semibold text-ink-900">{passkeyCopy.removeLabel(index + 1)}</p>
              <p className="mt-1 text-sm text-slate-600">
                {passkeyCopy.added(day.format(passkey.createdAt))},{' '}
                {passkey.lastUsedAt ? passkeyCopy.lastUsed(day.format(passkey.lastUsedAt)) : passkeyCopy.neverUsed}
              </p>
              <div className="mt-4">
                <PostButton
                  action={deskPaths.passkeyRemove(passkey.id)}
                  csrf={csrf}
                  label={passkeyCopy.remove}
                  className={buttonStyles.secondary.regular}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <PasskeyButton mode="add" csrf={csrf} />
      <noscript>
        <p className="mt-8 max-w-xl">{passkeyCopy.needsScript}</p>
      </noscript>
    </>
  );
}
