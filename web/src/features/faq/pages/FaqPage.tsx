import { useCallback, useEffect, useState } from 'react';
import { FAQ } from '@site/common';
import { useT } from '../../../app/language';
import { CallToAction } from '../../../shared/components/CallToAction';
import { PageHero } from '../../../shared/components/PageHero';
import { Section } from '../../../shared/components/Section';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useLocalized } from '../../../shared/useLocalized';
import { FaqAccordion } from '../components/FaqAccordion';

const ITEM_IDS = new Set(FAQ.sections.flatMap((section) => section.items.map((item) => item.id)));

/**
 * /faq (SPEC §2): the title is header.faq; three sections of 10, 14 and 3 questions in one
 * single-open accordion (opening a question closes the one open before), then 'Still have questions?'.
 */
export default function FaqPage() {
  const { t } = useT();
  const text = useLocalized();
  const [expanded, setExpanded] = useState<string | null>(null);
  const { stillHaveQuestions } = FAQ;

  // A link to /faq#<question-id> opens that question (after hydration: the HTML has all closed).
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (ITEM_IDS.has(id)) setExpanded(id);
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, []);

  const onToggle = useCallback((id: string, open: boolean) => setExpanded(open ? id : null), []);

  return (
    <>
      <StaticHtml id="faq-hero">
        <PageHero title={t('header.faq')} text={text(FAQ.intro)} />
      </StaticHtml>
      {FAQ.sections.map((section, index) => (
        <Section key={section.id} id={section.id} title={text(section.title)} maxWidth="md" tinted={index % 2 === 1}>
          <FaqAccordion section={section} expanded={expanded} onToggle={onToggle} />
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
