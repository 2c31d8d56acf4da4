/**
 * The audit log: an append-only record of who did what to what. Other
 * modules write to it (`audit`, `auditMany`, `auditOutsideRequest`); entries
 * name people by id only, so account erasure leaves them as they are.
 */
import { defineModule } from '../../module.js';
import { AuditLogEntity } from './audit-log.entity.js';

export { type AuditEntry, audit, auditMany, auditOutsideRequest } from './audit.service.js';
export { AuditLogEntity } from './audit-log.entity.js';

export default defineModule({
  name: 'audit',
  entities: [AuditLogEntity],
});
