/** Where the editor lives on the site: its page, its configuration and Sveltia CMS's script (and its other files, editor-files.ts). */
export const editorPaths = {
  page: '/admin',
  config: '/admin/config.json',
  script: '/admin/sveltia-cms.js',
} as const;
