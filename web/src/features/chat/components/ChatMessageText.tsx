import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize } from '../../../app/language';
import { closeChatOnSmallScreens } from '../chatStore';
import { parseChatBlocks, parseChatText } from '../chatText';

/** One line or paragraph: text with real links to the site's pages (in the current language), e-mail and phone. */
function Inline({ text }: { text: string }) {
  const localize = useLocalize();
  return (
    <>
      {parseChatText(text).map((part, index) =>
        part.kind === 'text' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'page' ? (
          <Link
            key={index}
            component={RouterLink}
            to={localize(part.path) + part.hash}
            onClick={closeChatOnSmallScreens}
            color="inherit"
            sx={{ fontWeight: 700 }}
          >
            {part.text}
          </Link>
        ) : (
          <Link key={index} href={part.href} color="inherit" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}

/** A chat message: paragraphs, and the assistant's lists as real lists; never HTML. */
export function ChatMessageText({ text }: { text: string }) {
  const blocks = parseChatBlocks(text);
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'text' ? (
          <Box key={index} component="span" sx={{ display: 'block', '& + &': { mt: 1 } }}>
            <Inline text={block.text} />
          </Box>
        ) : (
          <Box
            key={index}
            component={block.ordered ? 'ol' : 'ul'}
            sx={{ my: 0.5, pl: 2.5, whiteSpace: 'normal', '& li + li': { mt: 0.25 } }}
          >
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                <Inline text={item} />
              </li>
            ))}
          </Box>
        ),
      )}
    </>
  );
}
