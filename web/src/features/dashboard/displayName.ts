import type { AuthUser } from '../auth';

/** SPEC §2: first plus last name; otherwise the part of the e-mail before the @; otherwise undefined ('User'). */
export function displayName(
  user: Partial<Pick<AuthUser, 'firstName' | 'lastName' | 'email'>> | undefined,
): string | undefined {
  const full = [user?.firstName, user?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  if (full) return full;
  const local = user?.email?.split('@')[0]?.trim();
  return local || undefined;
}
