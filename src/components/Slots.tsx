import { Fragment, type ReactNode } from 'react';

/**
 * A message with elements in it: `text` holds `{name}` where each element of `slots` goes
 * (translate with `t(key, { name: '{name}' })`), so the words around them stay in the locales.
 */
export function Slots({ text, slots }: { text: string; slots: Record<string, ReactNode> }) {
  return (
    <>
      {text.split(/(\{\w+\})/).map((piece, i) => {
        const name = /^\{(\w+)\}$/.exec(piece)?.[1];
        return <Fragment key={i}>{name && name in slots ? slots[name] : piece}</Fragment>;
      })}
    </>
  );
}
