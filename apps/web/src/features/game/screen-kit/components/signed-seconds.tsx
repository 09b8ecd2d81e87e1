import { useTranslation } from '@/lib/i18n';
import { useTextDir } from '../hooks/use-text-dir';

/**
 * "+30s" / «‎+30 ث»: the signed number stays left to right (its sign never moves to the other
 * end in Arabic), the unit follows the player's language.
 */
export function SignedSeconds({ sign, seconds }: { sign: '+' | '-'; seconds: number }) {
  const { t } = useTranslation('game');
  const dir = useTextDir();
  return (
    <span dir={dir}>
      <bdi dir="ltr">
        {sign}
        {seconds}
      </bdi>
      {t('phone.secondsUnit')}
    </span>
  );
}
