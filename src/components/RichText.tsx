/**
 * CMS HTML that has been through the allowlist sanitiser (src/security/sanitize.ts). The
 * type makes the unsanitised string impossible to pass by accident.
 */
export type SafeHtml = string & { readonly __safe: unique symbol };

export function RichText({ html, className = 'rich-text' }: { html: SafeHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml only comes out of the sanitiser
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
