import { FREE_LISTING } from '@site/common';
import type { PageProps } from '../../../app/pages';
import { useT } from '../../../app/language';
import { FeatureCardList } from '../../../shared/components/FeatureCardList';
import { PageHero } from '../../../shared/components/PageHero';
import { Section } from '../../../shared/components/Section';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useLocalized } from '../../../shared/useLocalized';
import { DirectoryCards } from '../components/DirectoryCards';

/** /free-listing (SPEC §2): the two directory cards and the three reasons to list. */
export default function FreeListingPage({ routeId }: PageProps) {
  const { t } = useT();
  const text = useLocalized();
  return (
    <StaticHtml id="free-listing">
      <PageHero title={t(`pages.${routeId}.title`)} lead={text(FREE_LISTING.title)} text={text(FREE_LISTING.intro)} />
      <Section id="directories" title={t('freeListing.directoriesTitle')}>
        <DirectoryCards labelledBy="directories" />
      </Section>
      <Section id="why-list" title={text(FREE_LISTING.whyList.title)} tinted>
        <FeatureCardList cards={FREE_LISTING.whyList.points} labelledBy="why-list" />
      </Section>
    </StaticHtml>
  );
}
