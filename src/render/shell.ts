/**
 * @deprecated The old name of `frameDataOf` (src/render/frame-data.ts), kept only while
 * src/routing.tsx and routes/home.tsx still import it; delete once they import frameDataOf.
 */
export { frameDataOf as shellOf } from '@/render/frame-data';
