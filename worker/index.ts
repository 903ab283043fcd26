/**
 * The entry of the site's Cloudflare Worker (wrangler.jsonc `main`, what `npx wrangler deploy`
 * uploads): the Worker of site-worker.ts on the platform's clock, with Google's keys, EmailJS's
 * API and Cloudflare's email for the office where it is bound, and its Durable Objects. Nothing
 * else is exported here: workerd takes every named export of an entry as an entrypoint, a handler
 * or a class, and refuses to start on a constant (entries.test.ts).
 */
import { emailjsApi } from '../src/outside-services';
import { platformClock } from './clock';
import { googleKeysAddress } from './google-token';
import { siteObjects } from './objects';
import type { SitePlatform } from './site-platform';
import { siteWorker } from './site-worker';

const shipped: SitePlatform = {
  googleKeys: googleKeysAddress,
  emailjsApi,
  clock: platformClock,
  office: (env) => env.OFFICE_EMAIL ?? null,
};

const objects = siteObjects(() => shipped);

export class AccountLimit extends objects.AccountLimit {}
export class SignInCode extends objects.SignInCode {}
export class SendingPace extends objects.SendingPace {}
export class MonthlySending extends objects.MonthlySending {}
export class Outbox extends objects.Outbox {}

export default siteWorker(() => shipped);
