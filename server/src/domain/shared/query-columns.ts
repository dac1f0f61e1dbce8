/**
 * What a hand-written statement in a query module (`domain/<area>/<area>.queries.ts`) covers of an
 * entity's columns. Each query module exports its list as `columnCoverage`; the column-drift test
 * (`test/query-columns.test.ts`) reads the columns from the statement's own text and compares them
 * with TypeORM's metadata of the entity, so an entity that gains a column fails the test until every
 * hand-written INSERT and SELECT of its table lists it (or names it among the columns left out).
 */
export interface ColumnCoverage {
  /** A name for the test's messages: the module's function or constant. */
  name: string;
  /** The entity class whose table the statement writes or reads. */
  entity: abstract new (...args: never[]) => unknown;
  /** The statement's text. */
  sql: string;
  /**
   * `insert`: the column list of `INSERT INTO <table> (...)` (the statement's INSERT of that table);
   * `select`: every `<alias>.<column>` the statement names.
   */
  kind: "insert" | "select";
  /** For a select: the alias of the entity's table in the statement. */
  alias?: string;
  /** Columns left out on purpose: database defaults (ids, timestamps) or columns the statement has no use for. */
  leftOut?: string[];
}
