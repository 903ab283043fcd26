/**
 * Values for every variable a production build requires (docs/configuration.md),
 * for the builds the tests and the bench make: each only has to be there, since what such a build
 * sends goes to the local stand-ins.
 */
export const buildVariables = {
  PUBLIC_GOOGLE_CLIENT_ID: '1234567890-test.apps.googleusercontent.com',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'test-public-key',
  PUBLIC_EMAILJS_SERVICE_ID: 'test_service',
  PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: 'test_contact_template',
  PUBLIC_EMAILJS_CAREER_TEMPLATE_ID: 'test_career_template',
  EDITOR_GITHUB_REPO: 'test-owner/test-site',
};
