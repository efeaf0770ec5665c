import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLocalize, useT } from '../app/language';
import { useAuthUser } from '../features/auth';

/** Sign in (anonymous, also while unknown) or sign out (a browser navigation to /api/logout). */
interface AuthButtonProps {
  /** Called when the button is used (the mobile menu closes itself). */
  onClick?: () => void;
}

export function AuthButton({ onClick }: AuthButtonProps) {
  const { t } = useT();
  const localize = useLocalize();
  const auth = useAuthUser();
  if (auth.status === 'authenticated') {
    return (
      <Button href="/api/logout" variant="text" onClick={onClick}>
        {t('header.signOut')}
      </Button>
    );
  }
  return (
    <Button component={RouterLink} to={localize('/signin')} variant="text" onClick={onClick}>
      {t('header.signIn')}
    </Button>
  );
}
