import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Container, Typography } from '@mui/material';
import { SERVICE_LIST, SERVICES_PAGE } from '@site/common';
import { CallToAction } from '../../../shared/components/CallToAction';
import { cardGridSx, cardSx } from '../../../shared/components/FeatureCardList';
import { PageHero } from '../../../shared/components/PageHero';
import { ServiceLink } from '../../../shared/components/ServiceLink';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useLocalized } from '../../../shared/useLocalized';

/** /services (SPEC §2): the six services with description, four key features and a link to each page. */
export default function ServicesPage() {
  const text = useLocalized();
  return (
    <StaticHtml id="services">
      <PageHero title={text(SERVICES_PAGE.title)} text={text(SERVICES_PAGE.intro)} />
      <Container maxWidth="lg" sx={{ pt: { xs: 5, md: 8 } }}>
        <Box component="ul" aria-label={text(SERVICES_PAGE.title)} sx={cardGridSx(3)}>
          {SERVICE_LIST.map((service) => {
            const headingId = `service-${service.slug}`;
            return (
              <Box
                component="li"
                key={service.slug}
                aria-labelledby={headingId}
                sx={{ ...cardSx, display: 'flex', flexDirection: 'column' }}
              >
                <Typography id={headingId} variant="h2" sx={{ fontSize: '1.375rem', color: 'primary.dark', mb: 1 }}>
                  {text(service.name)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                  {text(service.shortDescription)}
                </Typography>
                <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
                  {text(SERVICES_PAGE.keyFeaturesTitle)}
                </Typography>
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flexGrow: 1 }}>
                  {service.keyFeatures.map((feature) => (
                    <Box
                      component="li"
                      key={feature.en}
                      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 0.75 }}
                    >
                      <CheckCircleOutlined
                        aria-hidden
                        fontSize="small"
                        sx={{ color: 'primary.main', mt: '0.2em', flex: 'none' }}
                      />
                      <Typography variant="body2" component="span">
                        {text(feature)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <ServiceLink slug={service.slug} label={text(SERVICES_PAGE.learnMore)} />
              </Box>
            );
          })}
        </Box>
      </Container>
      <CallToAction id="services-cta" content={SERVICES_PAGE.cta} />
    </StaticHtml>
  );
}
