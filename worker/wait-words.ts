import { fillText } from '../src/components/words/fill-text';
import type { RelayWords } from '../src/content/contact/relay-words-schema';

/**
 * How long until a visitor may try again, in the words of their language, rounded up to what a
 * person says: "40 seconds", "1 minute", "38 minutes", "1 hour", "3 hours", "24 hours", "3 days".
 */
export function waitInWords(seconds: number, wait: RelayWords['wait']): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return fillText(wait.seconds, { count: whole });
  const minutes = Math.ceil(whole / 60);
  if (minutes < 60) return minutes === 1 ? wait.minute : fillText(wait.minutes, { count: minutes });
  const hours = Math.ceil(minutes / 60);
  if (hours <= 24) return hours === 1 ? wait.hour : fillText(wait.hours, { count: hours });
  return fillText(wait.days, { count: Math.ceil(hours / 24) });
}
