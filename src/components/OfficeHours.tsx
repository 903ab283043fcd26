import type { Facts } from '../content/facts/schema';
import type { SiteWords } from '../content/site/schema';
import type { Locale } from '../i18n/locales';
import { hoursRows } from '../lib/hours';

interface OfficeHoursProps {
  hours: Facts['hours'];
  words: SiteWords['hours'];
  locale: Locale;
  className: string | undefined;
}

/** The office hours, a row of days and times each; the times are `<time>` elements machines can read. */
export function OfficeHours({ hours, words, locale, className }: OfficeHoursProps) {
  return (
    <dl className={className}>
      {hoursRows(hours, words, locale).map(({ id, days, times, hours: text }) => (
        <div key={id}>
          <dt>{days}</dt>
          <dd>
            {times === undefined ? (
              text
            ) : (
              <>
                <time dateTime={times[0].clock}>{times[0].text}</time> – <time dateTime={times[1].clock}>{times[1].text}</time>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
