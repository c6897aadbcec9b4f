/**
 * The two ways a message leaves by itself (docs/decisions/035-messages-and-the-job-runner.md):
 * email over SMTP (nodemailer; SMTP_URL) and WhatsApp by the WhatsApp Business Cloud API
 * (WHATSAPP_TOKEN, WHATSAPP_PHONE_ID). Without the API, WhatsApp messages wait in the owner's
 * outbox (messages.module.ts). Each function throws on a failure, so the job is retried.
 */
import type { Transporter } from 'nodemailer';
import type { MessageLang } from '@pachmarhi/common/schemas/front-desk';
import { whatsappDigits } from '@pachmarhi/common/phone';

/** One email to a guest: plain text. */
export interface Email {
  to: string;
  subject: string;
  text: string;
}

/** Sends emails over one SMTP connection setting. @throws Error when the server refuses or cannot be reached */
export type Mailer = (email: Email) => Promise<void>;

/** A mailer on `smtpUrl` ('smtp://user:pass@host:587', 'smtps://…') sending from `from`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  // nodemailer is loaded with the first email, not at start.
  let transport: Promise<Transporter> | undefined;
  return async ({ to, subject, text }) => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    await (await transport).sendMail({ from, to, subject, text });
  };
}

/** The Cloud API's settings: the token, the business phone number's id, and the Graph API base ('https://graph.facebook.com/v21.0'). */
export interface WhatsappApi {
  token: string;
  phoneId: string;
  apiUrl: string;
}

/**
 * The approved template a plan message is sent as: `stay_<key with underscores>` ('stay_pre_arrival'),
 * in the guest's language ('en' or 'hi'), whose body has one parameter, {{1}}, the owner's text.
 */
export const whatsappTemplateName = (key: string) => `stay_${key.replace(/-/g, '_')}`;

/**
 * Send a template message by the Cloud API, as Meta documents it
 * (https://developers.facebook.com/docs/whatsapp/cloud-api/guides/send-message-templates):
 * POST <apiUrl>/<phoneId>/messages, `Authorization: Bearer <token>`, a JSON body with
 * `messaging_product: 'whatsapp'`, `to` (the guest's digits with the country code), `type:
 * 'template'` and the template's name, language and one body text parameter. A parameter may not
 * hold new lines or tabs, so they become spaces.
 * @returns the message id Meta gives ('wamid.…')
 * @throws Error with Meta's error message on an answer other than 2xx
 */
export async function sendWhatsappTemplate(
  api: WhatsappApi,
  message: { phone: string; key: string; lang: MessageLang; text: string },
): Promise<string> {
  const res = await fetch(`${api.apiUrl}/${encodeURIComponent(api.phoneId)}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${api.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: whatsappDigits(message.phone),
      type: 'template',
      template: {
        name: whatsappTemplateName(message.key),
        language: { code: message.lang },
        components: [
          { type: 'body', parameters: [{ type: 'text', text: message.text.replace(/\s*[\n\t]+\s*/g, ' ') }] },
        ],
      },
    }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => ({}))) as { messages?: { id: string }[]; error?: { message?: string } };
  if (!res.ok) throw new Error(`WhatsApp Cloud API ${res.status}: ${body.error?.message ?? 'no reason given'}`);
  return body.messages?.[0]?.id ?? '';
}
