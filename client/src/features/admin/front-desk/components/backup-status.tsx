import { useQuery } from '@tanstack/react-query';
import { formatDateTimeIST } from '@pachmarhi/common/format';
import { mayUse } from '@pachmarhi/common/staff-access';
import { backupQueries, LATEST_BACKUP_PATH } from '@/lib/queries/backups';
import { useSession } from '@/lib/use-session';
import { DownloadCard } from '@/features/admin/shared/components/download-card';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

/**
 * The owner's backups on Today (the front desk sees nothing): a red notice while the last nightly
 * backup failed (when, and why), and the newest good backup to download (`GET /api/backups/latest`,
 * audited) with when it was made and its size.
 */
export function BackupStatus() {
  const owner = mayUse(Number(useSession()?.user.role ?? 0), 'owner');
  const backups = useQuery({ ...backupQueries.list(), enabled: owner });
  if (!owner || !backups.data) return null;
  const [newest] = backups.data;
  const lastOk = backups.data.find((b) => b.ok);
  return (
    <>
      {newest && !newest.ok && (
        <div className={cx(ui.card, ui.errorBox)} role="alert" data-testid="backup-failed">
          <h2>{adminText('backups.failedTitle')}</h2>
          <p>
            {adminText('backups.failed', { when: formatDateTimeIST(newest.at), error: newest.error ?? '' })}{' '}
            {lastOk
              ? adminText('backups.lastGood', { when: formatDateTimeIST(lastOk.at) })
              : adminText('backups.noneGood')}
          </p>
        </div>
      )}
      <DownloadCard
        testId="backup-download"
        title={adminText('backups.title')}
        hint={
          lastOk
            ? adminText('backups.hint', {
                when: formatDateTimeIST(lastOk.at),
                size: ((lastOk.size ?? 0) / 1024 / 1024).toFixed(1),
              })
            : adminText('backups.none')
        }
        action={adminText('backups.download')}
        path={LATEST_BACKUP_PATH}
        fallbackName={lastOk?.file ?? 'backup.tar.gz'}
        failed={adminText('backups.downloadFailed')}
        invalid={!lastOk}
      >
        {null}
      </DownloadCard>
    </>
  );
}
