// The repositories: everything the routes and the runtime read and write, one object per kind of
// record, all bound to one transaction (storage/database.ts). Nothing else touches the tables.
import type { Tx } from './engine';
import type { Secrets } from './secrets';
import { ActivityRepo } from './repos/activity';
import { AuthRepo, SessionRepo } from './repos/auth';
import { BotRepo } from './repos/bots';
import { CatalogRepo } from './repos/catalog';
import { EventRepo } from './repos/events';
import { HealthRepo } from './repos/health';
import { IdempotencyRepo } from './repos/idempotency';
import { LeaseRepo } from './repos/leases';
import { LogRepo } from './repos/logs';
import { OrderRepo } from './repos/orders';
import { UserRepo } from './repos/users';

export class Repos {
  readonly users: UserRepo;
  readonly sessions: SessionRepo;
  readonly auth: AuthRepo;
  readonly bots: BotRepo;
  readonly orders: OrderRepo;
  readonly catalog: CatalogRepo;
  readonly activity: ActivityRepo;
  readonly idempotency: IdempotencyRepo;
  readonly events: EventRepo;
  readonly health: HealthRepo;
  readonly logs: LogRepo;
  readonly leases: LeaseRepo;

  constructor(tx: Tx, secrets: Secrets) {
    this.users = new UserRepo(tx);
    this.sessions = new SessionRepo(tx);
    this.auth = new AuthRepo(tx);
    this.bots = new BotRepo(tx, secrets);
    this.orders = new OrderRepo(tx);
    this.catalog = new CatalogRepo(tx);
    this.activity = new ActivityRepo(tx);
    this.idempotency = new IdempotencyRepo(tx);
    this.events = new EventRepo(tx);
    this.health = new HealthRepo(tx);
    this.logs = new LogRepo(tx);
    this.leases = new LeaseRepo(tx);
  }
}
