import { csrfField, deskForms } from './form-fields';

/**
 * The desk's one script of its own, served at /desk/scripts/passkeys.js beside the WebAuthn
 * library's browser bundle (@simplewebauthn/browser, which defines SimpleWebAuthnBrowser): it
 * shows a passkey button only where the browser supports passkeys, and drives it. Its data comes
 * from the button's container (views/passkey-views.tsx): the addresses to post to, the form token
 * and the words; every answer's words are the server's. Without it (JavaScript off, an old
 * browser) the button stays hidden and the emailed link is the way in. Plain ES2017, no inline
 * code (the site's CSP allows only scripts from the site itself).
 */
export const passkeyScript = `"use strict";
(function () {
  var webauthn = window.SimpleWebAuthnBrowser;
  var box = document.querySelector("[data-passkey]");
  if (!box || !webauthn || !webauthn.browserSupportsWebAuthn()) return;
  var button = box.querySelector("button");
  var status = box.querySelector("[data-passkey-status]");
  var data = box.dataset;
  box.hidden = false;
  function post(url, fields) {
    var body = new URLSearchParams(fields);
    if (data.csrf) body.set(${JSON.stringify(csrfField)}, data.csrf);
    return fetch(url, { method: "POST", body: body, credentials: "same-origin" }).then(function (answer) {
      return answer.json().then(function (json) {
        if (!answer.ok) throw { said: json.message };
        return json;
      });
    });
  }
  button.addEventListener("click", function () {
    button.disabled = true;
    status.textContent = data.waiting;
    post(data.options, {})
      .then(function (options) {
        return data.passkey === "add"
          ? webauthn.startRegistration({ optionsJSON: options })
          : webauthn.startAuthentication({ optionsJSON: options });
      })
      .then(function (response) {
        return post(data.verify, { ${JSON.stringify(deskForms.passkey.response)}: JSON.stringify(response) });
      })
      .then(function (answer) {
        window.location.assign(answer.next);
      })
      .catch(function (error) {
        status.textContent = (error && error.said) || data.failed;
        button.disabled = false;
        button.focus();
      });
  });
})();
`;
