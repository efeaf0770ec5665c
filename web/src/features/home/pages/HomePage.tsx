import { Box, Container, Typography } from '@mui/material';
import { HOME, SERVICE_LIST, type FeatureCard, type ServiceSlug } from '@site/common';
import { useT } from '../../../app/language';
import { FeatureCardList } from '../../../shared/components/FeatureCardList';
import { LinkButton } from '../../../shared/components/LinkButton';
import { onDarkOutlined, PageHero } from '../../../shared/components/PageHero';
import { Section } from '../../../shared/components/Section';
import { ServiceLink } from '../../../shared/components/ServiceLink';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { SERVICE_ICONS } from '../../../shared/serviceIcons';
import { useLocalized } from '../../../shared/useLocalized';
import { QrCodeSection } from '../components/QrCodeSection';
import { LatestWork } from '../../work';
import { Testimonials } from '../components/Testimonials';

const overviewCards: FeatureCard[] = SERVICE_LIST.map((service) => ({
  id: service.slug,
  icon: SERVICE_ICONS[service.slug],
  title: service.name,
  text: service.shortDescription,
}));

/** Home (SPEC §2): hero with three buttons, free-listing promo, six services, two testimonials, QR code. */
export default function HomePage() {
  const { t } = useT();
  const text = useLocalized();
  const { hero, freeListingPromo, servicesOverview, testimonials } = HOME;

  return (
    <>
      <StaticHtml id="home">
        <PageHero
          breadcrumbs={false}
          title={text(hero.title)}
          text={text(hero.subtitle)}
          actions={
            <>
              <LinkButton link={hero.getStarted} color="secondary" size="large" />
              <LinkButton
                link={hero.learnMore}
                hiddenSuffix={t('contentPages.learnMoreAboutServices')}
                variant="outlined"
                size="large"
                sx={onDarkOutlined}
              />
              <LinkButton link={hero.freeListing} variant="outlined" size="large" sx={onDarkOutlined} />
            </>
          }
        />

        <Box component="section" aria-labelledby="free-listing-promo" sx={{ pt: { xs: 6, md: 9 } }}>
          <Container maxWidth="lg">
            <Box
              sx={{
                display: 'flex',
                flexDirection: { xs: 'column', md: 'row' },
                alignItems: { md: 'center' },
                gap: 3,
                p: { xs: 3, md: 5 },
                borderRadius: 6,
                bgcolor: '#fbe9dc',
                border: 1,
                borderColor: 'rgba(180, 83, 42, 0.25)',
              }}
            >
              <Box sx={{ flexGrow: 1 }}>
                <Typography id="free-listing-promo" variant="h2" sx={{ color: 'secondary.dark', mb: 1 }}>
                  {text(freeListingPromo.title)}
                </Typography>
                <Typography variant="body1" sx={{ maxWidth: '60ch' }}>
                  {text(freeListingPromo.text)}
                </Typography>
              </Box>
              <LinkButton link={freeListingPromo.button} color="secondary" sx={{ flex: 'none' }} />
            </Box>
          </Container>
        </Box>

        <Section id="services-overview" title={text(servicesOverview.title)} intro={text(servicesOverview.intro)}>
          <FeatureCardList
            cards={overviewCards}
            labelledBy="services-overview"
            footer={(card) => <ServiceLink slug={card.id as ServiceSlug} label={text(servicesOverview.learnMore)} />}
          />
        </Section>
      </StaticHtml>
      {/* Stored content (issue 32): read through GraphQL, so outside the adopted static HTML. */}
      <LatestWork id="latest-work" title={t('work.latest')} />
      <Section id="testimonials" title={text(testimonials.title)} intro={text(testimonials.intro)} tinted>
        <Testimonials labelledBy="testimonials" />
      </Section>
      <StaticHtml id="home-qr">
        <QrCodeSection />
      </StaticHtml>
    </>
  );
}
