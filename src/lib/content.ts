import { type CollectionEntry, type CollectionKey, getEntry } from 'astro:content';

/** The single document of a content collection (see `src/content.config.ts`). */
export async function getDocument<Key extends CollectionKey>(key: Key): Promise<CollectionEntry<Key>['data']> {
  const entry = await getEntry(key, key);
  if (entry === undefined) {
    throw new Error(`Content document "${key}" is missing: check src/content.config.ts`);
  }
  return entry.data;
}
