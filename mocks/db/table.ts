/**
 * One table of the in-memory database: rows of `T` keyed by the numeric
 * column `K`. Reads the live array from the state on every call, so the
 * table survives the state being replaced (reset, load).
 */
export class Table<T extends object, K extends keyof T & string> {
  constructor(
    private readonly rows: () => T[],
    private readonly replaceRows: (rows: T[]) => void,
    readonly key: K,
  ) {}

  all(): T[] {
    return this.rows();
  }

  find(id: T[K]): T | undefined {
    return this.rows().find((row) => row[this.key] === id);
  }

  where(predicate: (row: T) => boolean): T[] {
    return this.rows().filter(predicate);
  }

  /** Next id: the highest id in use plus one (1 for an empty table). */
  nextId(): number {
    return this.rows().reduce((max, row) => Math.max(max, Number(row[this.key]) || 0), 0) + 1;
  }

  /** Adds a row with the next id and returns it. */
  insert(values: Omit<T, K>): T {
    const row = { ...values, [this.key]: this.nextId() } as T;
    this.rows().push(row);
    return row;
  }

  /** Merges `changes` into the row in place; undefined when there is no such row. */
  update(id: T[K], changes: Partial<Omit<T, K>>): T | undefined {
    const row = this.find(id);
    if (row) Object.assign(row, changes);
    return row;
  }

  /** Removes the matching rows; returns how many were removed. */
  removeWhere(predicate: (row: T) => boolean): number {
    const rows = this.rows();
    const kept = rows.filter((row) => !predicate(row));
    this.replaceRows(kept);
    return rows.length - kept.length;
  }

  remove(id: T[K]): boolean {
    return this.removeWhere((row) => row[this.key] === id) > 0;
  }
}
