/**
 * What the content loader (load.ts) throws, and reading the words of a fact by its id: apart from
 * the loader, which reads files, so code that holds the content already (the Worker, which
 * bundles it) can use them too.
 */

/** A mistake in a content file, with the file and the field it is in. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** The words given for a fact's id. The loader has checked that every fact has its words, so none is missing. */
export function wordsFor<Value>(byId: Readonly<Record<string, Value>>, id: string): Value {
  const value = byId[id];
  if (value === undefined) throw new ContentError(`No words for "${id}": the content loader should have caught this.`);
  return value;
}
