// The contract with the CMS: valibot schemas for the `data` of every upstream call
// (documented for the CMS team in docs/UPSTREAM.md). Objects ignore extra keys; fields a CMS
// may leave out or send as null are optional, so one missing detail does not fail a page.
// This module is the contract's one entry point; the schemas live in schemas-*.ts by subject.
export * from '@/upstream/schemas-admissions';
export * from '@/upstream/schemas-content';
export * from '@/upstream/schemas-people';
export * from '@/upstream/schemas-site';
export * from '@/upstream/schemas-programmes';
export * from '@/upstream/schemas-notices';
export * from '@/upstream/schemas-events';
