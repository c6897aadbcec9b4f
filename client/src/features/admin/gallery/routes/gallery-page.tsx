import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { ADMIN_GALLERY_SKELETONS } from '@pachmarhi/common/constants';
import { formatDateIST, truncate } from '@pachmarhi/common/format';
import type { GalleryImage } from '@pachmarhi/common/types';
import { ApiRequestError, imageUrl } from '@/lib/api';
import { getSession } from '@/lib/auth';
import { DeleteButton } from '@/features/admin/shared/components/delete-button';
import { TextField } from '@/features/admin/shared/components/form-controls';
import { Icon } from '@/features/admin/shared/components/icons';
import { LogoutButton } from '@/features/admin/shared/components/logout-button';
import { PageHeader } from '@/features/admin/shared/components/page-header';
import { useDeleteWithConfirm } from '@/features/admin/shared/hooks/use-delete-with-confirm';
import { cx } from '@/features/admin/shared/lib/cx';
import { invalidatePublic } from '@/features/admin/shared/lib/list-cache';
import ui from '@/features/admin/shared/ui.module.css';
import { deleteGalleryImage } from '@/features/admin/gallery/api/delete-gallery-image';
import { ADMIN_GALLERY_KEY, useAdminGallery } from '@/features/admin/gallery/api/get-admin-gallery';
import css from '@/features/admin/gallery/components/gallery.module.css';
import { UploadImageModal } from '@/features/admin/gallery/components/upload-image-modal';
import { adminText } from '@/i18n';

const tokenMissing = () => adminText('galleryPage.authenticationTokenNotFound');

function useDebounced<T>(value: T, ms = 300): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

function AuthError() {
  const navigate = useNavigate();
  return (
    <div className={ui.page}>
      <div className={cx(ui.card, css.authError)} role="alert">
        <div className={ui.emptyIcon}>
          <Icon name="lock" size={40} />
        </div>
        <h1>{adminText('galleryPage.authenticationError')}</h1>
        <p>{tokenMissing()}</p>
        <button type="button" className={ui.btn} onClick={() => navigate('/login?role=1')}>
          {adminText('galleryPage.goToLogin')}
        </button>
      </div>
    </div>
  );
}

/** /admin/gallery: search, upload, 4-column grid with Featured badges, delete with confirm. */
export default function GalleryPage() {
  const hasToken = !!getSession()?.accessToken;
  const [search, setSearch] = useState('');
  const [uploading, setUploading] = useState(false);
  const debounced = useDebounced(search);
  const qc = useQueryClient();
  const gallery = useAdminGallery(debounced, hasToken);

  useEffect(() => {
    if (!hasToken) toast.error(tokenMissing(), { toastId: 'gallery-token' });
  }, [hasToken]);
  useEffect(() => {
    if (gallery.isError) toast.error(adminText('galleryPage.failedToFetchGallery'), { toastId: 'gallery-fetch' });
  }, [gallery.isError]);

  const refresh = () => {
    void qc.invalidateQueries({ queryKey: ADMIN_GALLERY_KEY });
    void invalidatePublic(qc);
  };

  const del = useDeleteWithConfirm({
    confirmText: adminText('galleryPage.areYouSureYou'),
    run: deleteGalleryImage,
    successText: adminText('galleryPage.imageDeletedSuccessfully'),
    failureText: () => adminText('galleryPage.failedToDeleteImage'),
    onDeleted: (id) => {
      qc.setQueriesData<GalleryImage[]>({ queryKey: ADMIN_GALLERY_KEY }, (list) => list?.filter((i) => i._id !== id));
      refresh();
    },
  });

  const authFailed =
    gallery.error instanceof ApiRequestError && (gallery.error.status === 401 || gallery.error.status === 403);
  if (!hasToken || authFailed) return <AuthError />;

  const images = gallery.data ?? [];
  let body;
  if (gallery.isLoading) {
    body = (
      <ul className={css.grid} aria-busy="true" aria-label={adminText('galleryPage.loadingImages')}>
        {Array.from({ length: ADMIN_GALLERY_SKELETONS }, (_, i) => (
          <li key={i} className={css.card} data-testid="gallery-skeleton">
            <div className={cx(css.skeleton, css.skMedia)} />
            <div className={cx(css.skeleton, css.skLine)} />
            <div className={cx(css.skeleton, css.skLine, css.skShort)} />
          </li>
        ))}
      </ul>
    );
  } else if (gallery.isError) {
    body = (
      <div className={cx(ui.card, ui.errorBox)} role="alert">
        <h2>{adminText('galleryPage.failedToFetchGallery')}</h2>
        <button type="button" className={ui.btn} onClick={() => void gallery.refetch()}>
          <Icon name="refresh" /> {adminText('galleryPage.retry')}
        </button>
      </div>
    );
  } else if (images.length === 0) {
    body = (
      <div className={cx(ui.card, ui.empty)}>
        <div className={ui.emptyIcon}>
          <Icon name="image" size={40} />
        </div>
        <h2>{adminText('galleryPage.noImagesFound')}</h2>
        <p>
          {debounced.trim()
            ? adminText('galleryPage.tryADifferentSearch')
            : adminText('galleryPage.uploadTheFirstImage')}
        </p>
      </div>
    );
  } else {
    body = (
      <ul className={css.grid} aria-label={adminText('galleryPage.galleryImages')}>
        {images.map((img) => {
          const busy = del.isDeleting(img._id);
          const tags = img.tags
            ? img.tags
                .split(',')
                .map((t) => t.trim())
                .filter(Boolean)
            : [];
          return (
            <li
              key={img._id}
              className={cx(css.card, busy && css.busy)}
              aria-busy={busy || undefined}
              data-testid="gallery-card"
            >
              <div className={css.media}>
                <img src={imageUrl(img.imageUrl)} alt={img.altText || img.title} loading="lazy" />
                {img.featured && (
                  <span className={css.featured}>
                    <Icon name="star" size={12} /> {adminText('galleryPage.featured')}
                  </span>
                )}
                <span className={css.category}>{img.category}</span>
              </div>
              <div className={css.body}>
                <h2 className={css.title}>{img.title}</h2>
                {img.description && <p className={css.desc}>{truncate(img.description)}</p>}
                {tags.length > 0 && (
                  <div className={css.tags}>
                    {tags.map((t) => (
                      <span key={t} className={css.tag}>
                        #{t}
                      </span>
                    ))}
                  </div>
                )}
              </div>
              <div className={css.foot}>
                <span>
                  {adminText('galleryPage.uploaded')} {formatDateIST(img.uploadDate)}
                </span>
                <DeleteButton
                  name={img.title}
                  title={adminText('galleryPage.deleteImage')}
                  busy={busy}
                  onClick={() => del.requestDelete(img._id)}
                />
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className={ui.page}>
      <PageHeader
        title={adminText('galleryPage.galleryManagement')}
        subtitle={adminText('galleryPage.photosShownInThe')}
        actions={
          <>
            <button type="button" className={ui.btn} onClick={() => setUploading(true)}>
              <Icon name="plus" /> {adminText('galleryPage.uploadImage')}
            </button>
            <LogoutButton />
          </>
        }
      />
      <div className={ui.toolbar} role="search" aria-label={adminText('galleryPage.searchGallery')}>
        <TextField
          className={ui.searchField}
          label={adminText('galleryPage.searchImages')}
          type="search"
          value={search}
          onChange={setSearch}
          placeholder={adminText('galleryPage.searchByTitleDescription')}
        />
      </div>
      {body}
      {!gallery.isLoading && !gallery.isError && (
        <p className={ui.tableFooter}>
          {adminText('galleryPage.showing')} {images.length} {images.length === 1 ? 'image' : 'images'}
        </p>
      )}
      {uploading && <UploadImageModal onClose={() => setUploading(false)} onUploaded={refresh} />}
    </div>
  );
}
