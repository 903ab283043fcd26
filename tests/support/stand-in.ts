/** What the local Google sign-in stand-in (stand-ins/gsi/client.ts) shows. */

/** Its sign-in button, in the panel over the forms. */
export const standInButton = 'Sign in with Google (local stand-in)';

/** The one-tap card's button, which signs in as the stand-in's default profile. */
export const oneTapButton = 'Continue as Pat Example';

/** The one-tap card's other button, which puts it away. */
export const oneTapDismiss = 'Dismiss';

/** The dialog the sign-in button opens. */
export const standInDialog = 'Local sign-in stand-in';

/** The stand-in's own widgets (Google's on the real site), which page-wide checks of the site's looks leave out. */
export const standInWidgets = '.gsi-stand-in-button, .gsi-stand-in-dialog, .gsi-stand-in-card';
