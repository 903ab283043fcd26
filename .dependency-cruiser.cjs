/**
 * The direction of imports, checked by dependency-cruiser in `npm run check`
 * (docs/architecture.md, "Layers", draws it). A test file may import anything it checks.
 */
const testFile = '\\.test\\.tsx?$';
/** The project's own code, as opposed to Node's modules and the packages. */
const projectCode = '^(src|worker|integrations|stand-ins|tests|scripts|server)/';
/** The routes, the layouts and what they frame: what nothing below them imports. */
const pagesAndAbove = '^src/(pages|layouts|components/(pages|chrome))/';

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
      to: { path: projectCode, pathNot: '^src/(content|i18n)/' },
    },
    {
      name: 'languages-stand-alone',
      comment: 'src/i18n/ names the languages and routes that everything else builds on.',
      severity: 'error',
      from: { path: '^src/i18n/', pathNot: testFile },
      to: { path: projectCode, pathNot: '^src/i18n/' },
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
      from: {
        path: '^(src/(forms|ride-helper|zip-checker|privacy|drawing|seo|typeface|page-scripts|admin|directives|components)/|src/[^/]+\\.tsx?$)',
        pathNot: `${testFile}|^src/components/(pages|chrome)/`,
      },
      to: { path: pagesAndAbove },
    },
    {
      name: 'page-components-below-routes',
      comment: 'A page component or the chrome is what a route or a layout frames; it never imports either.',
      severity: 'error',
      from: { path: '^src/components/(pages|chrome)/', pathNot: testFile },
      to: { path: '^src/(pages|layouts)/' },
    },
    {
      name: 'worker-beside-the-pages',
      comment:
        "The Worker uses content, the features and the shared parts the pages use (the forms' checks, their words), never a page; nothing the site ships imports the Worker.",
      severity: 'error',
      from: { path: '^worker/', pathNot: testFile },
      to: { path: pagesAndAbove },
    },
    {
      name: 'site-apart-from-worker',
      comment: 'The pages and the build never import the Worker: it is deployed on its own (worker/README.md).',
      severity: 'error',
      from: { path: '^(src|integrations)/', pathNot: testFile },
      to: { path: '^worker/' },
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
