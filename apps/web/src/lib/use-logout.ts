import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from './i18n';
import { endSession } from './session';
import { toast } from './toast';

/**
 * Log out (the profile's button and the header's menu): the session ends here and everywhere,
 * 'Logged out successfully', then the home page. If the server cannot be reached the user stays
 * signed in and is told so.
 */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const logout = async () => {
    setLoggingOut(true);
    try {
      await endSession();
    } catch {
      setLoggingOut(false);
      toast.error(t('logout.failed'), { description: t('logout.failedBody') });
      return;
    }
    toast.success(t('logout.success'));
    void navigate('/', { replace: true });
  };
  return { logout, loggingOut };
}
