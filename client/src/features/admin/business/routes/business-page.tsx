import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { BusinessSettings } from '@pachmarhi/common/schemas/money-records';
import { TALLY_LEDGER_KEYS, type TallyLedgerKey } from '@pachmarhi/common/schemas/money';
import { SITE_CLAIM_KEYS, type SiteClaimKey, type SiteClaims } from '@pachmarhi/common/site-claims';
import type { SiteHindi } from '@pachmarhi/common/schemas/hindi';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { FormSection, TextAreaField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { ApiRequestError } from '@/lib/api';
import { moneyQueries, saveBusinessSettings, useMoneyMutation } from '@/lib/queries/money';
import { adminText } from '@/i18n';

type Draft = Record<
  | 'legalName'
  | 'address'
  | 'stateCode'
  | 'gstin'
  | 'invoicePrefix'
  | 'upiId'
  | 'upiName'
  | 'depositPercent'
  | 'deskDiscountPercent'
  | 'tourGstRate'
  | 'vehicleGstRate'
  | 'tourSac'
  | 'vehicleSac',
  string
> & {
  gstRegistered: boolean;
  pricesIncludeGst: boolean;
  tallyLedgers: Record<TallyLedgerKey, string>;
  siteClaims: SiteClaims;
  siteHi: SiteHindi;
};

const draftOf = (s: BusinessSettings): Draft => ({
  ...s,
  gstin: s.gstin ?? '',
  upiId: s.upiId ?? '',
  depositPercent: String(s.depositPercent),
  deskDiscountPercent: String(s.deskDiscountPercent),
  tourGstRate: String(s.tourGstRate),
  vehicleGstRate: String(s.vehicleGstRate),
});

const SITE_HINDI_KEYS = ['businessName', 'address', 'officeHours', 'supportHours'] as const;

const TEXT_FIELDS = [
  ['legalName', 'legalName'],
  ['stateCode', 'stateCode'],
  ['gstin', 'gstin'],
  ['invoicePrefix', 'invoicePrefix'],
  ['upiId', 'upiId'],
  ['upiName', 'upiName'],
  ['depositPercent', 'depositPercent'],
  ['tourGstRate', 'tourGstRate'],
  ['vehicleGstRate', 'vehicleGstRate'],
  ['tourSac', 'tourSac'],
  ['vehicleSac', 'vehicleSac'],
  ['deskDiscountPercent', 'deskDiscountPercent'],
] as const;

/**
 * /admin/business: the legal name, address, GST registration and rates, invoice prefix, the
 * UPI id that payment requests pay to, the most a front-desk account may take off a quote and
 * the names of the accountant's Tally ledgers the Tally export posts to, the figures the home and
 * about pages claim and the site's name, address and hours in Hindi (`PUT /api/business-settings`).
 */
export default function BusinessPage() {
  const settings = useQuery(moneyQueries.settings());
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMoneyMutation(saveBusinessSettings);
  useEffect(() => {
    if (settings.data && !draft) setDraft(draftOf(settings.data));
  }, [settings.data, draft]);
  if (!draft) return <div className={ui.page} aria-busy="true" />;

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    save.mutate(draft, {
      onSuccess: (saved) => {
        setErrors({});
        setDraft(draftOf(saved));
        toast.success(adminText('business.saved'));
      },
      onError: (err) => setErrors(err instanceof ApiRequestError ? err.errors : {}),
    });
  };
  const field = ([key, label]: (typeof TEXT_FIELDS)[number]) => (
    <TextField
      key={key}
      label={adminText(`business.${label}`)}
      value={draft[key]}
      onChange={(v) => set(key, v)}
      error={errors[key]}
      hint={adminText(`business.${label}Hint`, { defaultValue: '' }) || undefined}
    />
  );
  const ledger = (key: TallyLedgerKey) => (
    <TextField
      key={key}
      label={adminText(`business.tallyLedgers.${key}`)}
      value={draft.tallyLedgers[key]}
      onChange={(v) => set('tallyLedgers', { ...draft.tallyLedgers, [key]: v })}
      error={errors[`tallyLedgers.${key}`]}
    />
  );
  const claim = (key: SiteClaimKey) => (
    <TextField
      key={key}
      label={adminText(`business.siteClaims.${key}`)}
      value={draft.siteClaims[key]}
      onChange={(v) => set('siteClaims', { ...draft.siteClaims, [key]: v })}
      error={errors[`siteClaims.${key}`]}
    />
  );
  // The site's name, address and hours in Hindi: the English are the server's (BUSINESS_NAME …), shown when these are empty.
  const hindi = (key: keyof SiteHindi) => (
    <TextField
      key={key}
      label={adminText('bilingual.hindi', { label: adminText(`business.siteHi.${key}`) })}
      value={draft.siteHi[key]}
      onChange={(v) => set('siteHi', { ...draft.siteHi, [key]: v })}
      error={errors[`siteHi.${key}`]}
      lang="hi"
    />
  );
  const checkbox = (key: 'gstRegistered' | 'pricesIncludeGst') => (
    <label className={ui.checkboxRow}>
      <input type="checkbox" checked={draft[key]} onChange={(e) => set(key, e.target.checked)} />
      {adminText(`business.${key}`)}
    </label>
  );

  return (
    <div className={ui.page}>
      <PageHeader title={adminText('business.title')} subtitle={adminText('business.subtitle')} />
      <form className={cx(ui.card, ui.form)} onSubmit={submit} noValidate>
        <FormSection title={adminText('business.supplier')}>
          <div className={ui.grid}>
            {field(TEXT_FIELDS[0])}
            {field(TEXT_FIELDS[1])}
          </div>
          <TextAreaField
            label={adminText('business.address')}
            value={draft.address}
            onChange={(v) => set('address', v)}
            error={errors.address}
            rows={3}
          />
        </FormSection>
        <FormSection title={adminText('business.gst')}>
          {checkbox('gstRegistered')}
          {checkbox('pricesIncludeGst')}
          <div className={ui.grid}>{TEXT_FIELDS.slice(2, 4).map(field)}</div>
          <div className={ui.grid}>{TEXT_FIELDS.slice(7, 11).map(field)}</div>
        </FormSection>
        <FormSection title={adminText('business.upi')} hint={adminText('business.upiHint')}>
          <div className={ui.grid}>{TEXT_FIELDS.slice(4, 7).map(field)}</div>
        </FormSection>
        <FormSection title={adminText('business.discounts')}>
          <div className={ui.grid}>{field(TEXT_FIELDS[11])}</div>
        </FormSection>
        <FormSection title={adminText('business.tally')} hint={adminText('business.tallyHint')}>
          <div className={ui.grid}>{TALLY_LEDGER_KEYS.map(ledger)}</div>
        </FormSection>
        <FormSection title={adminText('business.claims')} hint={adminText('business.claimsHint')}>
          <div className={ui.grid}>{SITE_CLAIM_KEYS.map(claim)}</div>
        </FormSection>
        <FormSection title={adminText('business.siteHiTitle')} hint={adminText('business.siteHiHint')}>
          <div className={ui.grid}>{SITE_HINDI_KEYS.map(hindi)}</div>
        </FormSection>
        <div className={ui.formActions}>
          <button type="submit" className={ui.btn} disabled={save.isPending}>
            {adminText('business.save')}
          </button>
        </div>
      </form>
    </div>
  );
}
