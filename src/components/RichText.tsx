import type { SafeHtml } from '@/security/safe-html';

export function RichText({ html, className = 'rich-text' }: { html: SafeHtml; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml only comes out of the sanitiser
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
