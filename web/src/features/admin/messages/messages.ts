import type { EmailStatus } from '@/data/contact-messages/model';

// Every text of the admin inbox, in one place. The words follow the other admin toasts
// ('Failed to fetch ...', '... deleted').
export const INBOX_TEXT = {
  pageTitle: 'Messages | Admin',
  heading: 'Messages',
  intro: 'Messages sent through the contact form, newest first.',
  empty: 'No messages yet. Messages sent from the contact page appear here.',
  unreadCount: (n: number) => (n === 1 ? '1 unread' : `${n} unread`),
  newBadge: 'New',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  reply: 'Reply',
  delete: 'Delete',
  justNow: 'Just now',
  confirmTitle: 'Delete message',
  confirmBody: (name: string) => `Are you sure you want to delete the message from ${name}?`,
  confirmBodyHint: 'You can still undo it for a few seconds.',
  cancel: 'Cancel',
  loadMore: 'Load more',
} as const;

export const INBOX_TOASTS = {
  fetchFailed: 'Failed to fetch messages',
  updateFailed: 'Failed to update message',
  deleteFailed: 'Failed to delete message',
  deleted: 'Message deleted',
} as const;

export const EMAIL_STATUS_BADGES: Record<EmailStatus, { label: string; color: string; hint: string }> = {
  sent: { label: 'Email sent', color: 'green', hint: 'EmailJS delivered a copy to your mailbox.' },
  failed: {
    label: 'Email failed',
    color: 'red',
    hint: 'The email could not be sent (error or offline); this inbox is the only copy.',
  },
  not_configured: {
    label: 'Email not configured',
    color: 'gray',
    hint: 'EmailJS is not configured; this inbox is the only copy.',
  },
};
