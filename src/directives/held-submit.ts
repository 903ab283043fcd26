/**
 * Set by `client:touch` (touch.ts) on a form sent before its island's script ran: the
 * island answers it when it starts, instead of the page going to the form's address.
 */
export const heldSubmitAttribute = 'data-held-submit';
