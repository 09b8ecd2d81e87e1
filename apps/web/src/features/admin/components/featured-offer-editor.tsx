import { Save } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { featuredOfferRequestSchema, type AdminPackage, type AdminPass, type FeaturedOfferRequest } from '@app/shared/contracts/admin';
import type { FeaturedOfferChoice } from '@app/shared/contracts/store';
import { Button } from '@/components/ui/button';
import { FormField, fieldProps } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorCodeOf, errorMessage } from '@/lib/error-message';
import { errorIn, requestResolver, useForm } from '@/lib/form';
import { formatMoney } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';
import { toast } from '@/lib/toast';
import { usePackages } from '../api/store/get-packages';
import { usePasses } from '../api/passes/get-passes';
import { useFeaturedChoice } from '../api/store/get-featured-offer';
import { useSaveFeaturedChoice } from '../api/store/save-featured-offer';
import { ConsoleSection, LoadFailed } from './console-section';

const valueOf = (choice: FeaturedOfferChoice) => (choice.kind === 'none' ? 'none' : `${choice.kind}:${choice.id}`);

/** The one select names the kind and the id ('package:3', or 'none'). */
type Fields = { choice: string };
const requestOf = ({ choice }: Fields): FeaturedOfferRequest => {
  const [kind, id] = choice.split(':') as [FeaturedOfferRequest['kind'], string | undefined];
  return kind === 'none' ? { kind } : { kind, id: Number(id) };
};
const resolver = requestResolver(featuredOfferRequestSchema, requestOf);

/** Today in Kuwait (UTC+3, no daylight saving time), "2027-01-03": the day sale dates are counted in. */
function kuwaitToday(now = new Date()): string {
  return new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
/** Shown and within its sale days (both included; null: no limit), as the store counts it. */
const onSale = (offer: { active: boolean; saleFrom: string | null; saleTo: string | null }, today: string) =>
  offer.active && (offer.saleFrom === null || offer.saleFrom <= today) && (offer.saleTo === null || offer.saleTo >= today);

function Picker({ choice, packages, passes }: { choice: FeaturedOfferChoice; packages: AdminPackage[]; passes: AdminPass[] }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const save = useSaveFeaturedChoice();
  const form = useForm<Fields, unknown, FeaturedOfferRequest>({ resolver, defaultValues: { choice: valueOf(choice) } });
  const value = form.watch('choice');
  // The schema names the request's fields, the kind and the id: both are this select.
  const errorOf = errorIn(form.formState.errors as FieldErrors<FeaturedOfferRequest>, (code) => t(`errors.${code}`));
  const error = errorOf('kind') ?? errorOf('id');
  const options: (readonly [string, string])[] = [
    ['none', t('featured.none')],
    ...packages.map((pkg) => [`package:${pkg.id}`, t('featured.packageOption', { count: pkg.points, price: formatMoney(pkg.priceFils, language) })] as const),
    ...passes.map((pass) => [`pass:${pass.id}`, t('featured.passOption', { name: language === 'ar' ? pass.nameAr : pass.nameEn, price: formatMoney(pass.priceFils, language) })] as const),
  ];
  const [kind, id] = value.split(':') as ['none' | 'package' | 'pass', string | undefined];
  const chosen = kind === 'package' ? packages.find((p) => String(p.id) === id) : kind === 'pass' ? passes.find((p) => String(p.id) === id) : undefined;
  const offSale = chosen !== undefined && !onSale(chosen, kuwaitToday());
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      data-testid="featured-offer"
      onSubmit={(event) =>
        void form.handleSubmit((request) =>
          save.mutate(request, {
            onSuccess: () => toast.success(t('featured.saved')),
            onError: (error) => toast.error(`${t('featured.failed')} ${errorMessage(errorCodeOf(error))}`),
          }),
        )(event)
      }
    >
      <FormField id="featured-offer-choice" label={t('featured.choice')} error={error}>
        <Select {...fieldProps('featured-offer-choice', { error })} {...form.register('choice')} options={options} data-testid="featured-offer-choice" />
      </FormField>
      <Button type="submit" size="sm" className="mb-1" disabled={save.isPending || value === valueOf(choice)} data-testid="featured-offer-save">
        <Save aria-hidden />
        {t('featured.save')}
      </Button>
      {offSale ? (
        <p className="mb-2 w-full text-sm font-semibold text-[#7a5a00]" data-testid="featured-offer-off-sale">
          {t('featured.offSale')}
        </p>
      ) : null}
    </form>
  );
}

/** The landing page's featured offer (issue 31): one package or pass, or none; shown while it is on sale. */
export function FeaturedOfferEditor() {
  const { t } = useTranslation('admin');
  const choice = useFeaturedChoice();
  const packages = usePackages();
  const passes = usePasses();
  return (
    <ConsoleSection id="featured" title={t('featured.title')} intro={t('featured.intro')}>
      {choice.isPending || packages.isPending || passes.isPending ? (
        <Skeleton className="h-16" />
      ) : choice.isError || packages.isError || passes.isError ? (
        <LoadFailed onRetry={() => void Promise.all([choice.refetch(), packages.refetch(), passes.refetch()])} />
      ) : (
        <Picker key={valueOf(choice.data)} choice={choice.data} packages={packages.data.packages} passes={passes.data.passes} />
      )}
    </ConsoleSection>
  );
}
