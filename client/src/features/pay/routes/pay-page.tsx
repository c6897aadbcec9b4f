import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';
import { formatDateIST } from '@pachmarhi/common/format';
import { toLang } from '@pachmarhi/common/i18n/lang';
import { totalWithTaxText } from '@pachmarhi/common/money/folio-text';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { PageMeta } from '@/components/page-meta';
import { API_BASE } from '@/lib/api';
import { moneyQueries } from '@/lib/queries/money';
import styles from './pay-page.module.css';

/**
 * /pay/<token>: a guest's payment request (no sign-in; the signed token is the key). The amount,
 * the item and dates, the stay's figures from its folio (the total with its tax said once, paid,
 * balance), a "Pay with a UPI app" button on phones and the UPI QR code on desktops,
 * "I have paid — send the UTR on WhatsApp", and the invoice once issued.
 */
export default function PayPage() {
  const { t, i18n } = useTranslation('pages');
  const { token = '' } = useParams();
  const page = useQuery(moneyQueries.payPage(token));
  const [qr, setQr] = useState<string | null>(null);
  const upiUrl = page.data?.upiUrl;
  useEffect(() => {
    if (upiUrl) void QRCode.toDataURL(upiUrl, { margin: 1, width: 240 }).then(setQr);
  }, [upiUrl]);

  const p = page.data;
  return (
    <main id="main" className="page">
      <PageMeta title={t('pay.title')} path={`/pay/${token}`} description={t('pay.title')} />
      <div className={`container ${styles.card}`}>
        {page.isError && <p role="alert">{t('pay.notFound')}</p>}
        {p && (
          <>
            <h1>{t('pay.greeting', { name: p.firstName })}</h1>
            <p>
              {p.itemName} · {formatDateIST(p.checkIn)}
              {p.checkOut && ` – ${formatDateIST(p.checkOut)}`} · {p.reference}
            </p>
            <p className={styles.amount} data-testid="pay-amount">
              {formatPaise(p.amount)}
            </p>
            <dl className={styles.figures}>
              <dt>{t('pay.total')}</dt>
              <dd data-testid="pay-total">{totalWithTaxText(p.folio, toLang(i18n.language))}</dd>
              {p.folio.credited > 0 && (
                <>
                  <dt>{t('pay.due')}</dt>
                  <dd>{formatPaise(p.folio.amountDue)}</dd>
                </>
              )}
              <dt>{t('pay.paid')}</dt>
              <dd data-testid="pay-paid">{formatPaise(p.folio.paid)}</dd>
              <dt>{t('pay.balance')}</dt>
              <dd data-testid="pay-balance">{formatPaise(p.folio.balance)}</dd>
            </dl>
            <div className={styles.actions}>
              {p.upiUrl && (
                <a href={p.upiUrl} className={`btn btn-primary ${styles.phoneOnly}`} data-testid="pay-button">
                  {t('pay.payWithUpi')}
                </a>
              )}
              {qr && (
                <figure className={styles.desktopOnly} data-testid="pay-qr">
                  <img className={styles.qr} src={qr} alt={t('pay.qrAlt')} width={240} height={240} />
                  <figcaption>{t('pay.scan')}</figcaption>
                </figure>
              )}
              {p.whatsappUrl && (
                <a href={p.whatsappUrl} className="btn btn-outline" target="_blank" rel="noreferrer">
                  {t('pay.sendUtr')}
                </a>
              )}
              {p.invoiceUrl && (
                <a href={`${API_BASE}${p.invoiceUrl}`} className="btn btn-outline" data-testid="pay-invoice">
                  {t('pay.invoice')}
                </a>
              )}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
