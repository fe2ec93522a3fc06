// The embedded engine's client: PGlite, as Drizzle uses it, with each transaction's statements
// prepared once and run again by name. Measured in docs/quality.md ("The provider's storage").
//
// PGlite runs a statement as six calls into its WebAssembly Postgres (parse, describe the
// statement, bind, describe the portal, execute, sync), planning it anew each time, in the one
// thread every request shares. Postgres itself offers named prepared statements for this (its
// extended query protocol: https://www.postgresql.org/docs/current/protocol-flow.html), and
// drivers such as postgres.js prepare every statement by default. Here a statement with
// parameters is parsed and described once per text, then run by name in one call: bind, describe
// the portal, execute, sync. Postgres re-parses a prepared statement by itself when the tables it
// names change or the search_path differs (each test scope has its own), and its plan cache
// chooses between a plan for the values and a generic one.
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';

type Serializer = (value: unknown) => string;

type QueryOptions = Parameters<PGlite['query']>[2];
type Results<T> = Awaited<ReturnType<PGlite['query']>> & { rows: T[] };

/** Values Drizzle's PGlite driver reads as their text: dates, times and their arrays. */
const asText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  // numeric[], timestamp[], timestamptz[], interval[], date[]
  [
    types.TIMESTAMP,
    types.TIMESTAMPTZ,
    types.INTERVAL,
    types.DATE,
    1231,
    1115,
    1185,
    1187,
    1182,
  ].map((type) => [type, asText]),
);

/** How many statements are kept prepared; the one unused longest is closed past it. */
export const MAX_PREPARED = 200;

interface Prepared {
  name: string;
  /** Each parameter's type, as Postgres inferred it: how its value is written. */
  types: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/**
 * Drizzle's driver also sends its parsers with every statement, and PGlite then copies its table
 * of 359 parsers to add them: about 120 µs a statement. The engine holds them once instead.
 */
function withoutParsers(options: QueryOptions): QueryOptions {
  return options?.parsers === undefined ? options : { ...options, parsers: undefined };
}

export class EmbeddedPostgres extends PGlite {
  /** Prepared statements by their text, the one used last at the end. */
  private readonly prepared = new Map<string, Prepared>();
  private made = 0;

  async started(): Promise<this> {
    await this.waitReady;
    // After start-up, which fills in the array types' parsers and would replace these.
    Object.assign(this.parsers, DRIZZLE_PARSERS);
    return this;
  }

  /** Statements outside a transaction (migrations, schema work) go PGlite's own way. */
  override query<T>(query: string, params?: unknown[], options?: QueryOptions) {
    return super.query<T>(query, params, withoutParsers(options));
  }

  override transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return super.transaction((tx) =>
      callback(
        Object.create(tx, {
          query: {
            value: <R>(query: string, params: unknown[] = [], options?: QueryOptions) =>
              params.length === 0
                ? tx.query<R>(query, params, withoutParsers(options))
                : this.runPrepared<R>(query, params, options),
          },
        }) as Transaction,
      ),
    );
  }

  /** How many statements are prepared now (tests). */
  get preparedCount(): number {
    return this.prepared.size;
  }

  private runPrepared<T>(text: string, params: unknown[], options: QueryOptions) {
    return this._runExclusiveQuery(async (): Promise<Results<T>> => {
      const { name, types: paramTypes } = await this.prepare(text);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[index] ?? 0;
        const serialize =
          options?.serializers?.[type] ?? (this.serializers[type] as Serializer | undefined);
        return serialize ? serialize(value) : (value as { toString: () => string }).toString();
      });
      const { serialize } = protocol;
      const run = joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      try {
        const { messages } = await this.execProtocol(run, { syncToFs: false });
        return parse.parseResults(messages, this.parsers, withoutParsers(options))[0] as Results<T>;
      } catch (error) {
        throw Object.assign(error as Error, { query: text, params });
      }
    });
  }

  /** The statement of `text`, prepared now if it is not yet. */
  private async prepare(text: string): Promise<Prepared> {
    const known = this.prepared.get(text);
    if (known) {
      this.prepared.delete(text);
      this.prepared.set(text, known);
      return known;
    }
    const { serialize } = protocol;
    const name = `botdeck_${String((this.made += 1))}`;
    let messages;
    try {
      ({ messages } = await this.execProtocol(
        joined([
          serialize.parse({ name, text, types: [] }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ));
    } catch (error) {
      throw Object.assign(error as Error, { query: text });
    }
    const description = messages.find(
      (message) => message instanceof protocol.messages.ParameterDescriptionMessage,
    );
    const statement: Prepared = { name, types: description?.dataTypeIDs ?? [] };
    this.prepared.set(text, statement);
    if (this.prepared.size > MAX_PREPARED) {
      const [oldestText, oldest] = this.prepared.entries().next().value ?? [];
      if (oldestText !== undefined && oldest) {
        this.prepared.delete(oldestText);
        await this.execProtocol(
          joined([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]),
          { syncToFs: false },
        );
      }
    }
    return statement;
  }
}
