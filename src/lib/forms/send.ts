/**
 * Delivery through EmailJS (`@emailjs/browser` 4.4.1). The contact form goes as JSON to
 * `{origin}/api/v1.0/email/send` with template_params {fullName, phone, email, subject, message};
 * the career form goes as multipart to `{origin}/api/v1.0/email/send-form` with the form's own
 * named fields. Neither blockHeadless, blockList nor limitRate is set.
 */
import emailjs from '@emailjs/browser';
import { formsConfig } from './config';
import type { ContactValues } from './fields';

/** A request with no answer after this long ends with an error banner. */
export const sendTimeoutMs = 20_000;

let initialized = false;

function ensureInitialized(): void {
  if (initialized) return;
  emailjs.init({ publicKey: formsConfig.emailjs.publicKey }, formsConfig.emailjs.origin);
  initialized = true;
}

/**
 * The request's own outcome, or a rejection with `timeoutMessage` once `ms` pass without one.
 * The SDK takes no abort signal, so a late answer is ignored rather than cancelled.
 */
export function withTimeout<T>(request: Promise<T>, ms: number, timeoutMessage: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(timeoutMessage));
    }, ms);
    request.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // The SDK rejects with strings and response objects as well as Errors: pass them on as they are.
        // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
        reject(error);
      },
    );
  });
}

/** Runs the SDK call inside the time limit; the SDK's synchronous throws (its own checks) become rejections. */
function deliver<T>(call: () => Promise<T>, timeoutMessage: string): Promise<T> {
  let request: Promise<T>;
  try {
    ensureInitialized();
    request = call();
  } catch (error) {
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    request = Promise.reject(error);
  }
  return withTimeout(request, sendTimeoutMs, timeoutMessage);
}

export function sendContact(values: ContactValues, timeoutMessage: string): Promise<unknown> {
  const { serviceId, contactTemplateId } = formsConfig.emailjs;
  const { fullName, phone, email, subject, message } = values;
  return deliver(
    () => emailjs.send(serviceId, contactTemplateId, { fullName, phone, email, subject, message }),
    timeoutMessage,
  );
}

/** Sends the career form's named fields (fullName, phone, email, position, experience, coverLetter) as they are in the DOM. */
export function sendCareer(form: HTMLFormElement, timeoutMessage: string): Promise<unknown> {
  const { serviceId, careerTemplateId } = formsConfig.emailjs;
  return deliver(() => emailjs.sendForm(serviceId, careerTemplateId, form), timeoutMessage);
}
