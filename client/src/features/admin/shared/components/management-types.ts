import type { ReactNode } from 'react';
import type { ItemKind } from '@pachmarhi/common/kinds';

// The types shared by the management table and its rows (management-table.tsx, managed-row.tsx).

/** What every managed record (room, vehicle, tour) has in common. */
export interface ManagedItem {
  _id: string;
  /** The item's public page is `itemPath(kind, slug)`. */
  slug: string;
  isBooked: boolean;
  bookingExpiresAt: string | null;
  status?: string | null;
}

/** A kind-specific column of the management table. */
export interface ColumnDef<T> {
  header: string;
  render: (item: T) => ReactNode;
}

/** A select filter above the management table (All or one of its options). */
export interface FilterDef<T> {
  label: string;
  options: readonly string[];
  matches: (item: T, value: string) => boolean;
}

/** The configuration of a management screen: its texts, data, search, filters, columns and row actions. */
export interface ManagementTableProps<T extends ManagedItem> {
  kind: ItemKind;
  /** 'room' → 'No rooms found', 'Showing X of Y rooms', 'adding your first room'. */
  noun: string;
  nounPlural: string;
  title: string;
  subtitle?: string;
  addLabel: string;
  addTo: string;
  items: T[] | undefined;
  isLoading: boolean;
  error: boolean;
  /** The documented fetch failure text, e.g. 'Failed to fetch rooms. Please try again.' */
  errorText: string;
  onRetry: () => void;
  searchLabel: string;
  searchPlaceholder: string;
  /** Texts the search matches (case-insensitive substring, docs/product.md#validation). */
  searchText: (item: T) => (string | null | undefined)[];
  filters: FilterDef<T>[];
  imageHeader: string;
  imagesOf: (item: T) => string[];
  nameOf: (item: T) => string;
  detailsHeader: string;
  renderDetails: (item: T) => ReactNode;
  /** Kind-specific columns between the details and the status. */
  columns: ColumnDef<T>[];
  onView: (item: T) => void;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  isDeleting: (id: string) => boolean;
  onBookingChange: (id: string, isBooked: boolean, expiresAt: string | null) => void;
}

/** The parts of the management screen's configuration one row needs. */
export type ManagedRowConfig<T extends ManagedItem> = Pick<
  ManagementTableProps<T>,
  | 'kind'
  | 'noun'
  | 'imageHeader'
  | 'imagesOf'
  | 'nameOf'
  | 'renderDetails'
  | 'columns'
  | 'onView'
  | 'onEdit'
  | 'onDelete'
  | 'isDeleting'
  | 'onBookingChange'
>;
