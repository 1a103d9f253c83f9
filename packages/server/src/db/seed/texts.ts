/**
 * Seeded texts that read as if different people wrote them: a base sentence with an opening and a
 * closing chosen by the row's number. No draw from a seed's random stream, so every other seeded
 * value (statuses, dates, amounts, ids) stays exactly where it was.
 */
export interface TextVariants {
  /** Said before the sentence ('' for none). */
  before?: readonly string[];
  /** Said after it, as a sentence of its own ('' for none). */
  after?: readonly string[];
}

const ENDS_A_SENTENCE = /[。！!？?~]$/;

/** The base sentence as row `row` says it. */
export function varied(base: string, row: number, { before = [''], after = [''] }: TextVariants): string {
  // Opening and closing drawn apart from one well-mixed hash of the row (murmur3's finaliser), so
  // their pairs do not repeat in step with the row number.
  let hash = row + 0x9e3779b9;
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  hash = (hash ^ (hash >>> 16)) >>> 0;
  const opening = before[hash % before.length];
  const said = after[(hash >>> 16) % after.length];
  // A closing the sentence already says ('下次还来') is left out.
  const closing = said && base.includes(said.replace(/[。！!]$/, '')) ? '' : said;
  if (!closing) return opening + base;
  return `${opening}${base}${ENDS_A_SENTENCE.test(base) ? '' : '，'}${closing}`;
}

/** How customers open and close a review (no filter words: see comments.ts). */
export const REVIEW_VARIANTS = {
  good: {
    before: ['', '这次', '周末来的，', '下班顺路过来，', '朋友推荐来的，', '陪家人一起来的，', '第三次来了，', '趁午休来的，'],
    after: ['', '点赞。', '下次还来。', '会推荐给同事。', '整体体验不错。', '希望一直保持。', '五星好评。', '满意。', '值得推荐。'],
  },
  poor: {
    before: ['', '这次', '周末来的，', '下班后过来，', '第一次来，', '带朋友来的，', '工作日来的，'],
    after: ['', '希望改进。', '有点失望。', '希望店长重视一下。', '下次再看看吧。', '体验打了折扣。', '和之前比差了点。'],
  },
} as const satisfies Record<string, TextVariants>;

/** How feedback from the apps ends: a suggestion, or a complaint. */
export const FEEDBACK_VARIANTS = {
  suggestion: { after: ['', '谢谢！', '这样会方便很多。', '期待新版本。', '身边朋友也有同样的想法。', '辛苦考虑一下。'] },
  complaint: { after: ['', '希望能改进。', '麻烦尽快处理。', '已经不是第一次了。', '希望门店重视。', '期待回复。', '请给个说法。'] },
} as const satisfies Record<string, TextVariants>;
