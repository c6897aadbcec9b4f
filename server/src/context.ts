import type { Database, Db } from './platform/db/database';
import type { RouteContext } from './platform/http/route-context';

/**
 * What `createApp` builds once and hands to the modules it creates: the route context plus the
 * database. Routes never receive this (they get `RouteContext` and their module).
 */
export interface AppContext extends RouteContext {
  database: Database;
  db: Db;
  jwtSecret: string;
}
