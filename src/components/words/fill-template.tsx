import { Fragment, type ReactNode } from 'react';

/**
 * Content's words with `{placeholders}` filled in as React children: "Signed in as {name}" with
 * `{ name: <strong>{profile.name}</strong> }`. Nothing is spliced into a string, so a visitor's
 * name holding "$&" or "<b>" shows exactly as typed. A placeholder without a value stays as written.
 */
export function fillTemplate(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    // The parts of one fixed template never move, so their index is a stable key.
    return name !== undefined && Object.hasOwn(values, name) ? <Fragment key={index}>{values[name]}</Fragment> : part;
  });
}
