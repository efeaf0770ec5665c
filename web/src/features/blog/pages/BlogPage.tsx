import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { Box, Container, Typography } from '@mui/material';
import { BLOG_ARTICLE, type Localized } from '@site/common';
import { CallToAction } from '../../../shared/components/CallToAction';
import { FeatureCardList } from '../../../shared/components/FeatureCardList';
import { PageHero } from '../../../shared/components/PageHero';
import { StaticHtml } from '../../../shared/components/StaticHtml';
import { useLocalized } from '../../../shared/useLocalized';
import { Verdict } from '../components/Verdict';

const sectionSx = { py: { xs: 4, md: 5 } } as const;

function Heading({ id, children }: { id: string; children: string }) {
  return (
    <Typography id={id} variant="h2" sx={{ color: 'primary.dark', mb: 2 }}>
      {children}
    </Typography>
  );
}

function Points({ items }: { items: readonly Localized[] }) {
  const text = useLocalized();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => (
        <Box component="li" key={item.en} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <CheckCircleOutlined
            aria-hidden
            fontSize="small"
            sx={{ color: 'primary.main', mt: '0.25em', flex: 'none' }}
          />
          <Typography component="span" variant="body1">
            {text(item)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** /blog (SPEC §2): the company review, written by the agency about itself and saying so. */
export default function BlogPage() {
  const text = useLocalized();
  const { overview, sections, advantages, results, audience } = BLOG_ARTICLE;
  const paragraphs = (value: Localized<string[]>) =>
    text(value).map((paragraph) => (
      <Typography key={paragraph} variant="body1" sx={{ mb: 2 }}>
        {paragraph}
      </Typography>
    ));

  return (
    <StaticHtml id="blog">
      <Box component="article">
        <PageHero title={text(BLOG_ARTICLE.title)} text={text(BLOG_ARTICLE.lead)} />
        <Container maxWidth="md" sx={{ pt: { xs: 4, md: 6 } }}>
          <Typography component="p" variant="subtitle2" sx={{ mb: 1 }}>
            {text(BLOG_ARTICLE.author)}
          </Typography>
          <Typography
            role="note"
            variant="body2"
            sx={{ p: 2, borderRadius: 3, borderLeft: 4, borderColor: 'secondary.main', bgcolor: 'background.paper' }}
          >
            {text(BLOG_ARTICLE.disclosure)}
          </Typography>

          <Box component="section" aria-labelledby="overview" sx={sectionSx}>
            <Heading id="overview">{text(overview.title)}</Heading>
            {paragraphs(overview.paragraphs)}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 3,
                rowGap: { xs: 0.25, sm: 1.5 },
                m: 0,
                p: { xs: 2.5, md: 3 },
                borderRadius: 4,
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
              }}
            >
              {overview.facts.map((fact) => (
                <Box key={fact.id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="subtitle2" sx={{ mt: { xs: 1, sm: 0 } }}>
                    {text(fact.label)}
                  </Typography>
                  <Typography component="dd" variant="body1" sx={{ m: 0 }}>
                    {text(fact.value)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </Box>

          {sections.map((section) => (
            <Box component="section" key={section.id} aria-labelledby={section.id} sx={sectionSx}>
              <Heading id={section.id}>{text(section.title)}</Heading>
              {paragraphs(section.paragraphs)}
              {section.points && <Points items={section.points} />}
            </Box>
          ))}

          <Box component="section" aria-labelledby="advantages" sx={sectionSx}>
            <Heading id="advantages">{text(advantages.title)}</Heading>
            <FeatureCardList cards={advantages.items} labelledBy="advantages" columns={2} />
          </Box>

          <Box component="section" aria-labelledby="results" sx={sectionSx}>
            <Heading id="results">{text(results.title)}</Heading>
            <Typography variant="body1" sx={{ mb: 3 }}>
              {text(results.intro)}
            </Typography>
            <FeatureCardList cards={results.items} labelledBy="results" columns={2} />
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
              {text(results.note)}
            </Typography>
          </Box>

          <Box component="section" aria-labelledby="audience" sx={sectionSx}>
            <Heading id="audience">{text(audience.title)}</Heading>
            <Typography variant="body1" sx={{ mb: 2 }}>
              {text(audience.intro)}
            </Typography>
            <Points items={audience.items} />
          </Box>

          <Verdict />
        </Container>
        <CallToAction id="blog-cta" content={BLOG_ARTICLE.cta} />
      </Box>
    </StaticHtml>
  );
}
