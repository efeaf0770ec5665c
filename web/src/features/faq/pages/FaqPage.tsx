import { useEffect } from 'react';
import { FAQ } from '@site/common';
import { openFromHash } from '../../../app/behaviours';
import { useT } from '../../../app/language';
import { CallToAction } from '../../../shared/components/CallToAction';
import { PageHero } from '../../../shared/components/PageHero';
import { Section } from '../../../shared/components/Section';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useLocalized } from '../../../shared/useLocalized';
import { FaqAccordion } from '../components/FaqAccordion';

/**
 * /faq (SPEC §2): the title is header.faq; three sections of 10, 14 and 3 questions in one
 * single-open accordion (opening a question closes the one open before), then 'Still have questions?'.
 */
export default function FaqPage() {
  const { t } = useT();
  const text = useLocalized();
  const { stillHaveQuestions } = FAQ;

  // A link to /faq#<question-id> opens that question: app/behaviours.ts does it when a page loads
  // and on hash changes; this covers arriving here from another screen of the app.
  useEffect(() => openFromHash(), []);

  return (
    <>
      <StaticHtml id="faq-hero">
        <PageHero title={t('header.faq')} text={text(FAQ.intro)} />
      </StaticHtml>
      {FAQ.sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={text(section.title)} maxWidth="md" tinted={index % 2 === 1}>
          <FaqAccordion section={section} />
        </Section>
      ))}
      <StaticHtml id="still-have-questions">
        <CallToAction
          id="still-have-questions"
          content={{
            title: stillHaveQuestions.title,
            text: stillHaveQuestions.text,
            primary: stillHaveQuestions.contact,
            secondary: stillHaveQuestions.learnMore,
          }}
          secondarySuffix={t('contentPages.learnMoreAboutAgency')}
        />
      </StaticHtml>
    </>
  );
}
