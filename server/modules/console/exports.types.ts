import { registerEnumType } from 'type-graphql';

export enum ExportKind {
  USERS = 'USERS',
  MEDIA = 'MEDIA',
  DOWNLOADS = 'DOWNLOADS',
  PAYMENTS = 'PAYMENTS',
}
registerEnumType(ExportKind, {
  name: 'ExportKind',
  description: 'Which CSV export (GET /api/admin/export/<kind>.csv).',
  valuesConfig: {
    USERS: { description: 'Accounts (with the users list filter), with their current plan.' },
    MEDIA: { description: 'Every media item with its view and download counters.' },
    DOWNLOADS: { description: 'Download records (member by user id only), with their licence id and plan.' },
    PAYMENTS: { description: 'Every invoice and payment.' },
  },
});
