import { WriteBatch } from './write-batch.js';

/** A statement the test ends by hand, so what is in flight at a moment can be seen. */
interface Statement {
  items: string[];
  succeed(): void;
  fail(error: Error): void;
}

function recordingBatch(options: { maxItems?: number; maxInFlight?: number } = {}) {
  const statements: Statement[] = [];
  const batch = new WriteBatch<string, string>({
    ...options,
    write: (items) =>
      new Promise((resolve, reject) => {
        statements.push({ items, succeed: () => resolve(items.map((item) => `stored ${item}`)), fail: reject });
      }),
  });
  return { batch, statements };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('WriteBatch: the writes of one moment go to the database as one statement', () => {
  it('sends the writes asked for in the same turn together, and gives each its own result', async () => {
    const { batch, statements } = recordingBatch();
    const results = Promise.all(['a', 'b', 'c'].map((item) => batch.add(item)));
    expect(statements).toHaveLength(0);
    await nextTurn();
    expect(statements.map((statement) => statement.items)).toEqual([['a', 'b', 'c']]);
    statements[0]!.succeed();
    await expect(results).resolves.toEqual(['stored a', 'stored b', 'stored c']);
  });

  it('splits a burst into statements of at most maxItems, at most maxInFlight at once, the rest after them', async () => {
    const { batch, statements } = recordingBatch({ maxItems: 2, maxInFlight: 2 });
    const results = Promise.all(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((item) => batch.add(item)));
    await nextTurn();
    expect(statements.map((statement) => statement.items)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    statements[0]!.succeed();
    await nextTurn();
    await nextTurn();
    // Everything that waited goes as soon as a statement ended, up to maxItems.
    expect(statements.map((statement) => statement.items)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
    statements[1]!.succeed();
    statements[2]!.succeed();
    await nextTurn();
    await nextTurn();
    expect(statements[3]!.items).toEqual(['g']);
    statements[3]!.succeed();
    await expect(results).resolves.toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((item) => `stored ${item}`));
  });

  it("keeps one item's failure its own: a failed statement is written again item by item", async () => {
    const batch = new WriteBatch<string, string>({
      write: async (items) => {
        if (items.includes('bad')) throw new Error(`cannot store ${items.join(', ')}`);
        return items.map((item) => `stored ${item}`);
      },
    });
    const [good, bad, other] = await Promise.allSettled(['good', 'bad', 'other'].map((item) => batch.add(item)));
    expect(good).toEqual({ status: 'fulfilled', value: 'stored good' });
    expect(bad).toEqual({ status: 'rejected', reason: new Error('cannot store bad') });
    expect(other).toEqual({ status: 'fulfilled', value: 'stored other' });
  });
});
