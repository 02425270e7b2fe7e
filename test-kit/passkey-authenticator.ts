import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const counterBytes = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

/** The authenticator data's flags: user present, user verified, and (on creation) a credential attached. */
const flags = { present: 0x01, verified: 0x04, attested: 0x40 };

/**
 * A software authenticator for tests: makes passkeys (ES256, attestation "none") and signs with
 * them as a platform authenticator does, producing the JSON a browser's WebAuthn answer carries
 * (as @simplewebauthn/browser posts it), for a page at `origin`. The server checks them with the
 * library's own verification, so nothing of the protocol is taken on trust from this file.
 */
export class SoftwareAuthenticator {
  private readonly keys = new Map<string, { privateKey: KeyObject; userHandle: string; counter: number }>();

  constructor(private readonly origin: string) {}

  /** navigator.credentials.create: a new passkey for the options' user. */
  create(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(options.rp.id ?? new URL(this.origin).hostname),
      Buffer.from([flags.present | flags.verified | flags.attested]),
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    this.keys.set(b64url(id), { privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get: signs the options' challenge with the passkey `id` (the first made, by default). */
  get(options: PublicKeyCredentialRequestOptionsJSON, id = [...this.keys.keys()][0] ?? ''): AuthenticationResponseJSON {
    const key = this.keys.get(id);
    if (!key) throw new Error(`This authenticator holds no passkey ${id}.`);
    key.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? new URL(this.origin).hostname),
      Buffer.from([flags.present | flags.verified]),
      counterBytes(key.counter),
    ]);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]),
      key.privateKey,
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: key.userHandle,
      },
      clientExtensionResults: {},
    };
  }

  private clientData(type: string, challenge: string): string {
    return b64url(Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false })));
  }
}
