import { Fragment } from 'react';

/** Text with its newlines shown as line breaks (docs/REQUIREMENTS.md §3 site description). */
export function Lines({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </>
  );
}
