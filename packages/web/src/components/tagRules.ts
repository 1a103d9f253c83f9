import { TAG_INPUT } from '@salon/contract';

/**
 * Tag input rules (spec §5, §9): at most 20 tags, a tag is 1-20 characters after trimming,
 * a comma or a full-width comma commits what was typed, empty tags are refused.
 */
export const TAG_SEPARATOR = /[,，]/;

export interface TagLimits {
  maxTags: number;
  maxChars: number;
}

export const TAG_LIMITS: TagLimits = { maxTags: TAG_INPUT.maxTags, maxChars: TAG_INPUT.maxChars };

export const tagMessages = {
  empty: '标签不能为空',
  tooLong: (n: number) => `单个标签最多${n}个字`,
  tooMany: (n: number) => `最多添加${n}个标签`,
  duplicate: (tag: string) => `标签“${tag}”已存在`,
};

/** Characters as the user counts them (code points, so an emoji is one). */
export const tagLength = (tag: string): number => Array.from(tag).length;

/** Why this tag cannot join `tags`, or null when it can. */
export function checkTag(tags: readonly string[], raw: string, limits: TagLimits = TAG_LIMITS): string | null {
  const tag = raw.trim();
  if (tag === '') return tagMessages.empty;
  if (tagLength(tag) > limits.maxChars) return tagMessages.tooLong(limits.maxChars);
  if (tags.includes(tag)) return tagMessages.duplicate(tag);
  if (tags.length >= limits.maxTags) return tagMessages.tooMany(limits.maxTags);
  return null;
}

export interface TagCommit {
  /** The tags after the commit (unchanged when everything was refused). */
  tags: string[];
  /** What stays in the text box: the text after the last comma. */
  rest: string;
  /** The first refusal, if any. */
  error: string | null;
}

/**
 * Commits typed text. Every piece before a comma (either kind) becomes a tag; with
 * `final` (Enter, blur) the last piece does too. A refused piece is dropped and reported.
 */
export function commitTagText(tags: readonly string[], text: string, final: boolean, limits: TagLimits = TAG_LIMITS): TagCommit {
  const pieces = text.split(TAG_SEPARATOR);
  const rest = final ? '' : (pieces.pop() ?? '');
  const next = [...tags];
  let error: string | null = null;
  for (const piece of pieces) {
    // Enter or blur on an empty box is not an attempt to add a tag.
    if (final && pieces.length === 1 && piece.trim() === '') break;
    const refusal = checkTag(next, piece, limits);
    if (refusal) error ??= refusal;
    else next.push(piece.trim());
  }
  return { tags: next, rest, error };
}
