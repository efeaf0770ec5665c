import { SERVICES, type ServiceSlug } from '@site/common';
import type { PageProps } from '../../../app/pages';
import { CallToAction } from '../../../shared/components/CallToAction';
import { FeatureCardList } from '../../../shared/components/FeatureCardList';
import { LinkButton } from '../../../shared/components/LinkButton';
import { PageHero } from '../../../shared/components/PageHero';
import { Section } from '../../../shared/components/Section';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useLocalized } from '../../../shared/useLocalized';
import { useT } from '../../../app/language';
import { LatestWork } from '../../work';

/** The slug of a service page's route id ('service-web-design' -> 'web-design'). */
const serviceSlugOf = (routeId: string) => routeId.replace(/^service-/, '') as ServiceSlug;

/** A service page (SPEC §2): six feature cards (ten benefits for social media) and a call to action. */
export default function ServicePage({ routeId }: PageProps) {
  const text = useLocalized();
  const { t } = useT();
  const slug = serviceSlugOf(routeId);
  const service = SERVICES[slug];
  return (
    <>
      <StaticHtml id={routeId}>
        <PageHero
          title={text(service.name)}
          lead={text(service.hero.title)}
          text={text(service.hero.text)}
          actions={<LinkButton link={service.cta.primary} color="secondary" size="large" />}
        />
        <Section id="service-cards" title={text(service.cardsTitle)}>
          <FeatureCardList cards={service.cards} labelledBy="service-cards" />
        </Section>
      </StaticHtml>
      {/* The latest case studies that used this service (issue 32), read through GraphQL. */}
      <LatestWork id="related-work" title={t('work.related')} service={slug} tinted />
      <StaticHtml id={`${routeId}-cta`}>
        <CallToAction id="service-cta" content={service.cta} />
      </StaticHtml>
    </>
  );
}
