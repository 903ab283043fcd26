/**
 * Content's words with `{placeholders}` filled in as plain text (fill-template.tsx fills them with
 * React children), for words that go where no element can: an attribute, a line of an email.
 * A placeholder without a value stays as written.
 */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : placeholder));
}
