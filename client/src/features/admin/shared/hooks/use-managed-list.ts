import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { itemPath } from '@pachmarhi/common/routes';
import { editPath } from '@/features/admin/admin-screens';
import type { ManagedItem } from '@/features/admin/shared/components/management-types';
import { deleteFailureText, removeFromList, setBookingInList } from '@/features/admin/shared/lib/list-cache';
import { useDeleteWithConfirm } from './use-delete-with-confirm';
import { adminText } from '@/i18n';
import { nounText } from '@/features/admin/shared/lib/labels';

interface ManagedListOptions {
  listKey: QueryKey;
  /** 'room', 'vehicle', 'tour': the public page View opens, the navigation state key and the noun of the documented texts. */
  kind: ItemKind;
  formPath: string;
  remove: (id: string) => Promise<unknown>;
}

/**
 * Row actions shared by the three management tables: view (public detail with the item in
 * navigation state), edit (form with {isEditing: true, <noun>: item} and ?id=), delete with the
 * documented confirm and texts, and booking changes written into the cached list.
 */
export function useManagedList<T extends ManagedItem>({ listKey, kind, formPath, remove }: ManagedListOptions) {
  const noun = kind;
  const qc = useQueryClient();
  const navigate = useNavigate();
  const name = nounText(noun);
  const del = useDeleteWithConfirm({
    confirmText: adminText('useManagedList.areYouSureYou', { noun: name }),
    run: remove,
    successText: adminText('useManagedList.deleted', { noun: name.charAt(0).toUpperCase() + name.slice(1) }),
    failureText: deleteFailureText(name),
    onDeleted: (id) => removeFromList<T>(qc, listKey, id),
  });
  return {
    onView: (item: T) => navigate(itemPath(kind, item.slug), { state: { [noun]: item, item } }),
    onEdit: (item: T) => navigate(editPath(formPath, item._id), { state: { isEditing: true, [noun]: item } }),
    onDelete: (item: T) => del.requestDelete(item._id),
    isDeleting: del.isDeleting,
    onBookingChange: (id: string, isBooked: boolean, expiresAt: string | null) =>
      setBookingInList<T>(qc, listKey, id, isBooked, expiresAt),
  };
}
