import type { Profile } from '@app/shared/contracts/profile';
import type { SessionUser } from '@app/shared/contracts/session';
import type { UserRow } from '../../core/session/index';

export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    country: user.country,
    phone: user.phone,
    points: user.points,
    preferredLanguage: user.preferredLanguage,
    role: user.role === 'admin' ? 'admin' : 'user',
    emailConfirmed: user.emailConfirmedAt !== null,
  };
}

export function toProfile(user: UserRow): Profile {
  return {
    ...toSessionUser(user),
    preferredDirection: user.preferredDirection === 'rtl' ? 'rtl' : 'ltr',
    createdAt: user.createdAt.toISOString(),
  };
}
