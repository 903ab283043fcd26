/** Where the GitHub stand-in writes what the editor saves during the end-to-end tests (not the project's own content). */
export const editorSavesTo = 'test-results/e2e/editor-saves';
