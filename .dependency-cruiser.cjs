/**
 * The direction of imports, checked by dependency-cruiser in `npm run check`
 * (docs/architecture.md, "Layers", draws it). A test file may import anything it checks.
 */
const testFile = '\\.test\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'A cycle makes the order modules start in matter, and two modules that cannot be read apart.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'content-reads-only-content',
      comment: 'src/content/ owns every schema and vocabulary the content is checked against; features read content, never the other way.',
      severity: 'error',
      from: { path: '^src/content(/|\\.config\\.ts$)', pathNot: testFile },
      to: { path: '^src/', pathNot: '^src/(content|i18n)/' },
    },
    {
      name: 'languages-stand-alone',
      comment: 'src/i18n/ names the languages and routes that everything else builds on.',
      severity: 'error',
      from: { path: '^src/i18n/', pathNot: testFile },
      to: { path: '^src/', pathNot: '^src/i18n/' },
    },
    {
      name: 'shipped-code-ships-alone',
      comment: 'What the site and the Worker ship never imports the stand-ins, the tests, the command-line tools or the local server.',
      severity: 'error',
      from: { path: '^(src|worker|integrations)/', pathNot: testFile },
      to: { path: '^(stand-ins|tests|scripts|server)/' },
    },
    {
      name: 'features-below-pages',
      comment:
        'Routes, layouts and the page components put features together; a feature uses the shared parts of src/components/ but never reaches up into a page.',
      severity: 'error',
      from: { path: '^src/(forms|ride-helper|zip-checker|privacy|drawing|seo|typeface|page-scripts|admin|directives)/', pathNot: testFile },
      to: { path: '^src/(pages|layouts|components/(pages|chrome))/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/|^(dist|\\.astro|\\.wrangler|test-results)/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
