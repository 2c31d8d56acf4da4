import type { Logger as PinoLogger } from 'pino';
import type { Logger } from 'typeorm';
import { requestScope } from '../http/request-context.js';

/** Routes TypeORM's logging to pino and counts statements per request. */
export class SqlLogger implements Logger {
  constructor(private readonly pino: PinoLogger) {}

  logQuery(query: string): void {
    const scope = requestScope.getStore();
    if (scope) scope.sqlStatements++;
    this.pino.trace({ sql: query }, 'sql');
  }

  logQueryError(error: string | Error, query: string): void {
    this.pino.warn({ err: error, sql: query }, 'sql failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.pino.warn({ ms: time, sql: query }, 'slow sql');
  }

  logSchemaBuild(message: string): void {
    this.pino.debug(message);
  }

  logMigration(message: string): void {
    this.pino.info(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.pino.warn(message);
    else this.pino.debug(message);
  }
}
