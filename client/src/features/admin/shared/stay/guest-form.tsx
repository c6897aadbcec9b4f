import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import {
  FOREIGNER_FIELDS,
  HOME_COUNTRY,
  ID_TYPES,
  guestInputSchema,
  isCountryCode,
  isForeignNational,
} from '@pachmarhi/common/schemas/front-desk';
import type { Guest } from '@pachmarhi/common/schemas/front-desk-records';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { frontDeskQueries, saveGuest } from '@/lib/queries/front-desk';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { fieldLabel } from '@/i18n/validation';
import { adminText } from '@/i18n';

const TEXT_FIELDS = ['idNumber', 'address', 'phone', 'age', 'arrivedFrom', 'nextDestination'] as const;
const DATE_FIELDS = new Set(['passportExpiry', 'arrivalInIndia']);
type Values = Record<
  'name' | 'nationality' | 'idType' | (typeof TEXT_FIELDS)[number] | (typeof FOREIGNER_FIELDS)[number],
  string
>;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Every ISO 3166-1 alpha-2 code the runtime names, India first, the rest by name in the display language. */
function countryOptions(): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([displayLang()], { type: 'region' });
  const codes = [...LETTERS].flatMap((a) => [...LETTERS].map((b) => a + b)).filter(isCountryCode);
  const options = codes.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }));
  options.sort((x, y) =>
    x.value === HOME_COUNTRY ? -1 : y.value === HOME_COUNTRY ? 1 : x.label.localeCompare(y.label),
  );
  return options;
}

const fromGuest = (g?: Guest): Values => ({
  name: g?.name ?? '',
  nationality: g?.nationality ?? HOME_COUNTRY,
  idType: g?.idType ?? 'aadhaar',
  idNumber: g?.idNumber ?? '',
  address: g?.address ?? '',
  phone: g?.phone ?? '',
  age: g?.age == null ? '' : String(g.age),
  arrivedFrom: g?.arrivedFrom ?? '',
  nextDestination: g?.nextDestination ?? '',
  passportNumber: g?.passportNumber ?? '',
  passportExpiry: g?.passportExpiry ?? '',
  visaNumber: g?.visaNumber ?? '',
  visaType: g?.visaType ?? '',
  arrivalInIndia: g?.arrivalInIndia ?? '',
  portOfArrival: g?.portOfArrival ?? '',
});

/**
 * One guest of the register (new, or `guest` to edit), checked by the shared guest schema: the
 * Aadhaar rule (last four digits only) explained beside the ID number, and the passport, visa and
 * arrival fields Form III asks of a foreign national shown once the nationality is not India's.
 */
export function GuestForm({ stayId, guest, onDone }: { stayId: string; guest?: Guest; onDone: () => void }) {
  const form = useFormState(zodResolver(guestInputSchema), () => fromGuest(guest));
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: unknown) => saveGuest(stayId, guest?._id ?? null, body),
    onSuccess: async (res) => {
      toast.success(res.message);
      await qc.invalidateQueries({ queryKey: frontDeskQueries.all });
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiRequestError && Object.keys(e.errors).length > 0) form.showErrors(e.errors);
      else toast.error(e.message);
    },
  });
  const v = form.values;
  const foreign = isForeignNational(v.nationality);
  const idTypes = ID_TYPES.map((t) => ({ value: t, label: adminText(`guestRegister.idTypes.${t}`) }));
  const field = (name: keyof Values, required = false) => (
    <TextField
      key={name}
      label={fieldLabel(name === 'phone' ? 'phoneNumber' : name)}
      required={required}
      type={DATE_FIELDS.has(name) ? 'date' : name === 'age' ? 'number' : 'text'}
      {...form.bind(name)}
    />
  );
  return (
    <form
      ref={form.formRef}
      noValidate
      className={ui.form}
      data-testid="guest-form"
      onSubmit={(e) => {
        e.preventDefault();
        const r = form.validate();
        if (r.ok) save.mutate(form.values);
      }}
    >
      {field('name', true)}
      <SelectField
        label={fieldLabel('nationality')}
        required
        options={countryOptions()}
        {...form.bind('nationality')}
      />
      <SelectField label={fieldLabel('idType')} required options={idTypes} {...form.bind('idType')} />
      <TextField
        label={fieldLabel('idNumber')}
        required
        hint={v.idType === 'aadhaar' ? adminText('guestRegister.aadhaarRule') : undefined}
        {...form.bind('idNumber')}
      />
      {TEXT_FIELDS.filter((f) => f !== 'idNumber').map((f) => field(f, f === 'address'))}
      {foreign && (
        <fieldset className={ui.section} data-testid="foreigner-fields">
          <legend>{adminText('guestRegister.formIiiFields')}</legend>
          {FOREIGNER_FIELDS.map((f) => field(f, true))}
        </fieldset>
      )}
      <div className={ui.headerActions}>
        <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={onDone}>
          {adminText('guestRegister.cancel')}
        </button>
        <button type="submit" className={ui.btn} disabled={save.isPending}>
          {adminText('guestRegister.saveGuest')}
        </button>
      </div>
    </form>
  );
}
