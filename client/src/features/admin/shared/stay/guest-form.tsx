import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import {
  GENDERS,
  HOME_COUNTRY,
  ID_TYPES,
  foreignerFieldAsked,
  guestInputSchema,
  isForeignNational,
  type ForeignerField,
} from '@pachmarhi/common/schemas/front-desk';
import type { Guest } from '@pachmarhi/common/schemas/front-desk-records';
import { countryOptions } from '@pachmarhi/common/countries';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { useFormState, zodResolver } from '@/hooks/use-form-state';
import { ApiRequestError } from '@/lib/api';
import { frontDeskQueries, saveGuest } from '@/lib/queries/front-desk';
import { SelectField, TextField } from '@/features/admin/shared/components/form-controls';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { fieldLabel } from '@/i18n/validation';
import { adminText } from '@/i18n';
import css from './front-desk.module.css';

/** The register's own fields after the ID (every guest). */
const TEXT_FIELDS = ['address', 'phone', 'age', 'arrivedFrom', 'nextDestination'] as const;
/** Form C's fields in groups, as the FRRO form orders them (arrived from and next destination sit with the register's own). */
const FORM_C_GROUPS = {
  personal: ['dateOfBirth', 'gender'],
  passport: ['passportNumber', 'passportIssuePlace', 'passportIssueDate', 'passportExpiry'],
  visa: ['visaNumber', 'visaType', 'visaIssuePlace', 'visaIssueDate', 'visaValidTill'],
  arrival: ['arrivalInIndia', 'portOfArrival', 'purposeOfVisit', 'contactInIndia'],
} as const satisfies Record<string, readonly (ForeignerField | 'contactInIndia')[]>;
const DATE_FIELDS = new Set([
  'dateOfBirth',
  'passportIssueDate',
  'passportExpiry',
  'visaIssueDate',
  'visaValidTill',
  'arrivalInIndia',
]);
type FieldName =
  'name' | 'nationality' | 'idType' | 'idNumber' | (typeof TEXT_FIELDS)[number] | ForeignerField | 'contactInIndia';
type Values = Record<FieldName, string>;

const fromGuest = (g?: Guest): Values => ({
  name: g?.name ?? '',
  nationality: g?.nationality ?? HOME_COUNTRY,
  idType: g?.idType ?? 'aadhaar',
  idNumber: g?.idNumber ?? '',
  address: g?.address ?? '',
  phone: g?.phone ?? '',
  age: g?.age == null ? '' : String(g.age),
  dateOfBirth: g?.dateOfBirth ?? '',
  gender: g?.gender ?? '',
  arrivedFrom: g?.arrivedFrom ?? '',
  nextDestination: g?.nextDestination ?? '',
  // With the passport as the ID its number is the ID number: typed once, in the ID field.
  passportNumber: g?.idType === 'passport' ? '' : (g?.passportNumber ?? ''),
  passportIssuePlace: g?.passportIssuePlace ?? '',
  passportIssueDate: g?.passportIssueDate ?? '',
  passportExpiry: g?.passportExpiry ?? '',
  visaNumber: g?.visaNumber ?? '',
  visaType: g?.visaType ?? '',
  visaIssuePlace: g?.visaIssuePlace ?? '',
  visaIssueDate: g?.visaIssueDate ?? '',
  visaValidTill: g?.visaValidTill ?? '',
  arrivalInIndia: g?.arrivalInIndia ?? '',
  portOfArrival: g?.portOfArrival ?? '',
  purposeOfVisit: g?.purposeOfVisit ?? '',
  contactInIndia: g?.contactInIndia ?? '',
});

/**
 * One guest of the register (new, or `guest` to edit), checked by the shared guest schema: the
 * Aadhaar rule (last four digits only) explained beside the ID number and, once the nationality is
 * not India's, Form C's fields in the FRRO form's groups (personal, passport, visa, arrival). The
 * passport is then the ID, its number typed once in the ID field; a passport or visa that runs out
 * before the stay ends comes back from the server as a message on its field.
 */
export function GuestForm({
  stayId,
  guest,
  onDone,
  cancelLabel,
}: {
  stayId: string;
  guest?: Guest;
  onDone: () => void;
  /** The label of the button that closes the form unsaved ("Add later" right after a check-in). */
  cancelLabel?: string;
}) {
  const form = useFormState(zodResolver(guestInputSchema), () => fromGuest(guest));
  const qc = useQueryClient();
  const save = useMutation({
    mutationFn: (body: unknown) => saveGuest(stayId, guest?._id ?? null, body),
    onSuccess: async () => {
      toast.success(adminText(guest ? 'saved.guestUpdated' : 'saved.guestAdded'));
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
  const passportIsId = v.idType === 'passport';
  const idTypes = ID_TYPES.map((t) => ({ value: t, label: adminText(`guestRegister.idTypes.${t}`) }));
  const genders = [
    { value: '', label: adminText('guestRegister.chooseGender') },
    ...GENDERS.map((g) => ({ value: g, label: adminText(`guestRegister.genders.${g}`) })),
  ];
  const field = (name: FieldName, required = false) =>
    name === 'gender' ? (
      <SelectField key={name} label={fieldLabel(name)} required={required} options={genders} {...form.bind(name)} />
    ) : (
      <TextField
        key={name}
        label={fieldLabel(name === 'phone' ? 'phoneNumber' : name)}
        required={required}
        type={DATE_FIELDS.has(name) ? 'date' : name === 'age' ? 'number' : 'text'}
        {...form.bind(name)}
      />
    );
  const nationality = form.bind('nationality');
  /** A foreign guest's ID is the passport: choosing a foreign nationality over an Aadhaar makes it so. */
  const chooseNationality = (code: string) => {
    nationality.onChange(code);
    if (isForeignNational(code) && v.idType === 'aadhaar') form.setField('idType', 'passport');
  };
  const asked = (f: ForeignerField | 'contactInIndia') =>
    f === 'contactInIndia' || (foreignerFieldAsked(f, v.nationality) && !(f === 'passportNumber' && passportIsId));
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
        options={countryOptions(displayLang(), HOME_COUNTRY)}
        {...nationality}
        onChange={chooseNationality}
      />
      <SelectField label={fieldLabel('idType')} required options={idTypes} {...form.bind('idType')} />
      <TextField
        label={passportIsId ? fieldLabel('passportNumber') : fieldLabel('idNumber')}
        required
        hint={
          v.idType === 'aadhaar'
            ? adminText('guestRegister.aadhaarRule')
            : passportIsId && foreign
              ? adminText('guestRegister.passportOnce')
              : undefined
        }
        {...form.bind('idNumber')}
      />
      {TEXT_FIELDS.map((f) =>
        field(f, f === 'address' || (foreign && (f === 'arrivedFrom' || f === 'nextDestination'))),
      )}
      {foreign && (
        <fieldset className={cx(ui.section, css.formC)} data-testid="foreigner-fields">
          <legend>{adminText('guestRegister.formCFields')}</legend>
          <p className={ui.itemMeta}>{adminText('guestRegister.formCHint')}</p>
          {(Object.keys(FORM_C_GROUPS) as (keyof typeof FORM_C_GROUPS)[]).map((group) => {
            const fields = FORM_C_GROUPS[group].filter(asked);
            if (fields.length === 0) return null;
            return (
              <div key={group} className={css.formCGroup} role="group" aria-labelledby={`form-c-${group}`}>
                <h4 id={`form-c-${group}`} className={css.formCTitle}>
                  {adminText(`guestRegister.formCGroups.${group}`)}
                </h4>
                {fields.map((f) => field(f, f !== 'contactInIndia'))}
              </div>
            );
          })}
        </fieldset>
      )}
      <div className={ui.headerActions}>
        <button type="button" className={cx(ui.btn, ui.btnGhost)} onClick={onDone}>
          {cancelLabel ?? adminText('guestRegister.cancel')}
        </button>
        <button type="submit" className={ui.btn} disabled={save.isPending}>
          {adminText('guestRegister.saveGuest')}
        </button>
      </div>
    </form>
  );
}
