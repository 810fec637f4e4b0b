import { definePrompt } from '@sextant/mcp-shell';
import type { AppDeps } from './deps.js';

const user = (text: string) => [{ role: 'user' as const, text }];

/** The seed's five prompts; each points the model at the tools that ground its answer. */
export const prompts = [
  definePrompt<AppDeps>({
    name: 'midnight-create-contract',
    description: 'Guides writing a new Compact contract.',
    args: {
      purpose: { description: 'What the contract should do', required: true },
      privacy: { description: 'What must stay private' },
    },
    build: ({ purpose, privacy }) =>
      user(
        `Write a Compact contract that ${purpose}.${privacy ? ` Keep private: ${privacy}.` : ''} Start from midnight-get-latest-syntax, wrap every witness-derived value stored on the ledger in disclose(), and check the draft with midnight-analyze-contract before answering.`,
      ),
  }),
  definePrompt<AppDeps>({
    name: 'midnight-review-contract',
    description: 'Reviews a Compact contract for security and privacy issues.',
    args: { code: { description: 'The contract source', required: true } },
    build: ({ code }) =>
      user(
        `Review this Compact contract. Run midnight-analyze-contract first and explain each finding with its line, then look for logic errors the checks cannot see.\n\n\`\`\`compact\n${code}\n\`\`\``,
      ),
  }),
  definePrompt<AppDeps>({
    name: 'midnight-explain-concept',
    description: 'Explains a Midnight or Compact concept.',
    args: {
      concept: { description: 'e.g. witnesses, disclose, sealed ledger', required: true },
      level: { description: 'beginner, intermediate or advanced' },
    },
    build: ({ concept, level }) =>
      user(
        `Explain the Midnight concept "${concept}" for a ${level ?? 'intermediate'} developer, with a short Compact example. Use midnight-fetch-docs for the official page when unsure.`,
      ),
  }),
  definePrompt<AppDeps>({
    name: 'midnight-compare-approaches',
    description: 'Compares ways to solve a problem in Compact.',
    args: {
      problem: { description: 'The problem to solve', required: true },
      approaches: { description: 'Approaches to compare, comma-separated' },
    },
    build: ({ problem, approaches }) =>
      user(
        `Compare approaches to: ${problem}.${approaches ? ` Consider: ${approaches}.` : ''} Weigh privacy (what gets disclosed), proof cost and upgradeability; show a Compact sketch of each.`,
      ),
  }),
  definePrompt<AppDeps>({
    name: 'midnight-debug-contract',
    description: 'Helps fix a Compact compile or runtime error.',
    args: { code: { description: 'The contract source', required: true }, error: { description: 'The error message' } },
    build: ({ code, error }) =>
      user(
        `Help fix this Compact contract${error ? ` failing with: ${error}` : ''}. Check parse diagnostics with midnight-extract-contract-structure and version issues with midnight-check-version.\n\n\`\`\`compact\n${code}\n\`\`\``,
      ),
  }),
];
