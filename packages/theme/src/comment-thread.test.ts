import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCommentThread,
  COMMENT_THREAD_DEPTH,
  countThread,
  type FlatComment,
  type ThreadedComment,
} from './comment-thread';

const flatten = <T extends FlatComment>(
  nodes: readonly ThreadedComment<T>[],
): ThreadedComment<T>[] => nodes.flatMap((node) => [node, ...flatten(node.replies)]);

const maxDepth = <T extends FlatComment>(nodes: readonly ThreadedComment<T>[]): number =>
  Math.max(0, ...flatten(nodes).map((node) => node.depth));

/** Comments with ids 1..n, each parent some other id (maybe missing, maybe forming a loop). */
const commentLists = fc
  .array(
    fc.record({
      parent: fc.option(fc.integer({ min: 1, max: 40 }), { nil: null }),
      createdAt: fc.integer({ min: 0, max: 20 }),
    }),
    { maxLength: 30 },
  )
  .map((rows) =>
    rows.map((row, index) => ({ id: index + 1, parentId: row.parent, createdAt: row.createdAt })),
  );

describe('comment threading (issue 20, MISC-007 comment region)', () => {
  it('MISC-007 puts replies under their parent in date order, top level in date order', () => {
    const thread = buildCommentThread([
      { id: 4, parentId: 1, createdAt: 40 },
      { id: 1, parentId: null, createdAt: 10 },
      { id: 3, parentId: 1, createdAt: 30 },
      { id: 2, parentId: null, createdAt: 20 },
      { id: 5, parentId: 3, createdAt: 50 },
    ]);
    expect(thread.map((node) => node.comment.id)).toEqual([1, 2]);
    expect(thread[0]?.replies.map((node) => node.comment.id)).toEqual([3, 4]);
    expect(thread[0]?.replies[0]?.replies.map((node) => [node.comment.id, node.depth])).toEqual([
      [5, 3],
    ]);
  });

  it('MISC-007 a reply deeper than the limit is shown at the deepest level, after its ancestor', () => {
    const thread = buildCommentThread(
      [
        { id: 1, parentId: null, createdAt: 1 },
        { id: 2, parentId: 1, createdAt: 2 },
        { id: 3, parentId: 2, createdAt: 3 },
        { id: 4, parentId: 3, createdAt: 4 },
      ],
      2,
    );
    expect(thread[0]?.replies.map((node) => [node.comment.id, node.depth])).toEqual([
      [2, 2],
      [3, 2],
      [4, 2],
    ]);
  });

  it('MISC-007 a reply whose parent is not shown (pending, spam) stands at the top level', () => {
    const thread = buildCommentThread([
      { id: 7, parentId: 99, createdAt: 5 },
      { id: 1, parentId: null, createdAt: 1 },
    ]);
    expect(thread.map((node) => [node.comment.id, node.depth])).toEqual([
      [1, 1],
      [7, 1],
    ]);
  });

  it('MISC-007 property: every comment appears once, depth within the limit, replies under an ancestor, order stable', () => {
    fc.assert(
      fc.property(commentLists, fc.integer({ min: 1, max: 5 }), (comments, limit) => {
        const thread = buildCommentThread(comments, limit);
        const shown = flatten(thread);
        expect(shown.map((node) => node.comment.id).sort((a, b) => a - b)).toEqual(
          comments.map((comment) => comment.id),
        );
        expect(countThread(thread)).toBe(comments.length);
        expect(maxDepth(thread)).toBeLessThanOrEqual(limit);
        const check = (nodes: readonly ThreadedComment<FlatComment>[], depth: number) => {
          nodes.slice(1).forEach((node, index) => {
            const before = (nodes[index] as ThreadedComment<FlatComment>).comment;
            const after = node.comment;
            expect(
              before.createdAt < after.createdAt ||
                (before.createdAt === after.createdAt && before.id < after.id),
            ).toBe(true);
          });
          for (const node of nodes) {
            expect(node.depth).toBe(depth);
            check(node.replies, depth + 1);
          }
        };
        check(thread, 1);
        // The same comments in another order thread the same way.
        expect(buildCommentThread([...comments].reverse(), limit)).toEqual(thread);
      }),
    );
  });

  it('MISC-007 property: with no depth pressure a reply sits right under its shown parent', () => {
    fc.assert(
      fc.property(commentLists, (comments) => {
        const thread = buildCommentThread(comments, 1000);
        const ids = new Set(comments.map((comment) => comment.id));
        const parentOf = new Map(comments.map((comment) => [comment.id, comment.parentId]));
        /** Whether following parents from `id` comes back to a comment already met. */
        const inLoop = (id: number) => {
          const seen = new Set<number>();
          let current: number | null | undefined = id;
          while (current !== null && current !== undefined && ids.has(current)) {
            if (seen.has(current)) return true;
            seen.add(current);
            current = parentOf.get(current);
          }
          return false;
        };
        const walk = (nodes: readonly ThreadedComment<FlatComment>[], parent: number | null) => {
          for (const node of nodes) {
            if (parent !== null) expect(node.comment.parentId).toBe(parent);
            // A comment whose parent is shown stands at the top only when a loop was cut there.
            else if (node.comment.parentId !== null && ids.has(node.comment.parentId))
              expect(inLoop(node.comment.id)).toBe(true);
            walk(node.replies, node.comment.id);
          }
        };
        walk(thread, null);
      }),
    );
  });

  it('MISC-007 the default depth is 3 and garbage limits mean one level', () => {
    expect(COMMENT_THREAD_DEPTH).toBe(3);
    const chain = [
      { id: 1, parentId: null, createdAt: 1 },
      { id: 2, parentId: 1, createdAt: 2 },
    ];
    expect(maxDepth(buildCommentThread(chain, Number.NaN))).toBe(1);
    expect(maxDepth(buildCommentThread(chain, -2))).toBe(1);
  });
});
