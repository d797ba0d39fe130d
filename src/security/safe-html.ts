/**
 * CMS HTML that has been through the allowlist sanitiser (src/security/sanitize.ts). The
 * type makes the unsanitised string impossible to pass by accident.
 */
export type SafeHtml = string & { readonly __safe: unique symbol };
