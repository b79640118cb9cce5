/**
 * Threading of approved comments (issue 20, MISC-007's comment region): the site stores comments
 * flat, each naming its parent; the page shows them as a tree.
 *
 * API: `COMMENT_THREAD_DEPTH`, `buildCommentThread(comments, maxDepth?)`, `countThread(nodes)`,
 * type `ThreadedComment`.
 *
 * - Top-level comments and each comment's replies are in date order (oldest first, then by id,
 *   so equal times stay stable).
 * - The tree is at most `maxDepth` levels deep: a reply deeper than that is shown at the deepest
 *   level, among the replies of its ancestor one level up (in date order there), as threaded
 *   comments in the original theme do, rather than disappearing.
 * - A reply whose parent is not in the list (held for moderation, marked spam or trashed) is
 *   shown at the top level: its author's words were approved on their own, and a reply to
 *   something no longer shown reads as a comment.
 * - A parent chain that loops (only hand-edited data could) is cut at its oldest comment.
 */

/** How deep replies nest on the page (a reply to a reply to a comment). */
export const COMMENT_THREAD_DEPTH = 3;

export interface FlatComment {
  id: number;
  parentId: number | null;
  /** Milliseconds since the epoch (or any order-preserving number). */
  createdAt: number;
}

export interface ThreadedComment<T extends FlatComment> {
  comment: T;
  /** 1 for a top-level comment. */
  depth: number;
  replies: ThreadedComment<T>[];
}

const byDate = (a: FlatComment, b: FlatComment) => a.createdAt - b.createdAt || a.id - b.id;

export function buildCommentThread<T extends FlatComment>(
  comments: readonly T[],
  maxDepth: number = COMMENT_THREAD_DEPTH,
): ThreadedComment<T>[] {
  const depthLimit = Number.isFinite(maxDepth) && maxDepth >= 1 ? Math.floor(maxDepth) : 1;
  const byId = new Map<number, T>();
  for (const comment of comments) if (!byId.has(comment.id)) byId.set(comment.id, comment);

  // The parent each comment is shown under: none when its parent is not in the list.
  const parentOf = new Map<number, number | null>();
  for (const comment of byId.values()) {
    parentOf.set(
      comment.id,
      comment.parentId !== null && byId.has(comment.parentId) ? comment.parentId : null,
    );
  }
  // A loop of parents (hand-edited data only) is cut at its oldest comment, which then stands
  // at the top: the same cut whatever order the list came in.
  for (const start of byId.values()) {
    const path: number[] = [];
    let current: number | null = start.id;
    while (current !== null && !path.includes(current)) {
      path.push(current);
      current = parentOf.get(current) ?? null;
    }
    if (current === null) continue;
    const loop = path.slice(path.indexOf(current)).map((id) => byId.get(id) as T);
    const oldest = loop.sort(byDate)[0];
    if (oldest) parentOf.set(oldest.id, null);
  }

  const repliesOf = new Map<number, T[]>();
  const tops: T[] = [];
  for (const comment of [...byId.values()].sort(byDate)) {
    const parent = parentOf.get(comment.id) ?? null;
    if (parent === null) tops.push(comment);
    else repliesOf.set(parent, [...(repliesOf.get(parent) ?? []), comment]);
  }

  const roots: ThreadedComment<T>[] = [];
  const place = (comment: T, depth: number, list: ThreadedComment<T>[]) => {
    const node: ThreadedComment<T> = { comment, depth, replies: [] };
    list.push(node);
    for (const reply of repliesOf.get(comment.id) ?? []) {
      // Below the limit a reply nests; at it, it joins its parent's level.
      if (depth < depthLimit) place(reply, depth + 1, node.replies);
      else place(reply, depth, list);
    }
  };
  for (const top of tops) place(top, 1, roots);
  const sortTree = (list: ThreadedComment<T>[]) => {
    list.sort((a, b) => byDate(a.comment, b.comment));
    for (const node of list) sortTree(node.replies);
  };
  sortTree(roots);
  return roots;
}

/** How many comments a thread shows. */
export function countThread<T extends FlatComment>(nodes: readonly ThreadedComment<T>[]): number {
  return nodes.reduce((total, node) => total + 1 + countThread(node.replies), 0);
}
