/** Extra Content-Security-Policy sources a route needs (e.g. a third-party widget): src/security/headers.ts. */
export interface CspSources {
  scriptSrc?: readonly string[];
  frameSrc?: readonly string[];
}
