import type { MailMessage } from './mailer';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(title: string, intro: string, action: string, url: string, outro: string): string {
  return `<!doctype html>
<html lang="en-GB"><body style="margin:0;background:#f4f1ea;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1c1917">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px;background:#ffffff;border-radius:12px;border:1px solid #e4ddd1">
<tr><td style="padding:28px 32px 8px"><p style="margin:0;font-size:20px;font-weight:700;color:#2f6b3b">Larder</p></td></tr>
<tr><td style="padding:8px 32px 0"><h1 style="margin:0 0 12px;font-size:22px">${escapeHtml(title)}</h1>
<p style="margin:0 0 24px;font-size:15px;line-height:1.6">${escapeHtml(intro)}</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#2f6b3b;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(action)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#5f5850;line-height:1.6">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url)}" style="color:#2f6b3b;word-break:break-all">${escapeHtml(url)}</a></p>
<p style="margin:16px 0 28px;font-size:13px;color:#5f5850;line-height:1.6">${escapeHtml(outro)}</p></td></tr>
</table><p style="font-size:12px;color:#8a8178;margin:16px 0 0">Larder · weekly meal planning for UK home cooks</p></td></tr></table>
</body></html>`;
}

export function verificationMail(to: string, url: string): MailMessage {
  const intro = 'Welcome to Larder! Confirm your e-mail address to finish creating your account and start saving favourite meals.';
  const outro = 'The link works for one hour. If you did not create a Larder account, you can ignore this e-mail.';
  return {
    to,
    subject: 'Confirm your e-mail address for Larder',
    text: `Welcome to Larder!\n\nConfirm your e-mail address to finish creating your account:\n${url}\n\n${outro}\n\n— Larder`,
    html: layout('Confirm your e-mail address', intro, 'Confirm e-mail address', url, outro),
  };
}

export function passwordResetMail(to: string, url: string): MailMessage {
  const intro = 'Someone asked to reset the password of your Larder account. Choose a new password with the link below.';
  const outro = 'The link works for one hour. If you did not ask for this, ignore this e-mail: your password stays as it is.';
  return {
    to,
    subject: 'Reset your Larder password',
    text: `Reset your Larder password\n\nChoose a new password here:\n${url}\n\n${outro}\n\n— Larder`,
    html: layout('Reset your password', intro, 'Choose a new password', url, outro),
  };
}

export function accountDeletedMail(to: string, baseUrl: string): MailMessage {
  const intro =
    'Your Larder account has been deleted, as you asked: your favourites, plans, purchases and every other record of yours are gone, and every device has been signed out.';
  const outro = 'If you did not ask for this, someone knew your password: change it wherever else you use it.';
  return {
    to,
    subject: 'Your Larder account has been deleted',
    text: `Your Larder account has been deleted\n\n${intro}\n\nYou are welcome back any time: ${baseUrl}\n\n${outro}\n\n— Larder`,
    html: layout('Your account has been deleted', intro, 'Open Larder', baseUrl, outro),
  };
}
