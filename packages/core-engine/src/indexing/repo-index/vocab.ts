import { shippedVocab } from '../search/code-vocab.js';
import type { VocabTable } from '../search/code-vocab.js';
import type { IndexState } from '../state/types.js';
import type { RepoIndexContext } from './context.js';

/**
 * The repository's own vocabulary, learned from the live rows of one state: an updated index and a full one over
 * the same files learn the same table. A search waits for its state's table (a fraction of a second once per update;
 * a watched index starts learning as soon as its run ends).
 */
export function learnedVocab(ctx: RepoIndexContext, state: IndexState): Promise<VocabTable> {
  if (ctx.learned?.state !== state) {
    // Research, off by default: loaded only when an index asks for it.
    const table = import('../../experimental/repo-vocab.js')
      .then(async ({ learnRepoVocab, personalVocab }) =>
        personalVocab(shippedVocab(), await learnRepoVocab(ctx.opts.store)),
      )
      .catch((err: unknown) => {
        ctx.opts.log.debug('learning the repository vocabulary failed (the store closed?)', { err: String(err) });
        return shippedVocab();
      });
    ctx.learned = { state, table };
  }
  return ctx.learned.table;
}

/** The table the vocab signal of a search over `state` uses: the one given, the learned one, or the shipped one. */
export const vocabFor = async (ctx: RepoIndexContext, state: IndexState): Promise<VocabTable> =>
  ctx.opts.vocab ?? (ctx.opts.learnVocab === true ? learnedVocab(ctx, state) : shippedVocab());
