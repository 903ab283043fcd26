/**
 * The doc comment over each field of the content schemas, read by TypeScript's own checker from the
 * type each schema accepts: the comment a developer writes over a field in `schema.ts` is the hint
 * the owner reads under that field in the editor, with nothing written twice.
 */
import { join } from 'node:path';
import ts from 'typescript';

/**
 * A field's place in a document, as the editor's configuration and these docs both name it: the
 * property names from the top, joined by "." (`company.phone.display`). A list's items add
 * nothing to the path; a record's values add "*" (`counties.*.description`).
 */
export type FieldPath = string;

/** Each document's fields that carry a doc comment, by document name. */
export type FieldDocs = ReadonlyMap<string, ReadonlyMap<FieldPath, string>>;

const compilerOptions: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  types: [],
};

/**
 * Reads the docs of the types a TypeScript source exports, one document per exported type alias
 * (its name is the document's name). The source is compiled as if it sat at `directory`, so its
 * imports resolve from there.
 */
export function readFieldDocs(source: string, directory: string): FieldDocs {
  const entry = join(directory, '__editor-field-docs__.ts');
  const host = ts.createCompilerHost(compilerOptions);
  const disk = { getSourceFile: host.getSourceFile.bind(host), fileExists: host.fileExists.bind(host), readFile: host.readFile.bind(host) };
  host.getSourceFile = (fileName, languageVersion, ...rest) =>
    fileName === entry
      ? ts.createSourceFile(fileName, source, languageVersion, true)
      : disk.getSourceFile(fileName, languageVersion, ...rest);
  host.fileExists = (fileName) => fileName === entry || disk.fileExists(fileName);
  host.readFile = (fileName) => (fileName === entry ? source : disk.readFile(fileName));

  const program = ts.createProgram([entry], compilerOptions, host);
  const checker = program.getTypeChecker();
  const entryFile = program.getSourceFile(entry);
  const module = entryFile && checker.getSymbolAtLocation(entryFile);
  if (!module) throw new Error('The editor could not read the schemas’ doc comments.');

  const docs = new Map<string, Map<FieldPath, string>>();
  for (const exported of checker.getExportsOfModule(module)) {
    const fields = new Map<FieldPath, string>();
    collectDocs(checker, checker.getDeclaredTypeOfSymbol(exported), '', fields, new Set());
    docs.set(exported.name, fields);
  }
  return docs;
}

/** A symbol's doc comment on one line: its text, without its tags (`@remarks` holds what only a developer needs). */
function docOf(checker: ts.TypeChecker, symbol: ts.Symbol): string {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ').trim();
}

/**
 * A field declared as one of the shared blocks of src/content/primitives.ts and its peers, such as
 * `meta: metaSchema`, is explained by that block's doc comment when it has none of its own. Only a
 * block (a name ending in "Schema") counts: a plain `text`'s comment says nothing of the field.
 */
function sharedBlockDoc(checker: ts.TypeChecker, property: ts.Symbol): string {
  const declaration = property.declarations?.[0];
  if (declaration === undefined || !ts.isPropertyAssignment(declaration)) return '';
  const { initializer } = declaration;
  if (!ts.isIdentifier(initializer) || !initializer.text.endsWith('Schema')) return '';
  const symbol = checker.getSymbolAtLocation(initializer);
  if (symbol === undefined) return '';
  return docOf(checker, symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol);
}

function collectDocs(
  checker: ts.TypeChecker,
  type: ts.Type,
  path: FieldPath,
  fields: Map<FieldPath, string>,
  visiting: Set<ts.Type>,
): void {
  const shape = checker.getNonNullableType(type);
  if (visiting.has(shape)) return;
  visiting.add(shape);
  if (shape.isUnion()) {
    for (const member of shape.types) collectDocs(checker, member, path, fields, visiting);
  } else if (checker.isArrayType(shape)) {
    for (const item of checker.getTypeArguments(shape as ts.TypeReference)) collectDocs(checker, item, path, fields, visiting);
  } else if (shape.flags & ts.TypeFlags.Object) {
    for (const property of checker.getPropertiesOfType(shape)) {
      const propertyPath = path ? `${path}.${property.name}` : property.name;
      const doc = docOf(checker, property) || sharedBlockDoc(checker, property);
      if (doc && !fields.has(propertyPath)) fields.set(propertyPath, doc);
      collectDocs(checker, checker.getTypeOfSymbol(property), propertyPath, fields, visiting);
    }
    for (const index of checker.getIndexInfosOfType(shape)) collectDocs(checker, index.type, path ? `${path}.*` : '*', fields, visiting);
  }
  visiting.delete(shape);
}
