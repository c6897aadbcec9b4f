import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  DEFAULT_WEEKEND_PERCENTAGE,
  WEEKEND_PERCENTAGE_MAX,
  WEEKEND_PERCENTAGE_MIN,
} from '@pachmarhi/common/constants';
import { formatDateTimeIST } from '@pachmarhi/common/format';
import { percentageSchema } from '@pachmarhi/common/schemas/weekend-pricing';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { LogoutButton } from '@/features/admin/shared/components/logout-button';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { useActivateWeekendPricing } from '@/features/admin/weekend-pricing/api/activate-weekend-pricing';
import { useDeactivateWeekendPricing } from '@/features/admin/weekend-pricing/api/deactivate-weekend-pricing';
import { weekendPricingQueries } from '@/lib/queries/weekend-pricing';
import { useUpdateWeekendPercentage } from '@/features/admin/weekend-pricing/api/update-weekend-percentage';
import { PricePreview } from '@/features/admin/weekend-pricing/components/price-preview';
import { WeekendHistory } from '@/features/admin/weekend-pricing/components/weekend-history';
import css from '@/features/admin/weekend-pricing/components/weekend.module.css';
import { adminText } from '@/i18n';

/** /admin/weekend-pricing: status, activate / deactivate / update, price preview, notes and history (docs/product.md#screens, #behaviour). */
export default function WeekendPricingPage() {
  const status = useQuery({ ...weekendPricingQueries.status(), staleTime: 0, retry: false });
  const activate = useActivateWeekendPricing();
  const deactivate = useDeactivateWeekendPricing();
  const update = useUpdateWeekendPercentage();
  const [percent, setPercent] = useState(String(DEFAULT_WEEKEND_PERCENTAGE));
  const [description, setDescription] = useState('');
  const [error, setError] = useState('');

  const active = !!status.data?.isActive;
  const current = status.data?.percentageIncrease;

  // While active, the input starts from the live percentage.
  useEffect(() => {
    if (status.data?.isActive && typeof current === 'number') setPercent(String(current));
  }, [status.data?.isActive, current]);

  useEffect(() => {
    if (status.isError)
      toast.error(adminText('weekendPricingPage.failedToFetchWeekend'), { toastId: 'weekend-status' });
  }, [status.isError]);

  const parsed = percentageSchema.safeParse(percent);
  const previewPct = parsed.success ? parsed.data : 0;
  const busy = activate.isPending || deactivate.isPending || update.isPending;

  const validPercent = (): number | null => {
    const r = percentageSchema.safeParse(percent);
    if (!r.success) {
      setError(r.error.issues[0]?.message ?? adminText('weekendPricingPage.invalidPercentage'));
      return null;
    }
    setError('');
    return r.data;
  };

  const onActivate = () => {
    const pct = validPercent();
    if (pct !== null)
      activate.mutate(
        { percentageIncrease: pct, description: description.trim() },
        { onSuccess: () => setDescription('') },
      );
  };
  const onUpdate = () => {
    const pct = validPercent();
    if (pct !== null) update.mutate(pct);
  };

  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('weekendPricingPage.weekendPricing')}
        subtitle={adminText('weekendPricingPage.aSurchargeOnSaturday')}
        actions={<LogoutButton />}
      />

      {status.isLoading ? (
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('weekendPricingPage.loadingWeekendPricing')}</span>
        </div>
      ) : (
        <div className={css.layout}>
          <div className={css.controls}>
            <section
              className={cx(css.statusCard, active ? css.active : css.inactive)}
              aria-live="polite"
              aria-label={adminText('weekendPricingPage.weekendPricingStatus')}
            >
              <span className={css.statusPill} data-testid="weekend-status">
                {active ? adminText('weekendPricingPage.statusActive') : adminText('weekendPricingPage.statusInactive')}
              </span>
              <div>
                {status.isError ? (
                  <p className={css.statusText}>{adminText('weekendPricingPage.statusCouldNotBe')}</p>
                ) : active ? (
                  <>
                    <p className={css.statusBig}>
                      +{current}
                      {adminText('weekendPricingPage.onWeekends')}
                    </p>
                    {status.data?.startTime && (
                      <p className={css.statusText}>
                        {adminText('weekendPricingPage.since')} {formatDateTimeIST(status.data.startTime)}
                      </p>
                    )}
                    {status.data?.description && <p className={css.statusText}>{status.data.description}</p>}
                  </>
                ) : (
                  <>
                    <p className={css.statusBig}>{adminText('weekendPricingPage.regularPricesEveryDay')}</p>
                    <p className={css.statusText}>{adminText('weekendPricingPage.activateToAddA')}</p>
                  </>
                )}
              </div>
            </section>

            <section className={ui.card} aria-labelledby="weekend-controls">
              <h2 id="weekend-controls" className={ui.cardTitle}>
                {active
                  ? adminText('weekendPricingPage.changeTheSurcharge')
                  : adminText('weekendPricingPage.activateWeekendPricing')}
              </h2>
              <div className={ui.form} style={{ gap: 14 }}>
                <TextField
                  label={adminText('weekendPricingPage.percentageIncrease')}
                  type="number"
                  inputMode="numeric"
                  min={WEEKEND_PERCENTAGE_MIN}
                  max={WEEKEND_PERCENTAGE_MAX}
                  step={1}
                  value={percent}
                  onChange={(v) => {
                    setPercent(v);
                    setError('');
                  }}
                  error={error}
                  hint={adminText('weekendPricingPage.aWholeNumberFrom')}
                />
                {!active && (
                  <TextField
                    label={adminText('weekendPricingPage.descriptionOptional')}
                    value={description}
                    onChange={setDescription}
                    placeholder={adminText('weekendPricingPage.eGMonsoonSeason')}
                    maxLength={500}
                  />
                )}
                <div className={css.buttons}>
                  <button type="button" className={ui.btn} onClick={onActivate} disabled={active || busy}>
                    {activate.isPending && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
                    {adminText('weekendPricingPage.activate')}
                  </button>
                  <button
                    type="button"
                    className={cx(ui.btn, ui.btnAccent)}
                    onClick={onUpdate}
                    disabled={!active || busy}
                  >
                    {update.isPending && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
                    {adminText('weekendPricingPage.update')}
                  </button>
                  <button
                    type="button"
                    className={cx(ui.btn, ui.btnDanger)}
                    onClick={() => deactivate.mutate(undefined)}
                    disabled={!active || busy}
                  >
                    {deactivate.isPending && <span className={cx('spinner', ui.spinnerSmall)} aria-hidden="true" />}
                    {adminText('weekendPricingPage.deactivate')}
                  </button>
                </div>
              </div>
            </section>
          </div>

          <div className={css.controls}>
            <PricePreview percent={previewPct} />
            <aside className={css.notes} aria-labelledby="weekend-notes">
              <h2 id="weekend-notes">{adminText('weekendPricingPage.notes')}</h2>
              <ul>
                <li>{adminText('weekendPricingPage.theSurchargeAppliesOn')}</li>
                <li>{adminText('weekendPricingPage.weekendPriceBasePrice')}</li>
                <li>{adminText('weekendPricingPage.publicPagesThenShow')}</li>
                <li>{adminText('weekendPricingPage.visitorsPagesRefreshThe')}</li>
                <li>{adminText('weekendPricingPage.everyActivationChangeAnd')}</li>
              </ul>
            </aside>
          </div>
        </div>
      )}

      <WeekendHistory />
    </div>
  );
}
