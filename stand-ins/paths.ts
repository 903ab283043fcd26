/** Where the local stand-ins answer, on the site's own origin (see server.ts). */

/** The EmailJS REST API's path prefix, answered by the local inbox. */
export const apiPrefix = '/api/v1.0/email/';

/** The local inbox's page, listing what the forms sent; `.json` after it gives the same as JSON. */
export const inboxPath = '/__inbox';
export const inboxJsonPath = '/__inbox.json';

/** The stand-ins' browser files. */
export const filesPrefix = '/__stand-ins/';

/** The Google Identity Services stand-in, served in place of https://accounts.google.com/gsi/client. */
export const gsiClientPath = `${filesPrefix}gsi/client`;

/** The stand-in of GitHub's REST and GraphQL APIs that the editor at /admin saves through in local mode. */
export const githubApiPath = '/__github';

/** The script that starts the editor at /admin on the GitHub stand-in (editor-start.ts). */
export const editorStartPath = `${filesPrefix}editor-start`;

/** Where the Google sign-in stand-in makes its signed credentials, and publishes its keys as Google does at https://www.googleapis.com/oauth2/v3/certs. */
export const gsiCredentialPath = `${filesPrefix}gsi/credential`;
export const googleCertsPath = `${filesPrefix}gsi/certs`;

/** Where a test asks the EmailJS stand-in to fail, or to be slow, for sends naming an address (inbox.ts). */
export const faultsPath = `${filesPrefix}emailjs/faults`;

/** Where local mode's Worker drops a copy of each office email Cloudflare's email (simulated by wrangler) took (inbox.ts). */
export const officeMailPath = `${filesPrefix}cloudflare-email`;
