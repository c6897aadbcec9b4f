import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import type { Guest } from '@pachmarhi/common/schemas/front-desk-records';
import { countryName } from '@pachmarhi/common/country-name';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { ApiRequestError } from '@/lib/api';
import { deleteGuest, frontDeskQueries } from '@/lib/queries/front-desk';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './front-desk.module.css';
import { GuestForm } from './guest-form';
import { adminText } from '@/i18n';

/**
 * The guest register of one stay (docs/api.md#front-desk): every guest with ID and, for a foreign
 * national, the Form C state and the FRRO acknowledgement; add, edit and delete. Opening it is a
 * register read, audited by the server. `askId` (right after a check-in) opens the new guest's
 * form at once, its cancel button reading "Add later" (Today then shows "ID details to add" until
 * a guest is registered).
 */
export function GuestRegister({ stayId, askId }: { stayId: string; askId?: boolean }) {
  const guests = useQuery(frontDeskQueries.guests(stayId));
  const qc = useQueryClient();
  const [editing, setEditing] = useState<Guest | 'new' | null>(askId ? 'new' : null);
  const remove = async (g: Guest) => {
    if (!window.confirm(adminText('guestRegister.deleteConfirm', { name: g.name }))) return;
    try {
      await deleteGuest(stayId, g._id);
      await qc.invalidateQueries({ queryKey: frontDeskQueries.all });
    } catch (e) {
      toast.error(e instanceof ApiRequestError ? e.message : String(e));
    }
  };
  return (
    <section className={css.register} data-testid="guest-register" aria-label={adminText('guestRegister.title')}>
      <h3 className={css.subTitle}>{adminText('guestRegister.title')}</h3>
      {guests.isError && <p className={ui.fieldError}>{guests.error.message}</p>}
      {guests.data?.length === 0 && <p className={ui.itemMeta}>{adminText('guestRegister.noGuests')}</p>}
      <ul className={css.guests}>
        {(guests.data ?? []).map((g) =>
          editing !== 'new' && editing?._id === g._id ? (
            <li key={g._id}>
              <GuestForm stayId={stayId} guest={g} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={g._id} className={css.guest}>
              <strong>{g.name}</strong>
              <span className={ui.itemMeta}>
                {countryName(g.nationality, displayLang())} · {adminText(`guestRegister.idTypes.${g.idType}`)}{' '}
                {g.idNumber}
              </span>
              {g.foreign && (
                <span className={cx(ui.badge, g.formIiiSubmittedAt ? ui.badgeGray : ui.badgeRed)}>
                  {g.formIiiSubmittedAt
                    ? adminText('guestRegister.formIiiSubmitted')
                    : adminText('guestRegister.formIiiPending')}
                </span>
              )}
              {g.formIiiAck && (
                <span className={ui.itemMeta}>{adminText('guestRegister.ack', { ack: g.formIiiAck })}</span>
              )}
              <span className={css.actions}>
                <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnGhost)} onClick={() => setEditing(g)}>
                  {adminText('guestRegister.edit')}
                </button>
                <button type="button" className={cx(ui.btn, ui.btnSmall, ui.btnGhost)} onClick={() => void remove(g)}>
                  {adminText('guestRegister.delete')}
                </button>
              </span>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <GuestForm
          stayId={stayId}
          onDone={() => setEditing(null)}
          cancelLabel={askId && !guests.data?.length ? adminText('guestRegister.addLater') : undefined}
        />
      ) : (
        <button type="button" className={cx(ui.btn, ui.btnSmall)} onClick={() => setEditing('new')}>
          {adminText('guestRegister.addGuest')}
        </button>
      )}
    </section>
  );
}
