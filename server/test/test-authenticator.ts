/**
 * A passkey authenticator for tests: a real ES256 key pair made with node:crypto, answering the
 * server's options as a browser and a platform authenticator would (attestation "none", user
 * present and verified). Only tests build WebAuthn structures by hand; the product verifies them
 * with @simplewebauthn/server.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const userPresent = 0x01;
const userVerified = 0x04;
const attestedCredentialData = 0x40;

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export class TestAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly keys = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  private userHandle = '';

  /** `origin`: where the browser says the page was (the server must expect exactly this). */
  constructor(private readonly origin: string) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  register(options: PublicKeyCredentialCreationOptionsJSON): RegistrationResponseJSON {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', options.challenge);
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const authData = Buffer.concat([
      this.authenticatorData(rpId, userPresent | userVerified | attestedCredentialData),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([0, this.credentialId.length]),
      this.credentialId,
      this.cosePublicKey(),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    { rpId = options.rpId ?? '', verified = true } = {},
  ): AuthenticationResponseJSON {
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authData = this.authenticatorData(rpId, userPresent | (verified ? userVerified : 0));
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return this.credential({
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: this.userHandle,
    });
  }

  /** The PublicKeyCredential as @simplewebauthn/browser serialises it. */
  private credential<Response>(response: Response) {
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  private authenticatorData(rpId: string, flags: number): Buffer {
    this.counter += 1;
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count]);
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]) as never,
    );
  }
}
