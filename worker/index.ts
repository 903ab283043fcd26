/**
 * The entry of the site's Cloudflare Worker (wrangler.jsonc `main`, what `npx wrangler deploy`
 * uploads): the Worker of site-worker.ts with Google's keys and EmailJS's API, and its Durable
 * Objects. Nothing else is exported here: workerd takes every named export of an entry as an
 * entrypoint, a handler or a class, and refuses to start on a constant (entries.test.ts).
 */
import { emailjsApi } from '../src/outside-services';
import { googleKeysAddress } from './google-token';
import { siteWorker } from './site-worker';

export { AccountLimit, MonthlySending, SendingPace, SignInCode } from './objects';

export default siteWorker({ googleKeys: googleKeysAddress, emailjsApi });
