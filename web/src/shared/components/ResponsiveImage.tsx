import { Box, type SxProps, type Theme } from '@mui/material';
import type { ImageFieldsFragment } from '../../gql/graphql';

export interface ResponsiveImageProps {
  image: ImageFieldsFragment;
  /** How wide the image shows, for the browser to pick a width (the `sizes` attribute). */
  sizes: string;
  /** Above the fold (a page's cover): loaded at once, not lazily. */
  aboveFold?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * An uploaded image as the server serves it: a <picture> offering AVIF then WebP at every width up to
 * the original, with width and height set so nothing moves while it loads, lazy below the fold, and
 * its alt text in the page's language (issue 32).
 */
export function ResponsiveImage({ image, sizes, aboveFold = false, sx }: ResponsiveImageProps) {
  return (
    <Box component="picture" sx={{ display: 'block', ...sx }}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <Box
        component="img"
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading={aboveFold ? 'eager' : 'lazy'}
        decoding="async"
        {...(aboveFold ? { fetchPriority: 'high' } : {})}
        sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${image.width} / ${image.height}` }}
      />
    </Box>
  );
}
