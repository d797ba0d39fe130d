import type { SafeHtml } from '@/security/safe-html';
import { responsiveBodyImages } from '@/security/sanitize-images';
import { useSite } from '@/components/site-context';

export function RichText({ html, className = 'rich-text' }: { html: SafeHtml; className?: string }) {
  // Its images at the size the device needs, where the zone resizes them (src/security/sanitize-images.ts).
  const body = responsiveBodyImages(html, useSite().images);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: SafeHtml only comes out of the sanitiser
  return <div className={className} dangerouslySetInnerHTML={{ __html: body }} />;
}
