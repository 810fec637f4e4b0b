import { reciprocalRankFusion } from '@sextant/core-engine/retrieval';
import type { CloneKnowledge } from './clone-knowledge.js';
import type { KnowledgeBase, KnowledgeHit } from './knowledge-base.js';

const key = (h: KnowledgeHit) => `${h.repo}\0${h.path}\0${h.startLine}`;

/** One knowledge base over the store (GitHub repos) and the repo-index of local clones; rankings merged by RRF. */
export function combineKnowledge(store: KnowledgeBase, clones: CloneKnowledge): KnowledgeBase {
  return {
    async search(q) {
      const [fromStore, fromClones] = await Promise.all([store.search(q), clones.search(q)]);
      if (!fromClones.length) return fromStore;
      const hits = new Map([...fromStore, ...fromClones].map((h) => [key(h), h]));
      const lists = [
        { signal: 'store', weight: 1, ids: fromStore.map(key) },
        { signal: 'clones', weight: 1, ids: fromClones.map(key) },
      ];
      return reciprocalRankFusion(lists)
        .slice(0, q.limit)
        .map((f) => ({ ...hits.get(f.id)!, score: Math.round(f.score * 1e6) / 1e6 }));
    },
    async status() {
      const [own, cloned] = await Promise.all([store.status(), clones.status()]);
      // A repo indexed as a clone is served from its repo-index; an older store entry of the same name is hidden.
      const names = new Set(cloned.map((r) => r.repo));
      return { ...own, repos: [...own.repos.filter((r) => !names.has(r.repo)), ...cloned] };
    },
  };
}
