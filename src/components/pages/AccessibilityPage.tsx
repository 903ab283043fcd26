import type { AccessibilityWords } from '../../content/accessibility/schema';
import type { Facts } from '../../content/facts/schema';
import type { Locale } from '../../i18n/locales';
import { NoticeBody, NoticePart, NoticePoints, ReachUs, Reviewed } from '../Notice';
import { PageIntro } from '../PageIntro';

interface AccessibilityPageProps {
  words: AccessibilityWords;
  facts: Facts;
  locale: Locale;
}

/** The accessibility statement: the standard, how it is checked, its known limits, and how to report a barrier. */
export function AccessibilityPage({ words, facts, locale }: AccessibilityPageProps) {
  return (
    <>
      <PageIntro heading={words.heading} intro={words.intro} />
      <NoticeBody>
        {/* What the site does gets ticks; its known limits, plain bullets. */}
        {[
          { id: 'standard', part: words.standard, ticked: true },
          { id: 'testing', part: words.testing, ticked: true },
          { id: 'limits', part: words.limits, ticked: false },
        ].map(({ id, part, ticked }) => (
          <NoticePart key={id} id={id} heading={part.heading}>
            <p>{part.text}</p>
            <NoticePoints points={part.points} ticked={ticked} />
          </NoticePart>
        ))}
        <NoticePart id="report" heading={words.report.heading} card>
          <p>{words.report.text}</p>
          <ReachUs phoneLabel={words.report.phoneLabel} emailLabel={words.report.emailLabel} company={facts.company} />
          <p>{words.report.promise}</p>
        </NoticePart>
        <Reviewed template={words.reviewed} isoDate={facts.accessibilityReviewed} locale={locale} />
      </NoticeBody>
    </>
  );
}
