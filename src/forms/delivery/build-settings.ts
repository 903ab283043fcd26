/**
 * How the forms send, as a build decides it from its variables (docs/configuration.md): through
 * the relay at PUBLIC_FORMS_RELAY, or straight to EmailJS, which then needs its four ids. Read by
 * astro.config.ts for the pages' Content-Security-Policy and to stop a build that lacks what its
 * way of sending needs.
 */
import { emailjsApi } from '../../outside-services';

/** EmailJS's ids, which a build without the relay cannot do without. */
export const emailjsVariables = [
  'PUBLIC_EMAILJS_PUBLIC_KEY',
  'PUBLIC_EMAILJS_SERVICE_ID',
  'PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID',
  'PUBLIC_EMAILJS_CAREER_TEMPLATE_ID',
] as const;

export interface FormsDelivery {
  /** The relay's address as set: a path on the site or a whole address; undefined without one. */
  relay: string | undefined;
  /** What the pages' policy must let the forms connect to, besides the site itself ('self'). */
  connectTo: string[];
  /** Variables this way of sending needs that are not set. */
  missing: string[];
}

export function formsDelivery(variables: Readonly<Record<string, string | undefined>>): FormsDelivery {
  const set = variables['PUBLIC_FORMS_RELAY']?.trim() ?? '';
  const relay = set === '' ? undefined : set;
  if (relay !== undefined) {
    const address = new URL(relay, 'relative:/');
    // A path is on the site itself; a relay elsewhere is named by its origin.
    return { relay, connectTo: address.protocol === 'relative:' ? [] : [address.origin], missing: [] };
  }
  return {
    relay,
    connectTo: [emailjsApi],
    missing: emailjsVariables.filter((name) => (variables[name]?.trim() ?? '') === ''),
  };
}
