/** The characters HTML and XML give a meaning, as entities both read, in text and in attribute values alike. */
const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text written into HTML or XML (an SVG, a page made by hand) so that it reads as the text it is. */
export function escapeMarkup(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}
