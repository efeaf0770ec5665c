import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize } from '../../../app/language';
import { closeChatOnSmallScreens } from '../chatStore';
import { parseChatText } from '../chatText';

/** A chat message as text with real links to the site's pages (in the current language), e-mail and phone. */
export function ChatMessageText({ text }: { text: string }) {
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
          <Link key={index} href={part.href} color="inherit" sx={{ fontWeight: 700 }}>
            {part.text}
          </Link>
        ),
      )}
    </>
  );
}
