import type { SalesCoupon, SalesFigures, SalesOffer, SalesResponse } from '@app/shared/contracts/sales';
import { formatKwd } from '@app/shared/money';
import { useTranslation } from '@/lib/i18n';
import { useLanguage } from '@/lib/language';

const cell = 'px-3 py-2 text-end tabular-nums';
const head = 'px-3 py-2 text-end font-semibold';

function Figures({ figures, rowId }: { figures: SalesFigures; rowId: string }) {
  return (
    <>
      <td className={cell} data-testid={`${rowId}-paid-count`}>
        {figures.paidCount}
      </td>
      <td className={cell} dir="ltr" data-testid={`${rowId}-paid-kwd`}>
        {formatKwd(figures.paidFils)}
      </td>
      <td className={cell} data-testid={`${rowId}-refund-count`}>
        {figures.refundCount}
      </td>
      <td className={cell} dir="ltr" data-testid={`${rowId}-refund-kwd`}>
        {formatKwd(figures.refundFils)}
      </td>
    </>
  );
}

function FigureHeads() {
  const { t } = useTranslation('admin');
  return (
    <>
      <th scope="col" className={head}>
        {t('sales.paidCount')}
      </th>
      <th scope="col" className={head}>
        {t('sales.paidKwd')}
      </th>
      <th scope="col" className={head}>
        {t('sales.refundCount')}
      </th>
      <th scope="col" className={head}>
        {t('sales.refundKwd')}
      </th>
    </>
  );
}

const offerRowId = (offer: SalesOffer) => `sales-${offer.kind}-${offer.id ?? 'removed'}`;

function OfferName({ offer }: { offer: SalesOffer }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  if (offer.kind === 'package') return <>{offer.points === null ? t('sales.removedPackage') : t('sales.package', { count: offer.points })}</>;
  const name = language === 'ar' ? offer.nameAr : offer.nameEn;
  return name === null ? <>{t('sales.removedPass')}</> : <bdi>{name}</bdi>;
}

/** Sales per offer (each package and pass) and per coupon, with the period's totals. */
export function SalesTable({ sales }: { sales: SalesResponse }) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-col gap-6">
      <div className="overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="sales-offers">
          <caption className="sr-only">{t('sales.offersCaption')}</caption>
          <thead className="border-b border-emerald/20 text-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-start font-semibold">
                {t('sales.offer')}
              </th>
              <FigureHeads />
            </tr>
          </thead>
          <tbody>
            {sales.offers.map((offer) => (
              <tr key={offerRowId(offer)} className="border-b border-emerald/10" data-testid={offerRowId(offer)}>
                <th scope="row" className="px-3 py-2 text-start font-semibold">
                  <OfferName offer={offer} />
                  {offer.kind === 'pass' ? <span className="ms-2 text-xs font-normal text-muted">{t('sales.pass')}</span> : null}
                </th>
                <Figures figures={offer} rowId={offerRowId(offer)} />
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="font-bold" data-testid="sales-total">
              <th scope="row" className="px-3 py-2 text-start">
                {t('sales.total')}
              </th>
              <Figures figures={sales.total} rowId="sales-total" />
            </tr>
          </tfoot>
        </table>
      </div>
      <div>
        <h3 className="mb-2 text-lg font-bold text-emerald-dark">{t('sales.couponsTitle')}</h3>
        {sales.coupons.length === 0 ? (
          <p className="text-sm text-muted">{t('sales.noCoupons')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[36rem] border-collapse text-sm" data-testid="sales-coupons">
              <caption className="sr-only">{t('sales.couponsTitle')}</caption>
              <thead className="border-b border-emerald/20 text-muted">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start font-semibold">
                    {t('sales.code')}
                  </th>
                  <FigureHeads />
                  <th scope="col" className={head}>
                    {t('sales.discountKwd')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.coupons.map((coupon: SalesCoupon) => {
                  const rowId = `sales-coupon-${coupon.code}`;
                  return (
                    <tr key={coupon.id ?? `removed-${coupon.code}`} className="border-b border-emerald/10" data-testid={rowId}>
                      <th scope="row" className="px-3 py-2 text-start font-semibold">
                        <bdi dir="ltr">{coupon.code}</bdi>
                      </th>
                      <Figures figures={coupon} rowId={rowId} />
                      <td className={cell} dir="ltr" data-testid={`${rowId}-discount-kwd`}>
                        {formatKwd(coupon.discountFils)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}
