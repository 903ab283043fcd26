import { langIfEnglish } from '../content/fallback';
import type { Facts } from '../content/facts/schema';
import type { SiteWords } from '../content/site/schema';
import type { Locale } from '../i18n/locales';
import { hoursRows } from './office-hours';

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
      {hoursRows(hours, words, locale).map(({ id, days, hours: opening }) => (
        <div key={id}>
          <dt lang={langIfEnglish(words.days, id)}>{days}</dt>
          <dd>
            {typeof opening === 'string' ? (
              opening
            ) : (
              <>
                <time dateTime={opening[0].clock}>{opening[0].text}</time> – <time dateTime={opening[1].clock}>{opening[1].text}</time>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
